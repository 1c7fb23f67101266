import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chronological, formGuide, outcomePoints, pointsByWeek, teamResults } from './form';
import { groupArb, played, tablePlayed } from './played-matches.fixture';
import { computeStandings } from './standings';

describe('teamResults and formGuide', () => {
  it('gives the last five outcomes, oldest first, from either side', () => {
    const matches = [
      played(1, 1, 1, 2, [2, 0]),
      played(2, 2, 3, 1, [1, 1]),
      played(3, 3, 1, 4, [0, 1]),
      played(4, 4, 5, 1, [0, 3]),
      played(5, 5, 1, 6, [2, 2]),
      played(6, 6, 7, 1, [4, 0]),
      played(7, 7, 1, 8, null),
    ];
    expect(formGuide(matches, 1)).toEqual(['D', 'L', 'W', 'D', 'L']);
    expect(formGuide(matches, 1, 2)).toEqual(['D', 'L']);
    expect(formGuide(matches, 8)).toEqual([]);
  });

  it('orders by season, week, kick-off (undated last), then id, whatever the input order', () => {
    const a = played(10, 1, 1, 2, [1, 0], { date: '2026-05-02T17:00:00.000Z' });
    const b = played(3, 1, 1, 3, [0, 1], { date: '2026-05-01T17:00:00.000Z' });
    const c = played(1, 1, 1, 4, [0, 0]);
    const d = played(2, 1, 1, 5, [5, 0], { season_id: 0 });
    expect(teamResults([a, b, c, d], 1).map((r) => r.match.id)).toEqual([2, 3, 10, 1]);
    expect([a, b, c, d].sort(chronological).map((m) => m.id)).toEqual([2, 3, 10, 1]);
  });

  it('counts the score only: a knockout draw won on penalties is a draw in the form', () => {
    const shootout = played(1, 8, 1, 2, [1, 1], { match_stage: 'FINAL' });
    (shootout.results[0] as { shootout_winner_id: number | null }).shootout_winner_id = 1;
    expect(formGuide([shootout], 1)).toEqual(['D']);
  });

  it('agrees with the table: as many W, D and L as its row counts (property)', () => {
    fc.assert(
      fc.property(groupArb, ({ teams, matches }) => {
        const table = computeStandings(teams, tablePlayed(matches));
        for (const row of table) {
          const all = formGuide(matches, row.id, Number.POSITIVE_INFINITY);
          expect(all.filter((o) => o === 'W').length).toBe(row.wins);
          expect(all.filter((o) => o === 'D').length).toBe(row.draws);
          expect(all.filter((o) => o === 'L').length).toBe(row.losses);
          const five = formGuide(matches, row.id);
          expect(five).toEqual(all.slice(-5));
          expect(five.length).toBe(Math.min(5, row.matches));
        }
      }),
    );
  });
});

describe('pointsByWeek', () => {
  it('adds up group points week by week up to the last week played, skipping the knockout', () => {
    const matches = [
      played(1, 1, 1, 2, [2, 0]),
      played(2, 2, 3, 4, [1, 1]),
      played(3, 3, 1, 3, [1, 1]),
      played(4, 4, 4, 1, null),
      played(5, 5, 1, 2, [3, 0], { match_stage: 'SEMIFINAL1' }),
    ];
    expect(pointsByWeek(matches, 1)).toEqual([
      { week: 1, points: 3, outcome: 'W' },
      { week: 2, points: 3, outcome: null },
      { week: 3, points: 4, outcome: 'D' },
    ]);
    expect(pointsByWeek(matches, 9)).toEqual([]);
  });

  it('never falls, climbs by 0, 1 or 3, and ends on the table points before penalties (property)', () => {
    fc.assert(
      fc.property(groupArb, ({ teams, matches }) => {
        const table = computeStandings(teams, tablePlayed(matches));
        for (const row of table) {
          const weeks = pointsByWeek(matches, row.id);
          let before = 0;
          for (const w of weeks) {
            expect([0, 1, 3]).toContain(w.points - before);
            expect(w.points - before).toBe(w.outcome ? outcomePoints(w.outcome) : 0);
            before = w.points;
          }
          expect(weeks.at(-1)?.points ?? 0).toBe(row.points);
          expect(weeks.map((w) => w.week)).toEqual([...weeks.map((w) => w.week)].sort((a, b) => a - b));
        }
      }),
    );
  });
});
