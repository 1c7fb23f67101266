import { SimpleGrid, Text } from '@mantine/core';
import { m } from '../../../../common/i18n/messages';
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
    <Page title={m.common_title_meet_the_team()}>
      <Text mb="lg">{m.public_board_intro()}</Text>
      {members.isPending ? (
        <PageLoader label={m.public_board_loading()} />
      ) : !members.data?.length ? (
        <EmptyState>{m.public_board_unavailable()}</EmptyState>
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
