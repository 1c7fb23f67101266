import { Text } from '@mantine/core';
import { Page } from '../../../components/ui/page';

export function SettingsPage() {
  return (
    <Page title="Settings" size="sm">
      <Text>Change your password or delete your account.</Text>
    </Page>
  );
}
