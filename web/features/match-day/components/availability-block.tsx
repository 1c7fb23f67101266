import { Stack, Text } from '@mantine/core';
import type { Match, Team } from '../../../../common/api/types';
import { availabilityOpen } from '../../../../common/league/availability';
import { playingTeamIn } from '../../../../common/policies/availability';
import { AvailabilityButtons } from '../../../components/ui/availability-buttons';
import { SquadSummary } from '../../../components/ui/squad-summary';
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

/** An admin's view: each team's count under its name, home first, the names one tap away. */
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
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <SquadSummary squad={data} canRemind={false} />
    </section>
  );
}
