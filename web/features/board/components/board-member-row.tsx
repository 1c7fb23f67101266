import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { BoardMemberAdmin } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useAction } from '../../../lib/use-action';
import { BOARD_VIEWS, removeBoardMember } from '../api/board-admin';
import { MemberForm } from './board-member-form';

/** One member in the admin's list: moved up or down, edited in place, or removed after a question. */
export function MemberRow({
  member,
  index,
  count,
  onMove,
  moving,
}: {
  member: BoardMemberAdmin;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  moving: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useAction(BOARD_VIEWS);
  const headingId = useId();

  return (
    <Card withBorder padding="md" radius="md" component="li" aria-labelledby={headingId}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Image src={member.img_url} alt="" w={64} h={64} radius="sm" fit="cover" />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Title order={3} size="h5" id={headingId}>
            {member.name}
          </Title>
          <Text size="sm">{member.role}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.mail}
          </Text>
        </Stack>
      </Group>
      {editing ? (
        <Stack mt="md">
          <MemberForm member={member} onDone={() => setEditing(false)} />
        </Stack>
      ) : (
        <Group gap="xs" mt="sm">
          <Button
            variant="light"
            mih={44}
            disabled={index === 0 || moving}
            onClick={() => onMove(index, index - 1)}
            aria-label={m.dashboard_board_move_up_named({ name: member.name })}
          >
            {m.dashboard_board_move_up()}
          </Button>
          <Button
            variant="light"
            mih={44}
            disabled={index === count - 1 || moving}
            onClick={() => onMove(index, index + 1)}
            aria-label={m.dashboard_board_move_down_named({ name: member.name })}
          >
            {m.dashboard_board_move_down()}
          </Button>
          <Button
            variant="default"
            mih={44}
            onClick={() => setEditing(true)}
            aria-label={m.dashboard_board_edit_named({ name: member.name })}
          >
            {m.dashboard_board_edit()}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            mih={44}
            onClick={() => setConfirming(true)}
            aria-label={m.dashboard_board_remove_named({ name: member.name })}
          >
            {m.dashboard_board_remove()}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={confirming}
        title={m.dashboard_board_remove_title()}
        message={m.dashboard_board_remove_question({ name: member.name })}
        confirmLabel={m.dashboard_board_remove()}
        danger
        pending={remove.pending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void remove
            .run(() => removeBoardMember(member.id), {
              success: m.dashboard_board_removed(),
              failure: m.dashboard_board_remove_failed(),
            })
            .then(() => setConfirming(false))
        }
      />
    </Card>
  );
}
