import { Button, Card, Group, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { fieldError } from '../../../../common/api/field-errors';
import { boardMailField, boardNameField, boardRoleField } from '../../../../common/api/fields';
import type { BoardMemberAdmin } from '../../../../common/api/types';
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
      photo: !member && !photo ? 'Please choose a photo.' : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const done = await save.run(
      () =>
        member
          ? updateBoardMember({ board_member_id: member.id, ...fields, ...(photo ? { photo } : {}) })
          : addBoardMember({ ...fields, photo: photo ?? '' }),
      {
        success: member ? 'Board member saved!' : 'Board member added!',
        failure: member ? 'Error saving the board member' : 'Error adding the board member',
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
        <TextInput label="Name" required value={fields.name} onChange={set('name')} error={errors.name} />
        <TextInput label="Role" required value={fields.role} onChange={set('role')} error={errors.role} />
        <TextInput
          label="Mail"
          required
          type="email"
          inputMode="email"
          value={fields.mail}
          onChange={set('mail')}
          error={errors.mail}
        />
        <ImageInput
          key={round}
          label="Photo"
          required={!member}
          error={errors.photo}
          onChange={(value) => {
            setPhoto(value);
            setErrors((now) => ({ ...now, photo: undefined }));
          }}
        />
        <Group gap="sm">
          <Button type="submit" loading={save.pending} mih={44}>
            {member ? 'Save' : 'Add member'}
          </Button>
          {member && (
            <Button variant="default" onClick={onDone} mih={44}>
              Cancel
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
            aria-label={`Move ${member.name} up`}
          >
            Move up
          </Button>
          <Button
            variant="light"
            mih={44}
            disabled={index === count - 1 || moving}
            onClick={() => onMove(index, index + 1)}
            aria-label={`Move ${member.name} down`}
          >
            Move down
          </Button>
          <Button
            variant="default"
            mih={44}
            onClick={() => setEditing(true)}
            aria-label={`Edit ${member.name}`}
          >
            Edit
          </Button>
          <Button
            variant="outline"
            color="red.9"
            mih={44}
            onClick={() => setConfirming(true)}
            aria-label={`Remove ${member.name}`}
          >
            Remove
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={confirming}
        title="Remove board member"
        message={`Remove ${member.name} from Meet the Team?`}
        confirmLabel="Remove"
        danger
        pending={remove.pending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void remove
            .run(() => removeBoardMember(member.id), {
              success: 'Board member removed!',
              failure: 'Error removing the board member',
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
    const ids = list.map((m) => m.id);
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return;
    ids.splice(to, 0, moved);
    void move.run(() => reorderBoardMembers(ids), {
      success: 'Order saved!',
      failure: 'Error saving the order',
    });
  }

  return (
    <Page title="Board" size="sm">
      <Stack gap="lg">
        <Text>The board members shown on Meet the Team, in this order. Changes show there at once.</Text>
        {members.isPending ? (
          <PageLoader label="Loading the board" />
        ) : (
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Board members">
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
            Add a board member
          </Title>
          <MemberForm onDone={() => undefined} />
        </Card>
      </Stack>
    </Page>
  );
}
