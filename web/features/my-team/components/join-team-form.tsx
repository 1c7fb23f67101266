import { Button, Card, Select, Stack, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { fieldError } from '../../../../common/api/field-errors';
import { m } from '../../../../common/i18n/messages';
import { compareNames } from '../../../../common/league/name-order';
import { takesNewPlayers } from '../../../../common/league/teams';
import { loadFieldChecks, prepareFieldChecks } from '../../../lib/field-checks';
import { useAskToJoin } from '../../../lib/join-team';
import { useTeams } from '../../../lib/queries/get-teams';
import { useLogError } from '../../../lib/use-log-error';

/** Asks to join an accepted, active team; its captain answers. */
export function JoinTeamForm() {
  const teams = useTeams();
  useLogError(teams.error, 'teams');
  const { ask, pending } = useAskToJoin();
  const [teamId, setTeamId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const options = (teams.data ?? [])
    .filter(takesNewPlayers)
    .sort((a, b) => compareNames(a.name, b.name))
    .map((team) => ({ value: String(team.id), label: team.name }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The API's sentence for a missing team.
    const problem = fieldError((await loadFieldChecks()).idField('team'), teamId ?? undefined);
    if (problem || !teamId) {
      setError(problem ?? null);
      return;
    }
    const team = options.find((option) => option.value === teamId);
    const joined = await ask({ id: Number(teamId), name: team?.label ?? '' });
    if (joined) setTeamId(null);
  }

  return (
    <Card withBorder padding="lg" radius="md" maw={520} w="100%" mx="auto">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4">
            {m.dashboard_myteam_join_heading()}
          </Title>
          <Select
            label={m.dashboard_myteam_team_label()}
            placeholder={
              teams.isPending ? m.dashboard_myteam_loading_teams() : m.dashboard_myteam_choose_team()
            }
            data={options}
            value={teamId}
            onChange={(value) => {
              setTeamId(value);
              setError(null);
              prepareFieldChecks();
            }}
            required
            searchable
            nothingFoundMessage={m.dashboard_myteam_no_team_found()}
            error={error}
            comboboxProps={{ withinPortal: true }}
          />
          <Button type="submit" loading={pending}>
            {m.dashboard_myteam_join_team()}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
