import { Text } from '@mantine/core';
import { Page } from '../../../components/ui/page';

export function SeasonsPage() {
  return (
    <Page title="Seasons" size="sm">
      <Text>Add seasons, draw groups, create matches, delete seasons and regenerate league tables.</Text>
    </Page>
  );
}
