import { Text } from '@mantine/core';
import { Page } from '../../../components/ui/page';

export function RequestNewPasswordPage() {
  return (
    <Page title="Request New Password" size="sm">
      <Text>Enter the e-mail address of your account to receive a link for setting a new password.</Text>
    </Page>
  );
}
