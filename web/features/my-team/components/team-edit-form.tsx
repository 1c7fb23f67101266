import { Button, Group, Stack, Switch } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Team } from '../../../../common/api/types';
import { ImageInput } from '../../../components/ui/image-input';
import { TEAM_VIEWS, useAction } from '../../../lib/use-action';
import { type TeamChanges, updateTeam } from '../api/update-team';
import { updateTeamLogo } from '../api/update-team-logo';
import { TeamNameFields, useTeamNames } from './team-name-fields';

interface TeamEditFormProps {
  team: Team;
  /** Admins also set accepted and active, once the team is accepted (docs/PRODUCT.md#states). */
  withStatus: boolean;
  onDone: () => void;
}

export function TeamEditForm({ team, withStatus, onDone }: TeamEditFormProps) {
  const { run, pending } = useAction(TEAM_VIEWS);
  const names = useTeamNames({ name: team.name, nameShort: team.name_short });
  const [accepted, setAccepted] = useState(team.accepted);
  const [active, setActive] = useState(team.is_active);
  const [logo, setLogo] = useState<string | null>(null);
  const statusEditable = withStatus && team.accepted;

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = names.checked();
    if (!checked) return;
    const changes: TeamChanges = { team_id: team.id, ...checked };
    if (statusEditable) Object.assign(changes, { accepted, is_active: active });
    const saved = await run(() => updateTeam(changes), {
      success: 'Team data updated successfully!',
      subject: checked.name,
      failure: 'Unexpected error when updating team data!',
    });
    const logoSaved =
      saved &&
      (!logo ||
        (await run(() => updateTeamLogo(team.id, logo), {
          success: 'Team data updated successfully!',
          subject: `${team.name}: logo`,
          failure: 'Unexpected error when updating team data!',
        })));
    if (logoSaved) onDone();
  }

  return (
    <form onSubmit={save} aria-label={`Edit ${team.name}`}>
      <Stack gap="sm">
        <TeamNameFields names={names} inline />
        <ImageInput kind="logo" onChange={setLogo} />
        {statusEditable && (
          <Group>
            <Switch
              label="Accepted"
              checked={accepted}
              onChange={(event) => setAccepted(event.currentTarget.checked)}
            />
            <Switch
              label="Active"
              checked={active}
              onChange={(event) => setActive(event.currentTarget.checked)}
            />
          </Group>
        )}
        <Group>
          <Button type="submit" loading={pending}>
            Save
          </Button>
          <Button variant="default" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
