import { Stack, Text } from '@mantine/core';
import type { Match, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { availabilityOpen } from '../../../../common/league/availability';
import { playingTeamIn } from '../../../../common/policies/availability';
import { AvailabilityButtons } from '../../../components/ui/availability-buttons';
import { SquadPlayers, SquadSummary } from '../../../components/ui/squad-summary';
import { actorOf } from '../../../lib/authorization';
import { useSquad } from '../../../lib/availability';
import type { User } from '../../../lib/queries/get-user-by-token';
import { useTeamSquad } from '../api/team-squad';
import { teamName } from './match-texts';

interface AvailabilityBlockProps {
  match: Match;
  teams: ReadonlyMap<number, Team>;
  user: User;
}

/**
 * Who is coming (docs/PRODUCT.md#availability), on the match card: a player of either team answers
 * in one tap and sees the own team's count with its names, a captain reminds the rest; an admin,
 * in neither team, sees both teams' counts. Nothing for anyone else, nor once the result is final.
 */
export function AvailabilityBlock({ match, teams, user }: AvailabilityBlockProps) {
  const final = match.results.some((result) => result.is_final);
  if (final) return null;
  if (user.role === 'ADMIN') return <BothSquads match={match} teams={teams} />;
  return <OwnSquad match={match} user={user} />;
}

function OwnSquad({ match, user }: { match: Match; user: User }) {
  const team = playingTeamIn(actorOf(user), { homeId: match.home_id, guestId: match.guest_id });
  const squad = useSquad(match.id, team !== null);
  if (team === null) return null;
  const kickOff = match.date === 'tbd' ? null : new Date(match.date);
  // Only a squad's answer is shown: the count is extra on the card, never what breaks it.
  const data = Array.isArray(squad.data?.players) ? squad.data : undefined;
  const mine = data?.players.find((player) => player.user_id === user.id);
  return (
    <Stack gap={6}>
      <AvailabilityButtons
        matchId={match.id}
        current={data ? (mine?.status ?? null) : undefined}
        closed={!availabilityOpen(kickOff, new Date())}
      />
      {data && <SquadSummary squad={data} canRemind={user.role === 'CAPTAIN'} />}
    </Stack>
  );
}

/**
 * An admin's view: one line per team, home first, its name and count ("Physik FC: 8 of 11
 * confirmed"), which opens the other answers and the names. Kept to two lines: an admin's week
 * lists every match, and a phone's page stays within four screens (e2e/short-pages.test.ts).
 */
function BothSquads({ match, teams }: { match: Match; teams: ReadonlyMap<number, Team> }) {
  if (match.home_id === null || match.guest_id === null) return null;
  return (
    <Stack gap={6}>
      {[match.home_id, match.guest_id].map((teamId) => (
        <TeamSquad key={teamId} matchId={match.id} teamId={teamId} name={teamName(teams, teamId, null)} />
      ))}
    </Stack>
  );
}

function TeamSquad({ matchId, teamId, name }: { matchId: number; teamId: number; name: string }) {
  const squad = useTeamSquad(matchId, teamId, true);
  const data = Array.isArray(squad.data?.players) ? squad.data : undefined;
  if (!data) return null;
  return (
    <section aria-label={name}>
      <details>
        <summary>
          <Text span size="sm" fw={600}>
            {name}:{' '}
          </Text>
          <Text span size="sm" fw={700} c={data.yes < data.minimum ? 'red.9' : undefined}>
            {m.dashboard_squad_count({ yes: data.yes, minimum: data.minimum })}
          </Text>
        </summary>
        <Text size="sm" c="dimmed">
          {m.dashboard_squad_counts_detail({ maybe: data.maybe, no: data.no, unanswered: data.unanswered })}
        </Text>
        <SquadPlayers players={data.players} />
      </details>
    </section>
  );
}
