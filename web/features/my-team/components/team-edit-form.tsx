import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { fieldError } from '../../../../common/api/field-errors';
import { nameShortField, teamNameField } from '../../../../common/api/fields';
import type { Team } from '../../../../common/api/types';
import { LIMITS } from '../../../../common/limits';
import { TEAM_VIEWS, useAction } from '../../../lib/use-action';
import { type TeamChanges, updateTeam } from '../api/update-team';
import { updateTeamLogo } from '../api/update-team-logo';
import { LogoInput } from './logo-input';

interface TeamEditFormProps {
  team: Team;
  /** Admins also set accepted and active, once the team is accepted (docs/PRODUCT.md#states). */
  withStatus: boolean;
  onDone: () => void;
}

export function TeamEditForm({ team, withStatus, onDone }: TeamEditFormProps) {
  const { run, pending } = useAction(TEAM_VIEWS);
  const [name, setName] = useState(team.name);
  const [nameShort, setNameShort] = useState(team.name_short);
  const [accepted, setAccepted] = useState(team.accepted);
  const [active, setActive] = useState(team.is_active);
  const [logo, setLogo] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ name?: string; nameShort?: string }>({});
  const statusEditable = withStatus && team.accepted;

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = {
      name: fieldError(teamNameField, name),
      nameShort: fieldError(nameShortField, nameShort),
    };
    setErrors(found);
    if (found.name || found.nameShort) return;
    const changes: TeamChanges = { team_id: team.id, name: name.trim(), name_short: nameShort.trim() };
    if (statusEditable) Object.assign(changes, { accepted, is_active: active });
    const saved = await run(() => updateTeam(changes), {
      success: 'Team data updated successfully!',
      failure: 'Unexpected error when updating team data!',
    });
    const logoSaved =
      saved &&
      (!logo ||
        (await run(() => updateTeamLogo(team.id, logo), {
          success: 'Team data updated successfully!',
          failure: 'Unexpected error when updating team data!',
        })));
    if (logoSaved) onDone();
  }

  return (
    <form onSubmit={save} aria-label={`Edit ${team.name}`}>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Team name"
            required
            maxLength={LIMITS.nameMax}
            value={name}
            error={errors.name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors({});
            }}
            miw={200}
          />
          <TextInput
            label="Short name"
            maxLength={LIMITS.nameShortMax}
            required
            value={nameShort}
            error={errors.nameShort}
            onChange={(event) => {
              setNameShort(event.currentTarget.value);
              setErrors({});
            }}
            miw={120}
          />
        </Group>
        <LogoInput onChange={setLogo} />
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
