import { Text } from '@mantine/core';
import { Page } from '../../../components/ui/page';

export function DashboardMatchesPage() {
  return (
    <Page title="Matches" size="sm">
      <Text>
        Your season's group standings and your team's matches by stage and week, with dates, referees and
        results.
      </Text>
    </Page>
  );
}
