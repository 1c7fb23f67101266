import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundsOutlook,
  groupOutlook,
  outlookSentence,
  QUALIFYING_PLACES,
  type RemainingMatch,
  type TeamOutlook,
} from './qualification';
import { standingRow } from './standing-rows.fixture';
import { computeStandings, type StandingMatch } from './standings';

const row = standingRow;
const r = (home_id: number, guest_id: number): RemainingMatch => ({ home_id, guest_id });
const sentences = (outlook: Map<number, TeamOutlook>) =>
  Object.fromEntries([...outlook].map(([id, o]) => [id, outlookSentence(o)]));
const sentenceOf = (outlook: Map<number, TeamOutlook>, id: number) =>
  outlookSentence(outlook.get(id) as TeamOutlook);

describe('groupOutlook', () => {
  // Chemie 9 and Geo 8 have finished; BWL 6, Mathe 4, Physik 4 and Jura 0 play once more.
  const rows = [
    row(1, 'Chemie Dynamo', 9),
    row(2, 'Geo Kickers', 8),
    row(3, 'BWL Athletic', 6),
    row(4, 'Mathe United', 4, 2),
    row(5, 'Physik FC', 4, 1),
    row(6, 'Jura Juniors', 0),
  ];
  const remaining = [r(4, 3), r(5, 6)];

  it('says Through, Out, and what a team needs', () => {
    expect(sentences(groupOutlook(rows, [], remaining))).toEqual({
      1: 'Through',
      2: 'Through',
      3: 'Through with a draw against Mathe United',
      4: 'Through with a win against BWL Athletic, or a draw if Physik FC lose against Jura Juniors',
      5: 'Through with a win against Jura Juniors, or a draw if Mathe United lose against BWL Athletic',
      6: 'Out',
    });
  });

  it('keeps the order of level teams that have all finished', () => {
    // The last match is between two teams far from the boundary: the level pair keeps its order.
    const done = [
      row(1, 'A', 9),
      row(2, 'B', 9),
      row(3, 'C', 6),
      row(4, 'D', 5, 3),
      row(5, 'E', 5, 1),
      row(6, 'F', 0),
    ];
    expect(sentences(groupOutlook(done, [], [r(1, 2)]))).toMatchObject({ 4: 'Through', 5: 'Out' });
  });

  it('says so when only goals can decide', () => {
    // E can at best reach 6 points, level with D, who still plays F.
    const level = [
      row(1, 'A', 12),
      row(2, 'B', 12),
      row(3, 'C', 12),
      row(4, 'D', 6),
      row(5, 'E', 3),
      row(6, 'F', 0),
    ];
    expect(sentenceOf(groupOutlook(level, [], [r(5, 6), r(4, 6)]), 5)).toBe(
      'Can at best finish level on points with fourth place: could be decided on goal difference',
    );
  });

  it('needs every remaining match won', () => {
    const chase = [
      row(1, 'A', 20),
      row(2, 'B', 20),
      row(3, 'C', 20),
      row(4, 'D', 7),
      row(5, 'E', 2),
      row(6, 'F', 0),
    ];
    expect(sentenceOf(groupOutlook(chase, [], [r(5, 1), r(5, 2), r(4, 3)]), 5)).toBe(
      'Needs to win both remaining matches and help from others: could be decided on goal difference',
    );
  });

  it('puts everyone through in a group of four or fewer', () => {
    expect(sentences(groupOutlook([row(1, 'A', 0), row(2, 'B', 0)], [], [r(1, 2)]))).toEqual({
      1: 'Through',
      2: 'Through',
    });
  });

  it('with more than twelve matches left, says only what bounds prove', () => {
    // Eight teams, the last two rounds (8 matches) plus 5 more: 13 remaining.
    const many = Array.from({ length: 8 }, (_, i) =>
      row(i + 1, `T${i + 1}`, [30, 28, 12, 11, 10, 9, 2, 1][i] as number),
    );
    const left = [
      r(1, 2),
      r(3, 4),
      r(5, 6),
      r(7, 8),
      r(1, 3),
      r(2, 4),
      r(5, 7),
      r(6, 8),
      r(1, 4),
      r(2, 3),
      r(5, 8),
      r(6, 7),
      r(3, 5),
    ];
    const outlook = groupOutlook(many, [], left);
    // T7 can still reach 11 points, level with T4's 11 now: not proven out. T8 reaches at most 10.
    expect(sentences(outlook)).toEqual({ 1: 'Through', 2: 'Through', 8: 'Out' });
  });
});

/** A group of 5..7 teams, part of a single round robin played with scores, the rest to play. */
const groupArb = fc.integer({ min: 5, max: 7 }).chain((n) => {
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  const pairs = ids.flatMap((a) => ids.filter((b) => b > a).map((b) => [a, b] as const));
  return fc.shuffledSubarray(pairs, { minLength: 0, maxLength: Math.min(pairs.length, 6) }).chain((left) => {
    const leftKeys = new Set(left.map(([a, b]) => `${a}-${b}`));
    const played = pairs.filter(([a, b]) => !leftKeys.has(`${a}-${b}`));
    return fc.record({
      ids: fc.constant(ids),
      remaining: fc.constant(left.map(([a, b]) => r(a, b))),
      played: fc.tuple(
        ...played.map(([a, b]) =>
          fc
            .tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }))
            .map(([x, y]): StandingMatch => ({ home_id: a, guest_id: b, score_home: x, score_guest: y })),
        ),
      ),
      penalties: fc.dictionary(fc.constantFrom(...ids.map(String)), fc.integer({ min: 0, max: 2 })),
    });
  });
});

type Verdict = 'in' | 'out' | 'goals';

/**
 * Brute force, independent of the fast enumeration: every outcome is played out with a
 * representative score (1:0, 0:0, 0:1) and the whole table built by computeStandings.
 */
function reference(g: {
  ids: number[];
  remaining: RemainingMatch[];
  played: StandingMatch[];
  penalties: Record<string, number>;
}) {
  const teams = g.ids.map((id) => ({ id, name: `Team ${id}` }));
  const stillPlaying = new Set(g.remaining.flatMap((m) => [m.home_id, m.guest_id]));
  const outcomes: { digits: number[]; verdicts: Map<number, Verdict> }[] = [];
  const total = 3 ** g.remaining.length;
  for (let code = 0; code < total; code++) {
    const digits = g.remaining.map((_, j) => Math.floor(code / 3 ** j) % 3);
    const extra = g.remaining.map((m, j) => {
      const [h, a] = [
        [1, 0],
        [0, 0],
        [0, 1],
      ][digits[j] as number] as [number, number];
      return { ...m, score_home: h, score_guest: a };
    });
    const table = computeStandings(teams, [...g.played, ...extra], g.penalties);
    const verdicts = new Map<number, Verdict>();
    for (const t of table) {
      const higher = table.filter((o) => o.points > t.points).length;
      const level = table.filter((o) => o.points === t.points);
      if (higher + level.length <= QUALIFYING_PLACES) verdicts.set(t.id, 'in');
      else if (higher >= QUALIFYING_PLACES) verdicts.set(t.id, 'out');
      else if (level.some((o) => stillPlaying.has(o.id))) verdicts.set(t.id, 'goals');
      else verdicts.set(t.id, t.position <= QUALIFYING_PLACES ? 'in' : 'out');
    }
    outcomes.push({ digits, verdicts });
  }
  return outcomes;
}

const ownPoints = (id: number, remaining: RemainingMatch[], digits: number[]) =>
  remaining.reduce((sum, m, j) => {
    if (m.home_id !== id && m.guest_id !== id) return sum;
    const d = digits[j];
    if (d === 1) return sum + 1;
    return sum + ((d === 0) === (m.home_id === id) ? 3 : 0);
  }, 0);

describe('groupOutlook properties', () => {
  it('agrees with a brute-force reference on random small groups', () => {
    fc.assert(
      fc.property(groupArb, (g) => {
        const teams = g.ids.map((id) => ({ id, name: `Team ${id}` }));
        const rows = computeStandings(teams, g.played, g.penalties);
        const outlook = groupOutlook(rows, g.played, g.remaining);
        const outcomes = reference(g);
        for (const id of g.ids) {
          const verdicts = outcomes.map((o) => o.verdicts.get(id));
          const o = outlook.get(id) as TeamOutlook;
          expect(o.kind === 'through').toBe(verdicts.every((v) => v === 'in'));
          expect(o.kind === 'out').toBe(verdicts.every((v) => v === 'out'));
          if (o.kind !== 'open') continue;
          expect(o.need === 'level_at_best').toBe(!verdicts.includes('in') && verdicts.includes('goals'));
          if (o.through_with_points !== null) {
            const q = o.through_with_points;
            for (const { digits, verdicts: v } of outcomes) {
              if (ownPoints(id, g.remaining, digits) >= q) expect(v.get(id)).toBe('in');
            }
          }
          if (o.through_if !== null) {
            const own = g.remaining.findIndex((m) => m.home_id === id || m.guest_id === id);
            const j = o.through_if.match;
            const wanted = ['home', 'draw', 'guest'].indexOf(o.through_if.outcome);
            for (const { digits, verdicts: v } of outcomes) {
              if (digits[own] === 1 && digits[j] === wanted) expect(v.get(id)).toBe('in');
            }
          }
        }
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('bounds never claim more than the exact answer', () => {
    fc.assert(
      fc.property(groupArb, (g) => {
        const teams = g.ids.map((id) => ({ id, name: `Team ${id}` }));
        const rows = computeStandings(teams, g.played, g.penalties);
        const exact = groupOutlook(rows, g.played, g.remaining);
        for (const [id, o] of boundsOutlook(rows, g.remaining)) {
          expect(exact.get(id)?.kind).toBe(o.kind);
        }
      }),
      { numRuns: 150 },
    );
  });
});
