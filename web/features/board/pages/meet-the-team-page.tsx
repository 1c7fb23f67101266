import { SimpleGrid, Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { useLogError } from '../../../lib/use-log-error';
import { useBoardMembers } from '../api/get-board-members';
import { BoardMemberCard } from '../components/board-member-card';

export function MeetTheTeamPage() {
  const members = useBoardMembers();
  useLogError(members.error, 'board members');

  return (
    <Page title="Meet the Team">
      <Text mb="lg">
        The board of the league: students who organise the season, the draw and the referees.
      </Text>
      {members.isPending ? (
        <PageLoader label="Loading the board" />
      ) : !members.data?.length ? (
        <EmptyState>The board members could not be shown right now.</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {members.data.map((member) => (
            <BoardMemberCard key={member.mail} member={member} />
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}
