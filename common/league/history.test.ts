import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOCKOUT_STAGES } from './bracket';
import type { PlayedMatch } from './form';
import { type HistorySeason, podium, roundReached, teamHistory } from './history';
import { played } from './played-matches.fixture';

const ko = (
  id: number,
  stage: string,
  home: number,
  guest: number,
  score: [number, number] | null,
  shootout: number | null = null,
) => {
  const m = played(id, 10, home, guest, score, { match_stage: stage });
  if (m.results[0]) (m.results[0] as { shootout_winner_id: number | null }).shootout_winner_id = shootout;
  return m;
};

/** A finished knockout: 1-8 in the quarter-finals, 1 beats 3 in the final on penalties, 5 wins the match for third. */
const knockout: PlayedMatch[] = [
  ko(1, 'QUARTERFINAL1', 1, 2, [2, 0]),
  ko(2, 'QUARTERFINAL2', 3, 4, [1, 0]),
  ko(3, 'QUARTERFINAL3', 5, 6, [3, 1]),
  ko(4, 'QUARTERFINAL4', 7, 8, [0, 2]),
  ko(5, 'SEMIFINAL1', 1, 5, [1, 0]),
  ko(6, 'SEMIFINAL2', 3, 8, [2, 1]),
  ko(7, 'FINAL', 1, 3, [1, 1], 1),
  ko(8, 'PLACE3', 5, 8, [4, 2]),
];

describe('podium', () => {
  it('names champion (a shoot-out counts), runner-up and the winner of the match for third', () => {
    expect(podium(knockout)).toEqual({ champion: 1, runner_up: 3, third: 5 });
  });

  it('is null until the final is decided, and third is null until that match is', () => {
    expect(podium(knockout.filter((m) => m.match_stage !== 'FINAL'))).toBeNull();
    expect(
      podium([...knockout.slice(0, 6), ko(7, 'FINAL', 1, 3, null), knockout[7] as PlayedMatch]),
    ).toBeNull();
    expect(podium(knockout.slice(0, 7))).toEqual({ champion: 1, runner_up: 3, third: null });
  });
});

describe('roundReached and teamHistory', () => {
  it('gives the furthest round; the match for third counts as the semi-finals', () => {
    expect([1, 2, 3, 5, 8, 9].map((team) => roundReached(knockout, team))).toEqual([
      'F',
      'QF',
      'F',
      'SF',
      'SF',
      null,
    ]);
  });

  it('lists each season the team played, newest first, with position, round and place', () => {
    const seasons: HistorySeason[] = [
      {
        id: 1,
        name: '2025',
        groups: [
          {
            name: 'Group 1',
            teams: [
              { id: 1, position: 2 },
              { id: 2, position: 1 },
            ],
          },
        ],
        matches: knockout,
      },
      {
        id: 2,
        name: '2026',
        groups: [
          {
            name: 'Group 2',
            teams: [
              { id: 9, position: 1 },
              { id: 1, position: 2 },
              { id: 3, position: 3 },
            ],
          },
        ],
        matches: [],
      },
      { id: 3, name: '2027', groups: [{ name: 'Group 1', teams: [{ id: 9, position: 1 }] }], matches: [] },
    ];
    expect(teamHistory(seasons, 1)).toEqual([
      {
        season_id: 2,
        season_name: '2026',
        group_name: 'Group 2',
        position: 2,
        group_size: 3,
        round: null,
        knockout_drawn: false,
        place: null,
      },
      {
        season_id: 1,
        season_name: '2025',
        group_name: 'Group 1',
        position: 2,
        group_size: 2,
        round: 'F',
        knockout_drawn: true,
        place: 1,
      },
    ]);
    expect(teamHistory(seasons, 3).map((s) => s.season_id)).toEqual([2]);
    expect(teamHistory(seasons, 42)).toEqual([]);
  });

  it('gives three different podium teams, each of whom reached the final or the semi-finals (property)', () => {
    // Random scores for a bracket of eight: winners go on as the rules say.
    const score = fc.tuple(fc.nat(4), fc.nat(4), fc.boolean());
    fc.assert(
      fc.property(fc.array(score, { minLength: 8, maxLength: 8 }), (scores) => {
        const matches: PlayedMatch[] = [];
        const winners: number[] = [];
        const losers: number[] = [];
        const play = (i: number, stage: string, home: number, guest: number) => {
          const [h, g, homeWins] = scores[i] as [number, number, boolean];
          const m = ko(i + 1, stage, home, guest, [h, g], h === g ? (homeWins ? home : guest) : null);
          matches.push(m);
          const homeWon = h > g || (h === g && homeWins);
          winners[i] = homeWon ? home : guest;
          losers[i] = homeWon ? guest : home;
        };
        KNOCKOUT_STAGES.slice(0, 4).forEach((stage, i) => {
          play(i, stage, 2 * i + 1, 2 * i + 2);
        });
        play(4, 'SEMIFINAL1', winners[0] as number, winners[1] as number);
        play(5, 'SEMIFINAL2', winners[2] as number, winners[3] as number);
        play(6, 'FINAL', winners[4] as number, winners[5] as number);
        play(7, 'PLACE3', losers[4] as number, losers[5] as number);
        const top = podium(matches);
        expect(top).not.toBeNull();
        const { champion, runner_up, third } = top as NonNullable<typeof top>;
        expect(new Set([champion, runner_up, third]).size).toBe(3);
        expect(roundReached(matches, champion)).toBe('F');
        expect(roundReached(matches, runner_up)).toBe('F');
        expect(roundReached(matches, third as number)).toBe('SF');
      }),
    );
  });
});
