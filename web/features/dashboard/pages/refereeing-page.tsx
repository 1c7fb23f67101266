import { Text } from '@mantine/core';
import { Page } from '../../../components/ui/page';

export function RefereeingPage() {
  return (
    <Page title="Refereeing" size="sm">
      <Text>
        The matches of the other group, which your team referees: assign referees and follow the results.
      </Text>
    </Page>
  );
}
