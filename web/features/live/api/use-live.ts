import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { getSquadRequest, Squad } from '../../../../common/api/availability';
import type { LiveEvents, LiveEventsRequest } from '../../../../common/api/live';
import type { RequestBody } from '../../../../common/api/requests';
import type { Match, Team } from '../../../../common/api/types';
import { compareNames } from '../../../../common/league/name-order';
import { isAdmin } from '../../../../common/policies/actor';
import { canSeeSquad } from '../../../../common/policies/availability';
import { apiData } from '../../../lib/api-client';
import { actorOf, matchFactsOf } from '../../../lib/authorization';
import { squadQueryKey } from '../../../lib/availability';
import { paths } from '../../../lib/paths';
import type { User } from '../../../lib/queries/get-user-by-token';
import { useSessionToken } from '../../../lib/session';
import { drainQueue, enqueue, type QueuedEvent, queueState, subscribeQueue } from './live-queue';

export const liveEventsQueryKey = (matchId: number) => ['live-events', matchId] as const;

/** Other recorders' taps (the other captain, the referee) show within this long. */
const LIVE_REFRESH_MS = 10_000;
/** How often waiting taps are tried again while the phone believes it is online. */
const RETRY_MS = 5_000;

export function useLiveEvents(matchId: number, enabled: boolean) {
  return useQuery({
    queryKey: liveEventsQueryKey(matchId),
    queryFn: () =>
      apiData<LiveEvents>(paths.api.getLiveEvents, {
        body: { match_id: matchId } satisfies LiveEventsRequest,
        withSession: false,
      }),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'finished' ? false : LIVE_REFRESH_MS),
  });
}

export function useLiveQueue() {
  return useSyncExternalStore(subscribeQueue, queueState, queueState);
}

/**
 * Records a tap: into the queue, then sent with the others in order, now and whenever the network
 * comes back. Each answer's match replaces the screen's read, so the score follows at once.
 */
export function useRecorder(user: User) {
  const queryClient = useQueryClient();
  const { events } = useLiveQueue();
  const waiting = events.some((event) => event.user_id === user.id);
  const send = useCallback(
    () =>
      drainQueue(user.id, async (live) => {
        // A read that left before this answer would bring back the score without the tap.
        const queryKey = liveEventsQueryKey(live.match_id);
        await queryClient.cancelQueries({ queryKey });
        queryClient.setQueryData(queryKey, live);
      }),
    [queryClient, user.id],
  );
  useEffect(() => {
    void send();
    window.addEventListener('online', send);
    const timer = waiting ? window.setInterval(send, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [send, waiting]);
  return useCallback(
    (event: Omit<QueuedEvent, 'event_id' | 'at' | 'user_id'>) => {
      enqueue({ ...event, user_id: user.id });
      void send();
    },
    [send, user.id],
  );
}

/** A player a goal may name. */
export interface Scorer {
  id: number;
  name: string;
}

/** The team's players and captain, by name; join requests (role USER) are not members. */
function roster(team: Team | undefined): Scorer[] {
  if (!team) return [];
  const players = (team.players ?? [])
    .filter((player) => player.role === 'PLAYER' || player.role === 'CAPTAIN')
    .map(({ id, name }) => ({ id, name }));
  const { captain } = team;
  if (captain && !players.some((player) => player.id === captain.id))
    players.push({ id: captain.id, name: captain.name });
  return players.sort((a, b) => compareNames(a.name, b.name));
}

function useSideSquad(match: Match, user: User, teamId: number | null) {
  const token = useSessionToken();
  const actor = actorOf(user);
  const visible = teamId !== null && canSeeSquad(actor, matchFactsOf(match), teamId);
  return useQuery({
    queryKey: [...squadQueryKey, match.id, token, teamId],
    queryFn: () =>
      apiData<Squad>(paths.api.getSquad, {
        // Only an admin names the team; anyone else reads their own team's squad.
        body: {
          match_id: match.id,
          ...(isAdmin(actor) && teamId !== null ? { team_id: teamId } : {}),
        } satisfies RequestBody<typeof getSquadRequest>,
      }),
    enabled: token !== null && visible,
  }).data;
}

/**
 * Whom a goal of each side may name: the squad's yes answers where the recorder sees a squad with
 * any (issue 42), else the team's roster (what the recorder's team list holds).
 */
export function useScorers(match: Match, user: User, teams: ReadonlyMap<number, Team>) {
  const homeSquad = useSideSquad(match, user, match.home_id);
  const guestSquad = useSideSquad(match, user, match.guest_id);
  const scorers = (teamId: number | null, squad: Squad | undefined): Scorer[] => {
    const yes = (squad?.players ?? []).filter((player) => player.status === 'yes');
    if (yes.length > 0) return yes.map((player) => ({ id: player.user_id, name: player.name }));
    return roster(teamId === null ? undefined : teams.get(teamId));
  };
  return {
    home: scorers(match.home_id, homeSquad),
    guest: scorers(match.guest_id, guestSquad),
  };
}
