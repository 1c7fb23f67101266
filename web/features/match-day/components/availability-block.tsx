import { Stack } from '@mantine/core';
import type { Match } from '../../../../common/api/types';
import { availabilityOpen } from '../../../../common/league/availability';
import { playingTeamIn } from '../../../../common/policies/availability';
import { AvailabilityButtons } from '../../../components/ui/availability-buttons';
import { SquadSummary } from '../../../components/ui/squad-summary';
import { actorOf } from '../../../lib/authorization';
import { useSquad } from '../../../lib/availability';
import type { User } from '../../../lib/queries/get-user-by-token';

/**
 * Who is coming, on the match card of a player of either team (docs/PRODUCT.md#availability): the
 * caller's answer in one tap and the team's count with its names; a captain reminds the rest.
 * Nothing for anyone else, nor once the result is final.
 */
export function AvailabilityBlock({ match, user }: { match: Match; user: User }) {
  const actor = actorOf(user);
  const team = playingTeamIn(actor, { homeId: match.home_id, guestId: match.guest_id });
  const final = match.results.some((result) => result.is_final);
  const squad = useSquad(match.id, team !== null && !final);
  if (team === null || final) return null;
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
