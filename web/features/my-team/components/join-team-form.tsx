import { Button, Card, Select, Stack, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { takesNewPlayers } from '../../../../common/league/teams';
import { useTeams } from '../../../lib/queries/get-teams';
import { TEAM_VIEWS, useAction } from '../../../lib/use-action';
import { useLogError } from '../../../lib/use-log-error';
import { joinTeam } from '../api/join-team';

/** Asks to join an accepted, active team; its captain answers. */
export function JoinTeamForm() {
  const teams = useTeams();
  useLogError(teams.error, 'teams');
  const { run, pending } = useAction(TEAM_VIEWS);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const options = (teams.data ?? [])
    .filter(takesNewPlayers)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((team) => ({ value: String(team.id), label: team.name }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!teamId) {
      setError('Please choose a team.');
      return;
    }
    const team = options.find((option) => option.value === teamId);
    const joined = await run(() => joinTeam(Number(teamId)), {
      success: 'Your request to join the team was successful!',
      ...(team ? { subject: `Request to join ${team.label}` } : {}),
      failure: 'An error occurred while trying to join the team.',
    });
    if (joined) setTeamId(null);
  }

  return (
    <Card withBorder padding="lg" radius="md" maw={520} w="100%" mx="auto">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4">
            Join a Team
          </Title>
          <Select
            label="Team"
            placeholder={teams.isPending ? 'Loading teams' : 'Choose a team'}
            data={options}
            value={teamId}
            onChange={(value) => {
              setTeamId(value);
              setError(null);
            }}
            required
            searchable
            nothingFoundMessage="No team found"
            error={error}
            comboboxProps={{ withinPortal: true }}
          />
          <Button type="submit" loading={pending}>
            Join Team
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
