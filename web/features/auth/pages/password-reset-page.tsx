import { Text } from '@mantine/core';
import { Page } from '../../../components/ui/page';

export function PasswordResetPage() {
  return (
    <Page title="Reset Password" size="sm">
      <Text>Choose a new password for your account using the link from your password-reset e-mail.</Text>
    </Page>
  );
}
