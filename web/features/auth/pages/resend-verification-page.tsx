import { Text } from '@mantine/core';
import { Page } from '../../../components/ui/page';

export function ResendVerificationPage() {
  return (
    <Page title="Resend Verification" size="sm">
      <Text>Enter the e-mail address you signed up with to receive a new confirmation mail.</Text>
    </Page>
  );
}
