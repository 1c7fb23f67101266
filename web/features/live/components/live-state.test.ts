import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LiveEvents } from '../../../../common/api/live';
import { GUEST, HOME } from '../../../lib/test-fixtures';
import type { QueuedEvent } from '../api/live-queue';
import { currentMinute, shownLive } from './live-state';

const sides = { homeId: HOME, guestId: GUEST };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 29, 18, minutes)).toISOString();
const queued = (kind: QueuedEvent['kind'], team_id?: number): QueuedEvent => ({
  event_id: `e-${kind}-${team_id}`,
  match_id: 1,
  user_id: 7,
  kind,
  team_id,
  player_name: null,
  at: at(10),
});
const server: LiveEvents = {
  match_id: 1,
  status: 'first_half',
  home: 1,
  guest: 0,
  events: [
    {
      id: 1,
      kind: 'kickoff',
      team_id: null,
      player_id: null,
      player_name: null,
      minute: null,
      at: at(0),
      home: 0,
      guest: 0,
    },
    {
      id: 2,
      kind: 'goal',
      team_id: HOME,
      player_id: 5,
      player_name: 'Anna',
      minute: 3,
      at: at(3),
      home: 1,
      guest: 0,
    },
  ],
};

describe('what the live screen shows', () => {
  it('the waiting taps after the server events, folded by the league rules', () => {
    const shown = shownLive(server, [queued('goal', GUEST), queued('halftime')], [], sides);
    expect([shown.status, shown.home, shown.guest]).toEqual(['halftime', 1, 1]);
    expect(shown.events.map((event) => event.waiting)).toEqual([false, false, true, true]);
  });

  it("a waiting undo takes back the recorder's own last event, never another recorder's", () => {
    expect(shownLive(server, [queued('undo')], [], sides).home).toBe(1);
    expect(shownLive(server, [queued('undo')], [2], sides).home).toBe(0);
    expect(shownLive(server, [queued('goal', GUEST), queued('undo')], [2], sides).guest).toBe(0);
  });

  it('property: waiting goals add up to the score shown', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(HOME, GUEST), { maxLength: 20 }), (teams) => {
        const shown = shownLive(
          server,
          teams.map((team) => queued('goal', team)),
          [],
          sides,
        );
        expect(shown.home + shown.guest).toBe(1 + teams.length);
        expect(shown.guest).toBe(teams.filter((team) => team === GUEST).length);
      }),
    );
  });

  it('the minute counts from the tapped kick-off, the second half on from half time', () => {
    const events = shownLive(server, [], [], sides).events;
    expect(currentMinute(events, at(-5), new Date(at(22)))).toBe(23);
    expect(currentMinute([], at(0), new Date(at(-1)))).toBeNull();
    const second = shownLive(
      server,
      [
        { ...queued('halftime'), minute: 45, at: at(46) },
        { ...queued('kickoff'), event_id: 'k2', at: at(60) },
      ],
      [],
      sides,
    ).events;
    expect(currentMinute(second, at(0), new Date(at(65)))).toBe(51);
  });
});
