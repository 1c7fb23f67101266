import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { fieldError } from '../../../../common/api/field-errors';
import { boardMailField, boardNameField, boardRoleField } from '../../../../common/api/fields';
import type { BoardMemberAdmin } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { ImageInput } from '../../../components/ui/image-input';
import { useAction } from '../../../lib/use-action';
import { addBoardMember, BOARD_VIEWS, updateBoardMember } from '../api/board-admin';

interface Fields {
  name: string;
  role: string;
  mail: string;
}
type Errors = Partial<Record<keyof Fields | 'photo', string>>;

/** A new member (photo required) or an existing one (a new photo optional). */
export function MemberForm({ member, onDone }: { member?: BoardMemberAdmin; onDone: () => void }) {
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
