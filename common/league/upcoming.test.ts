import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toWallClockInput } from './kick-off';
import {
  byKickOff,
  currentWeek,
  nextMatch,
  nextMatchDay,
  openingWeek,
  refereeDuties,
  startOfLeagueDay,
} from './upcoming';

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

describe('startOfLeagueDay', () => {
  it("is midnight on Munich's clock, in winter and in summer time", () => {
    // 00:30 in Munich on 24.11. is still 23:30 UTC on 23.11.
    expect(startOfLeagueDay(new Date('2026-11-23T23:30:00Z')).toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(startOfLeagueDay(new Date('2026-11-23T22:59:00Z')).toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(startOfLeagueDay(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('is the midnight of the same Munich day, at most a day before', () => {
    const instant = fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
      .map((t) => new Date(t));
    fc.assert(
      fc.property(instant, (now) => {
        const start = startOfLeagueDay(now);
        expect(toWallClockInput(start)).toBe(`${toWallClockInput(now).slice(0, 10)}T00:00`);
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - start.getTime()).toBeLessThan(25 * 3_600_000);
      }),
    );
  });
});

describe('nextMatchDay', () => {
  // Monday 23.11.2026, 13:00 in Munich.
  it('is the week of the earliest kick-off from today on, not an earlier week left unfinished', () => {
    const matches = [
      match(1, 2, '2026-11-18T18:00:00Z'),
      match(2, 3, '2026-11-20T18:00:00Z', final),
      match(3, 4, '2026-12-03T18:00:00Z'),
      match(4, 4, '2026-12-02T18:00:00Z'),
      match(5, 4, 'tbd'),
      match(6, 5, '2026-12-09T18:00:00Z'),
    ];
    expect(nextMatchDay(matches, now)).toEqual({ week: 4, matches: [matches[3], matches[2], matches[4]] });
    expect(openingWeek(matches, now)).toBe(4);
  });

  it("keeps today's matches, also once played, and leaves the week's earlier days out", () => {
    const matches = [
      match(1, 4, '2026-11-22T18:00:00Z'),
      match(2, 4, '2026-11-23T06:00:00Z', final),
      match(3, 4, '2026-11-24T18:00:00Z'),
    ];
    expect(nextMatchDay(matches, now)?.matches.map((m) => m.id)).toEqual([2, 3]);
  });

  it('without a kick-off ahead: the first week whose dates are still to be agreed, else none', () => {
    const past = match(1, 3, '2026-11-18T18:00:00Z');
    const matches = [past, match(2, 6, 'tbd'), match(3, 5, null), match(4, 4, 'tbd', final)];
    expect(nextMatchDay(matches, now)).toEqual({ week: 5, matches: [matches[2]] });
    expect(nextMatchDay([past], now)).toBeNull();
    expect(nextMatchDay([], now)).toBeNull();
    // Every date past and nothing to agree: the lists open at the first week not yet final.
    expect(openingWeek([past, match(2, 4, '2026-11-19T18:00:00Z', final)], now)).toBe(3);
  });

  it('is never a past day while one is ahead, and starts with the earliest kick-off from today on', () => {
    const day = 86_400_000;
    const arbitrary = fc.array(
      fc.record({
        week: fc.integer({ min: 1, max: 10 }),
        // Kick-offs from 30 days before to 30 days after `now`, or none.
        offset: fc.option(fc.integer({ min: -30 * day, max: 30 * day })),
        final: fc.boolean(),
      }),
      { maxLength: 15 },
    );
    fc.assert(
      fc.property(
        arbitrary,
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
        (list, at) => {
          const when = new Date(at);
          const matches = list.map((m, i) =>
            match(
              i,
              m.week,
              m.offset === null ? 'tbd' : new Date(at + m.offset).toISOString(),
              m.final ? final : pending,
            ),
          );
          const today = startOfLeagueDay(when).getTime();
          const kickOff = (m: (typeof matches)[number]) =>
            m.date === 'tbd' ? null : new Date(m.date as string).getTime();
          const ahead = matches.filter((m) => (kickOff(m) ?? -1) >= today);
          const next = nextMatchDay(matches, when);
          const problems: string[] = [];
          if (ahead.length > 0) {
            const earliest = Math.min(...ahead.map((m) => kickOff(m) as number));
            if (!next) problems.push('none while a kick-off is ahead');
            else {
              if (next.matches.some((m) => (kickOff(m) ?? today) < today))
                problems.push('a past match shown');
              if (kickOff(next.matches[0] as (typeof matches)[number]) !== earliest)
                problems.push('not the earliest');
              if (next.matches.some((m) => m.week !== next.week)) problems.push('another week mixed in');
            }
          } else {
            const undated = matches.filter((m) => m.date === 'tbd' && m.results === pending);
            if (undated.length === 0 && next !== null) problems.push('a day shown with nothing ahead');
            if (undated.length > 0 && next?.week !== Math.min(...undated.map((m) => m.week)))
              problems.push('not the first week to agree dates');
          }
          expect(problems).toEqual([]);
        },
      ),
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
