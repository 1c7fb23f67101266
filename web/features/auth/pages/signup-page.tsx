import { Text } from '@mantine/core';
import { Page } from '../../../components/ui/page';

export function SignupPage() {
  return (
    <Page title="Sign Up" size="sm">
      <Text>
        Create an account with your name, phone number and e-mail address to join or register a team in the
        Munich University League.
      </Text>
    </Page>
  );
}
