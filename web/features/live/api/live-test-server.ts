import { vi } from 'vitest';
import type { LiveEvent, LiveEvents } from '../../../../common/api/live';
import { type LiveKind, liveState } from '../../../../common/league/live';
import { GUEST, HOME } from '../../../lib/test-fixtures';

/**
 * A stand-in for the live routes in the web's tests: addLiveEvent stores each event_id once (a
 * resend answers the stored one) and getLiveEvents folds them as the server does. `offline` makes
 * every call fail as fetch does without a network; `refuse` answers the next addLiveEvent 409.
 */
/** An addLiveEvent body as the web sends it (numbers, never the strings the API also takes). */
export interface SentLiveEvent {
  event_id: string;
  kind: LiveKind;
  team_id?: number;
  player_id?: number;
  minute?: number;
  shootout_winner_id?: number;
}

export function liveTestServer() {
  const stored: (SentLiveEvent & { id: number; at: string })[] = [];
  const server = {
    offline: false,
    refuse: null as { error: string; code: string } | null,
    /** Every addLiveEvent body received, resends included. */
    sent: [] as SentLiveEvent[],
    live(): LiveEvents {
      const facts = stored.map((event) => ({
        id: event.id,
        kind: event.kind,
        teamId: event.team_id ?? null,
        recordedBy: 1,
        undoesId: null as number | null,
      }));
      for (const fact of facts)
        if (fact.kind === 'undo')
          fact.undoesId = facts.filter((f) => f.id < fact.id && f.kind !== 'undo').at(-1)?.id ?? null;
      const state = liveState(facts, { homeId: HOME, guestId: GUEST });
      const events: LiveEvent[] = state.events.map(({ event, score }) => {
        const source = stored.find((candidate) => candidate.id === event.id);
        return {
          id: event.id,
          kind: event.kind === 'undo' ? 'goal' : event.kind,
          team_id: event.teamId,
          player_id: source?.player_id ?? null,
          player_name: source?.player_id ? `Player ${source.player_id}` : null,
          minute: source?.minute ?? null,
          at: source?.at ?? '',
          ...score,
        };
      });
      return { match_id: 1, status: state.status, ...state.score, events };
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (server.offline) throw new TypeError('Failed to fetch');
      const body: SentLiveEvent = JSON.parse(String(init.body ?? '{}'));
      if (path.endsWith('/getLiveEvents')) return Response.json({ status: true, data: server.live() });
      if (!path.endsWith('/addLiveEvent')) return Response.json({ status: true, data: [] });
      server.sent.push(body);
      if (server.refuse) {
        const { error, code } = server.refuse;
        server.refuse = null;
        return Response.json({ status: false, error, code }, { status: 409 });
      }
      const known = stored.find((event) => event.event_id === body.event_id);
      const event = known ?? { ...body, id: stored.length + 1, at: new Date().toISOString() };
      if (!known) stored.push(event);
      return Response.json({
        status: true,
        data: {
          event: {
            id: event.id,
            event_id: event.event_id,
            kind: event.kind,
            undoes_id: null,
            result_id: null,
          },
          live: server.live(),
        },
      });
    }),
  );
  return server;
}
