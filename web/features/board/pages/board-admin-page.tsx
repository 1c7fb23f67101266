import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { m } from '../../../../common/i18n/messages';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { useAction } from '../../../lib/use-action';
import { BOARD_VIEWS, reorderBoardMembers, useBoardAdmin } from '../api/board-admin';
import { MemberForm } from '../components/board-member-form';
import { MemberRow } from '../components/board-member-row';

/** Dashboard > Board (admins): the members of Meet the Team (docs/PRODUCT.md#board). */
export function BoardAdminPage() {
  const members = useBoardAdmin();
  const move = useAction(BOARD_VIEWS);
  const addHeadingId = useId();
  const list = members.data ?? [];

  function onMove(from: number, to: number) {
    const ids = list.map((member) => member.id);
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return;
    ids.splice(to, 0, moved);
    void move.run(() => reorderBoardMembers(ids), {
      success: m.dashboard_board_order_saved(),
      failure: m.dashboard_board_order_failed(),
    });
  }

  return (
    <Page title={m.common_title_board()} size="sm">
      <Stack gap="lg">
        <Text>{m.dashboard_board_intro()}</Text>
        {members.isPending ? (
          <PageLoader label={m.dashboard_board_loading()} />
        ) : (
          <Stack
            component="ol"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={m.dashboard_board_list()}
          >
            {list.map((member, index) => (
              <MemberRow
                key={`${member.id}-${member.name}-${member.role}-${member.mail}-${member.img_url}`}
                member={member}
                index={index}
                count={list.length}
                onMove={onMove}
                moving={move.pending}
              />
            ))}
          </Stack>
        )}
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={addHeadingId}>
          <Title order={2} size="h4" id={addHeadingId} mb="sm">
            {m.dashboard_board_add_heading()}
          </Title>
          <MemberForm onDone={() => undefined} />
        </Card>
      </Stack>
    </Page>
  );
}
