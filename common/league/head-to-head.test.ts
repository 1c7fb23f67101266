import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chronological, formGuide } from './form';
import { earlierMeetings, meetingsRecord } from './head-to-head';
import { groupArb, played } from './played-matches.fixture';

describe('earlierMeetings', () => {
  const matches = [
    played(1, 1, 1, 2, [2, 0], { season_id: 1 }),
    played(2, 3, 2, 1, [1, 1], { season_id: 1 }),
    played(3, 2, 1, 3, [0, 1], { season_id: 2 }),
    played(4, 4, 1, 2, [0, 3], { season_id: 2, match_stage: 'SEMIFINAL1' }),
    played(5, 1, 2, 1, null, { season_id: 3 }),
    played(6, 2, 1, 2, null, { season_id: 3 }),
  ];

  it("lists the two teams' earlier final results, newest first, either side at home, across seasons", () => {
    const meetings = earlierMeetings(matches, matches[5] as (typeof matches)[number]);
    expect(meetings.map((m) => m.id)).toEqual([4, 2, 1]);
    expect(meetingsRecord(meetings, 1)).toEqual({ wins: 1, draws: 1, losses: 1 });
    expect(meetingsRecord(meetings, 2)).toEqual({ wins: 1, draws: 1, losses: 1 });
  });

  it('leaves out later meetings, the match itself and matches without both teams', () => {
    expect(earlierMeetings(matches, matches[0] as (typeof matches)[number])).toEqual([]);
    expect(earlierMeetings(matches, matches[1] as (typeof matches)[number]).map((m) => m.id)).toEqual([1]);
    expect(earlierMeetings(matches, { ...(matches[5] as (typeof matches)[number]), guest_id: null })).toEqual(
      [],
    );
  });

  it('holds only earlier finished meetings of the pair, and its record mirrors for the other team (property)', () => {
    fc.assert(
      fc.property(groupArb, fc.nat(), ({ matches: group }, pick) => {
        // Two seasons of the same round robin: every pair meets once a season.
        const all = [...group, ...group.map((m) => ({ ...m, id: m.id + 100, season_id: 2 }))];
        const match = all[pick % all.length] as (typeof all)[number];
        const meetings = earlierMeetings(all, match);
        const pair = [match.home_id, match.guest_id].sort().join();
        for (const m of meetings) {
          expect([m.home_id, m.guest_id].sort().join()).toBe(pair);
          expect(chronological(m, match)).toBeLessThan(0);
          expect(m.results.some((r) => r.is_final)).toBe(true);
        }
        const home = meetingsRecord(meetings, match.home_id as number);
        const guest = meetingsRecord(meetings, match.guest_id as number);
        expect(home).toEqual({ wins: guest.losses, draws: guest.draws, losses: guest.wins });
        expect(home.wins + home.draws + home.losses).toBe(meetings.length);
        expect(formGuide(meetings, match.home_id as number, Number.POSITIVE_INFINITY).length).toBe(
          meetings.length,
        );
      }),
    );
  });
});
