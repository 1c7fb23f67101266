import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goalsOfTeam, hasScorers, type ScorerCount, scorersProblem } from './scorers';

const s = (playerId: number, goals: number): ScorerCount => ({ playerId, goals });

describe('scorersProblem', () => {
  it("takes players listed once whose goals add up to the team's score", () => {
    expect(scorersProblem([s(1, 2), s(2, 1)], 3)).toBeNull();
    expect(scorersProblem([], 0)).toBeNull();
  });

  it('refuses a player listed twice, with the sentence the API sends', () => {
    expect(scorersProblem([s(1, 1), s(1, 1)], 2)).toEqual({
      code: 'duplicatePlayer',
      message: 'Each player can be listed only once.',
    });
  });

  it('refuses a list that does not add up, naming the goals to assign', () => {
    expect(scorersProblem([s(1, 2)], 3)).toEqual({
      code: 'wrongTotal',
      message: 'Please assign exactly 3 goals.',
    });
    expect(scorersProblem([s(1, 4)], 3)?.message).toBe('Please assign exactly 3 goals.');
    expect(scorersProblem([], 1)?.message).toBe('Please assign exactly 1 goals.');
  });

  const list = fc.array(fc.record({ playerId: fc.integer({ min: 1, max: 8 }), goals: fc.nat(5) }), {
    maxLength: 8,
  });

  it('passes exactly when the ids are unique and the goals sum to the score', () => {
    fc.assert(
      fc.property(list, fc.nat(20), (scorers, goals) => {
        const unique = new Set(scorers.map((x) => x.playerId)).size === scorers.length;
        const sum = scorers.reduce((n, x) => n + x.goals, 0);
        expect(scorersProblem(scorers, goals) === null).toBe(unique && sum === goals);
      }),
    );
  });

  it('a list of unique players always passes for its own total and no other', () => {
    fc.assert(
      fc.property(list, fc.integer({ min: 1, max: 5 }), (scorers, off) => {
        const unique = [...new Map(scorers.map((x) => [x.playerId, x])).values()];
        const sum = unique.reduce((n, x) => n + x.goals, 0);
        expect(scorersProblem(unique, sum)).toBeNull();
        expect(scorersProblem(unique, sum + off)?.code).toBe('wrongTotal');
      }),
    );
  });
});

describe('goalsOfTeam and hasScorers', () => {
  it("gives each side's score", () => {
    const match = { home_id: 10 };
    const result = { score_home: 4, score_guest: 1 };
    expect(goalsOfTeam(match, result, 10)).toBe(4);
    expect(goalsOfTeam(match, result, 20)).toBe(1);
  });

  it('a forfeit or an unplayed match has no scorers', () => {
    expect(hasScorers({ forfeit: false, unplayed: false })).toBe(true);
    expect(hasScorers({ forfeit: true, unplayed: false })).toBe(false);
    expect(hasScorers({ forfeit: false, unplayed: true })).toBe(false);
  });
});
