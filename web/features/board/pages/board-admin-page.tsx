import { Button, Card, Group, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { fieldError } from '../../../../common/api/field-errors';
import { boardMailField, boardNameField, boardRoleField } from '../../../../common/api/fields';
import type { BoardMemberAdmin } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ImageInput } from '../../../components/ui/image-input';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { useAction } from '../../../lib/use-action';
import {
  addBoardMember,
  BOARD_VIEWS,
  removeBoardMember,
  reorderBoardMembers,
  updateBoardMember,
  useBoardAdmin,
} from '../api/board-admin';

interface Fields {
  name: string;
  role: string;
  mail: string;
}
type Errors = Partial<Record<keyof Fields | 'photo', string>>;

/** A new member (photo required) or an existing one (a new photo optional). */
function MemberForm({ member, onDone }: { member?: BoardMemberAdmin; onDone: () => void }) {
  const save = useAction(BOARD_VIEWS);
  const [fields, setFields] = useState<Fields>({
    name: member?.name ?? '',
    role: member?.role ?? '',
    mail: member?.mail ?? '',
  });
  const [photo, setPhoto] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  // A new ImageInput after an add, so the chosen file is cleared with the text fields.
  const [round, setRound] = useState(0);

  const set = (key: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setFields((now) => ({ ...now, [key]: value }));
    setErrors((now) => ({ ...now, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      name: fieldError(boardNameField, fields.name),
      role: fieldError(boardRoleField, fields.role),
      mail: fieldError(boardMailField, fields.mail),
      photo: !member && !photo ? m.dashboard_board_photo_missing() : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const done = await save.run(
      () =>
        member
          ? updateBoardMember({ board_member_id: member.id, ...fields, ...(photo ? { photo } : {}) })
          : addBoardMember({ ...fields, photo: photo ?? '' }),
      {
        success: member ? m.dashboard_board_saved() : m.dashboard_board_added(),
        failure: member ? m.dashboard_board_save_failed() : m.dashboard_board_add_failed(),
      },
    );
    if (!done) return;
    if (!member) {
      setFields({ name: '', role: '', mail: '' });
      setPhoto(null);
      setRound((n) => n + 1);
    }
    onDone();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={m.dashboard_board_name()}
          required
          value={fields.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextInput
          label={m.dashboard_board_role()}
          required
          value={fields.role}
          onChange={set('role')}
          error={errors.role}
        />
        <TextInput
          label={m.dashboard_board_mail()}
          required
          type="email"
          inputMode="email"
          value={fields.mail}
          onChange={set('mail')}
          error={errors.mail}
        />
        <ImageInput
          key={round}
          kind="photo"
          required={!member}
          error={errors.photo}
          onChange={(value) => {
            setPhoto(value);
            setErrors((now) => ({ ...now, photo: undefined }));
          }}
        />
        <Group gap="sm">
          <Button type="submit" loading={save.pending} mih={44}>
            {member ? m.dashboard_board_save() : m.dashboard_board_add()}
          </Button>
          {member && (
            <Button variant="default" onClick={onDone} mih={44}>
              {m.dashboard_board_cancel()}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function MemberRow({
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
