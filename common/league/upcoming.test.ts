import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byKickOff, currentWeek, nextMatch, refereeDuties } from './upcoming';

const now = new Date('2026-11-23T12:00:00Z');
const final = [{ is_final: true }];
const pending = [{ is_final: false }];
const match = (
  id: number,
  week: number,
  date: string | null,
  results = pending as { is_final: boolean }[],
) => ({
  id,
  week,
  date,
  home_id: 1,
  guest_id: 2,
  results,
});

describe('currentWeek', () => {
  it('is the first week with a match not yet final', () => {
    const matches = [
      match(1, 1, null, final),
      match(2, 2, null, final),
      match(3, 2, null),
      match(4, 3, null),
    ];
    expect(currentWeek(matches)).toBe(2);
  });

  it('is the last week once every match is final, and undefined without matches', () => {
    expect(currentWeek([match(1, 1, null, final), match(2, 3, null, final)])).toBe(3);
    expect(currentWeek([])).toBeUndefined();
  });

  it('is always a week that has matches, with every earlier week final', () => {
    const arbitraryMatch = fc.record({ week: fc.integer({ min: 1, max: 12 }), final: fc.boolean() });
    fc.assert(
      fc.property(fc.array(arbitraryMatch, { minLength: 1 }), (list) => {
        const matches = list.map((m, i) => match(i, m.week, null, m.final ? final : []));
        const week = currentWeek(matches);
        expect(matches.some((m) => m.week === week)).toBe(true);
        expect(matches.filter((m) => m.week < (week ?? 0)).every((m) => m.results.length > 0)).toBe(true);
      }),
    );
  });
});

describe('nextMatch', () => {
  it('is the earliest of the team’s matches still to kick off', () => {
    const matches = [
      match(1, 1, '2026-11-20T18:00:00Z'),
      match(2, 3, '2026-12-07T18:00:00Z'),
      match(3, 2, '2026-11-30T18:00:00Z'),
      { ...match(4, 2, '2026-11-24T18:00:00Z'), home_id: 5, guest_id: 6 },
    ];
    expect(nextMatch(matches, 1, now)?.id).toBe(3);
    expect(nextMatch(matches, 2, now)?.id).toBe(3);
  });

  it('falls back to the first match without a date, and leaves final matches out', () => {
    const matches = [
      match(1, 1, '2026-11-20T18:00:00Z'),
      match(2, 4, 'tbd'),
      match(3, 3, 'tbd'),
      match(4, 2, 'tbd', final),
    ];
    expect(nextMatch(matches, 1, now)?.id).toBe(3);
    expect(nextMatch([match(1, 1, '2026-11-20T18:00:00Z')], 1, now)).toBeUndefined();
  });
});

describe('byKickOff', () => {
  it('lists a week by kick-off, undated matches last, level ones in fixture order', () => {
    const list = [
      match(4, 1, 'tbd'),
      match(3, 1, '2026-11-24T19:00:00.000Z'),
      match(2, 1, '2026-11-24T18:00:00.000Z'),
      match(1, 1, null),
      match(5, 1, '2026-11-24T18:00:00.000Z'),
    ];
    expect(list.sort(byKickOff).map((m) => m.id)).toEqual([2, 5, 3, 1, 4]);
  });

  it('is a total order: any shuffle sorts to the same list', () => {
    const arbitrary = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 1000 }),
        date: fc.option(
          fc.integer({ min: 0, max: 20 }).map((h) => new Date(Date.UTC(2026, 10, 24, h)).toISOString()),
        ),
      }),
      { selector: (m) => m.id, maxLength: 12 },
    );
    fc.assert(
      fc.property(arbitrary, (entries) => {
        const list = entries.map((e) => match(e.id, 1, e.date));
        const sorted = [...list].sort(byKickOff).map((m) => m.id);
        expect(
          [...list]
            .reverse()
            .sort(byKickOff)
            .map((m) => m.id),
        ).toEqual(sorted);
      }),
    );
  });
});

describe('refereeDuties', () => {
  const slots = (teams: [number | null, number | null], referees: [number | null, number | null]) => ({
    referee_team_id: teams[0],
    referee_team_id_2: teams[1],
    referee_id: referees[0],
    referee_id_2: referees[1],
  });
  const USER = 31;
  const TEAM = 3;

  it("lists the user's appointments and the team's slots of matches not yet final, by kick-off", () => {
    const list = [
      { ...match(1, 2, '2026-11-30T18:00:00.000Z'), ...slots([TEAM, 4], [null, null]) },
      { ...match(2, 1, '2026-11-24T18:00:00.000Z'), ...slots([4, 5], [null, USER]) },
      { ...match(3, 1, '2026-11-20T18:00:00.000Z', final), ...slots([TEAM, 4], [USER, null]) },
      { ...match(4, 1, '2026-11-21T18:00:00.000Z'), ...slots([4, 5], [40, 50]) },
      { ...match(5, 3, null), ...slots([4, TEAM], [null, null]) },
    ];
    expect(refereeDuties(list, USER, TEAM).map((m) => m.id)).toEqual([2, 1, 5]);
    // Without a team only the personal appointments count.
    expect(refereeDuties(list, USER, null).map((m) => m.id)).toEqual([2]);
  });
});
