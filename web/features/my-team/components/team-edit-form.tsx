import { Button, Group, Stack, Switch } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
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
    const checked = await names.checked();
    if (!checked) return;
    const changes: TeamChanges = { team_id: team.id, ...checked };
    if (statusEditable) Object.assign(changes, { accepted, is_active: active });
    const saved = await run(() => updateTeam(changes), {
      success: m.dashboard_myteam_update_success(),
      subject: checked.name,
      failure: m.dashboard_myteam_update_failed(),
    });
    const logoSaved =
      saved &&
      (!logo ||
        (await run(() => updateTeamLogo(team.id, logo), {
          success: m.dashboard_myteam_update_success(),
          subject: m.dashboard_myteam_logo_subject({ team: team.name }),
          failure: m.dashboard_myteam_update_failed(),
        })));
    if (logoSaved) onDone();
  }

  return (
    <form onSubmit={save} aria-label={m.dashboard_myteam_edit_label({ team: team.name })}>
      <Stack gap="sm">
        <TeamNameFields names={names} inline />
        <ImageInput kind="logo" onChange={setLogo} />
        {statusEditable && (
          <Group>
            <Switch
              label={m.dashboard_myteam_accepted()}
              checked={accepted}
              onChange={(event) => setAccepted(event.currentTarget.checked)}
            />
            <Switch
              label={m.dashboard_myteam_active()}
              checked={active}
              onChange={(event) => setActive(event.currentTarget.checked)}
            />
          </Group>
        )}
        <Group>
          <Button type="submit" loading={pending}>
            {m.dashboard_myteam_save()}
          </Button>
          <Button variant="default" onClick={onDone} disabled={pending}>
            {m.dashboard_myteam_cancel()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
