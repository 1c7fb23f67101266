import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Match } from '../api/types';
import type { LiveScore } from './live';
import { type LiveTableMatch, liveGroupTable } from './live-table';
import { computeStandings, type StandingTeam } from './standings';

const TEAMS: StandingTeam[] = [1, 2, 3, 4].map((id) => ({ id, name: `Team ${id}`, name_short: `T${id}` }));

type Score = { home: number; guest: number };

/** A group match of the API; `final` its final result, none while it is unplayed or live. */
function match(
  id: number,
  home_id: number,
  guest_id: number,
  final?: Score,
  stage = 'GROUP1',
): LiveTableMatch {
  const results: Match['results'] = final
    ? [
        {
          id,
          score_home: final.home,
          score_guest: final.guest,
          is_final: true,
          auto_accepted: false,
          submitted_by: null,
          submitted_by_user: null,
          submitted_team_id: null,
          shootout_winner_id: null,
          forfeit: false,
          forfeit_team_id: null,
          unplayed: false,
          created_at: '2026-11-01T18:00:00.000Z',
          scorer: [],
        },
      ]
    : [];
  return {
    id,
    season_id: 1,
    week: 1,
    date: '2026-11-01T18:00:00.000Z',
    match_stage: stage,
    home_id,
    guest_id,
    results,
  };
}

/** The official table as the server builds it: the final results of the group's matches. */
function official(matches: readonly LiveTableMatch[], penalties: Record<number, number> = {}) {
  const played = matches.flatMap((m) => {
    const final = m.results.find((r) => r.is_final);
    return final && m.home_id !== null && m.guest_id !== null
      ? [
          {
            home_id: m.home_id,
            guest_id: m.guest_id,
            score_home: final.score_home,
            score_guest: final.score_guest,
          },
        ]
      : [];
  });
  return { teams: computeStandings(TEAMS, played, penalties) };
}

describe('liveGroupTable', () => {
  it('counts a live score as if the match ended now, besides the final results', () => {
    const matches = [match(1, 1, 2, { home: 1, guest: 0 }), match(2, 3, 4), match(3, 2, 3)];
    const group = official(matches);
    const live = new Map<number, LiveScore>([[2, { home: 0, guest: 2 }]]);
    const rows = liveGroupTable(group, matches, live);
    expect(rows.map((r) => [r.id, r.points, r.matches])).toEqual([
      [4, 3, 1],
      [1, 3, 1],
      [2, 0, 1],
      [3, 0, 1],
    ]);
  });

  it('keeps the penalty points of the official table and ignores knockout and foreign matches', () => {
    const matches = [
      match(1, 1, 2, { home: 2, guest: 2 }),
      match(2, 1, 3, undefined, 'FINAL'),
      match(3, 1, 9),
    ];
    const group = official(matches, { 2: 1 });
    const live = new Map<number, LiveScore>([
      [2, { home: 5, guest: 0 }],
      [3, { home: 5, guest: 0 }],
    ]);
    const rows = liveGroupTable(group, matches, live);
    expect(rows).toEqual(group.teams);
    expect(rows.find((r) => r.id === 2)).toMatchObject({ penalty_points: 1, points: 0 });
  });

  it('takes a final result over a live score left behind', () => {
    const matches = [match(1, 1, 2, { home: 0, guest: 1 })];
    const rows = liveGroupTable(official(matches), matches, new Map([[1, { home: 3, guest: 0 }]]));
    expect(rows[0]).toMatchObject({ id: 2, points: 3 });
  });
});

const goals = fc.integer({ min: 0, max: 6 });
const score = fc.record({ home: goals, guest: goals });
/** Every pairing of the four teams once, each final, live or neither. */
const season = fc.array(
  fc.oneof(
    fc.constant(null),
    score.map((s) => ({ final: s })),
    score.map((s) => ({ live: s })),
  ),
  {
    minLength: 6,
    maxLength: 6,
  },
);
const PAIRS = [
  [1, 2],
  [3, 4],
  [1, 3],
  [2, 4],
  [1, 4],
  [2, 3],
] as const;
const penalties = fc.dictionary(fc.constantFrom('1', '2', '3', '4'), fc.integer({ min: 0, max: 3 }));

describe('liveGroupTable (properties)', () => {
  it('with no live matches is the official table', () => {
    fc.assert(
      fc.property(season, penalties, (outcomes, penalty) => {
        const matches = PAIRS.map(([home, guest], i) => {
          const outcome = outcomes[i];
          return match(i + 1, home, guest, outcome && 'final' in outcome ? outcome.final : undefined);
        });
        const group = official(matches, penalty);
        expect(liveGroupTable(group, matches, new Map())).toEqual(group.teams);
      }),
    );
  });

  it('is the official table of the same matches with the live scores made final', () => {
    fc.assert(
      fc.property(season, penalties, (outcomes, penalty) => {
        const matches = PAIRS.map(([home, guest], i) => {
          const outcome = outcomes[i];
          return match(i + 1, home, guest, outcome && 'final' in outcome ? outcome.final : undefined);
        });
        const live = new Map(
          outcomes.flatMap((outcome, i) =>
            outcome && 'live' in outcome ? [[i + 1, outcome.live] as const] : [],
          ),
        );
        const ended = matches.map((m) => {
          const now = live.get(m.id);
          return now ? match(m.id, m.home_id as number, m.guest_id as number, now) : m;
        });
        expect(liveGroupTable(official(matches, penalty), matches, live)).toEqual(
          official(ended, penalty).teams,
        );
      }),
    );
  });
});
