import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import type { Match, Team } from '../../../../common/api/types';
import { formatDateTime } from '../../../lib/dates';

interface MatchCardProps {
  match: Match;
  teams: ReadonlyMap<number, Team>;
  /** Shows the referee banner when this team covers a referee slot (players only, SPEC.md section 6). */
  bannerTeamId: number | null;
}

function teamName(teams: ReadonlyMap<number, Team>, id: number | null, source: string | null): string {
  if (id !== null) return teams.get(id)?.name ?? `Team ${id}`;
  // Knockout slots are filled once the stage before is over.
  return source ?? 'TBD';
}

function refereeText(teams: ReadonlyMap<number, Team>, teamId: number | null, refereeId: number | null) {
  if (teamId === null) return 'not assigned yet';
  const team = teams.get(teamId);
  const referee = team?.players.find((player) => player.id === refereeId)?.name;
  return `${team?.name ?? `Team ${teamId}`} (${referee ?? 'no referee chosen yet'})`;
}

function ResultLines({ match, teams }: { match: Match; teams: ReadonlyMap<number, Team> }) {
  const final = match.results.find((result) => result.is_final);
  if (final) {
    const notes = [
      final.shootout_winner_id !== null &&
        `${teamName(teams, final.shootout_winner_id, null)} won on penalties`,
      final.forfeit && 'forfeit',
      final.unplayed && 'not played',
    ].filter(Boolean);
    return (
      <Text fw={700}>
        Result: {final.score_home}:{final.score_guest}
        {notes.length > 0 && ` (${notes.join(', ')})`}
      </Text>
    );
  }
  if (match.results.length === 0) return <Text c="dimmed">No result yet</Text>;
  return match.results.map((result) => (
    <Text key={result.id}>
      Pending: {result.score_home}:{result.score_guest} by {result.submitted_by_user ?? 'unknown'}
    </Text>
  ));
}

export function MatchCard({ match, teams, bannerTeamId }: MatchCardProps) {
  const home = teamName(teams, match.home_id, match.home_source);
  const guest = teamName(teams, match.guest_id, match.guest_source);
  const refereesForBanner =
    bannerTeamId !== null &&
    (match.referee_team_id === bannerTeamId || match.referee_team_id_2 === bannerTeamId);

  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Stack gap={4}>
        {refereesForBanner && (
          <Alert color="league.7" variant="light" p="xs" mb="xs">
            Your team referees this match
          </Alert>
        )}
        <Title order={4} size="h5">
          {home} vs {guest}
        </Title>
        <Text size="sm" c="dimmed">
          {formatDateTime(match.date)}
        </Text>
        <ResultLines match={match} teams={teams} />
        <Text size="sm">Referee 1: {refereeText(teams, match.referee_team_id, match.referee_id)}</Text>
        <Text size="sm">Referee 2: {refereeText(teams, match.referee_team_id_2, match.referee_id_2)}</Text>
      </Stack>
    </Card>
  );
}
