import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOCKOUT_STAGES } from './bracket';
import {
  isDisputed,
  needsShootoutWinner,
  RESULT_PROBLEMS,
  type ResultEntry,
  resultProblem,
  type Suggestion,
} from './results';

const HOME = 10;
const GUEST = 20;
const group = { match_stage: 'GROUP1', home_id: HOME, guest_id: GUEST };
const final = { match_stage: 'FINAL', home_id: HOME, guest_id: GUEST };
const entry = (home_score: number, guest_score: number, more: Partial<ResultEntry> = {}): ResultEntry => ({
  home_score,
  guest_score,
  ...more,
});

describe('resultProblem', () => {
  it('takes plain results, forfeits of 3:0 or 0:3 and a level knockout result with its winner', () => {
    expect(resultProblem(entry(2, 1), group)).toBeNull();
    expect(resultProblem(entry(1, 1), group)).toBeNull();
    expect(resultProblem(entry(3, 0, { forfeit: true }), group)).toBeNull();
    expect(resultProblem(entry(0, 3, { forfeit: true }), final)).toBeNull();
    expect(resultProblem(entry(2, 2, { shootout_winner_id: GUEST }), final)).toBeNull();
  });

  it('refuses a forfeit with any other score, with the sentence the API sends', () => {
    for (const [home, guest] of [
      [2, 0],
      [3, 1],
      [0, 0],
      [3, 3],
      [30, 0],
    ] as const) {
      expect(resultProblem(entry(home, guest, { forfeit: true }), group)).toEqual({
        code: 'forfeitScore',
        message: 'A forfeit is entered as 3:0 or 0:3.',
      });
    }
  });

  it('asks a level knockout result for a shoot-out winner who plays in the match', () => {
    const missing = {
      code: 'shootoutWinnerMissing',
      message:
        'A knockout match cannot end level: please give the winner of the penalty shoot-out (one of the two teams).',
    };
    expect(resultProblem(entry(1, 1), final)).toEqual(missing);
    expect(resultProblem(entry(1, 1, { shootout_winner_id: 99 }), final)).toEqual(missing);
  });

  it('records a shoot-out winner only for a level knockout result', () => {
    const notAllowed = {
      code: 'shootoutWinnerNotAllowed',
      message: 'A penalty shoot-out winner is only recorded for a level knockout result.',
    };
    expect(resultProblem(entry(1, 1, { shootout_winner_id: HOME }), group)).toEqual(notAllowed);
    expect(resultProblem(entry(2, 1, { shootout_winner_id: HOME }), final)).toEqual(notAllowed);
    expect(resultProblem(entry(3, 0, { forfeit: true, shootout_winner_id: HOME }), final)).toEqual(
      notAllowed,
    );
  });

  const stage = fc.constantFrom('GROUP1', 'GROUP2', ...KNOCKOUT_STAGES);
  const goals = fc.nat(12);
  const winner = fc.option(fc.constantFrom(HOME, GUEST, 99), { nil: undefined });

  it('a forfeit passes exactly when it is 3:0 or 0:3 (and names no winner)', () => {
    fc.assert(
      fc.property(stage, goals, goals, (match_stage, home, guest) => {
        const problem = resultProblem(entry(home, guest, { forfeit: true }), { ...final, match_stage });
        const decided = (home === 3 && guest === 0) || (home === 0 && guest === 3);
        expect(problem === null).toBe(decided);
      }),
    );
  });

  it('a played result passes exactly when a winner is named where, and only where, one is needed', () => {
    fc.assert(
      fc.property(stage, goals, goals, winner, (match_stage, home, guest, shootout_winner_id) => {
        const match = { ...final, match_stage };
        const result = entry(home, guest, { shootout_winner_id });
        const needed = needsShootoutWinner(result, match);
        expect(needed).toBe(home === guest && match_stage !== 'GROUP1' && match_stage !== 'GROUP2');
        const ok = needed
          ? shootout_winner_id === HOME || shootout_winner_id === GUEST
          : shootout_winner_id === undefined;
        const problem = resultProblem(result, match);
        expect(problem === null).toBe(ok);
        if (problem) expect(problem.message).toBe(RESULT_PROBLEMS[problem.code]);
      }),
    );
  });
});

describe('isDisputed', () => {
  const suggestion = (team: number | null, home: number, guest: number, more: Partial<Suggestion> = {}) => ({
    submittedTeamId: team,
    scoreHome: home,
    scoreGuest: guest,
    shootoutWinnerId: null,
    forfeit: false,
    unplayed: false,
    ...more,
  });

  it('is a dispute when the two sides suggest different results, not when one side or both agree', () => {
    expect(isDisputed([])).toBe(false);
    expect(isDisputed([suggestion(HOME, 2, 1)])).toBe(false);
    expect(isDisputed([suggestion(HOME, 2, 1), suggestion(GUEST, 2, 1)])).toBe(false);
    expect(isDisputed([suggestion(HOME, 2, 1), suggestion(GUEST, 1, 2)])).toBe(true);
    expect(
      isDisputed([
        suggestion(HOME, 1, 1, { shootoutWinnerId: HOME }),
        suggestion(GUEST, 1, 1, { shootoutWinnerId: GUEST }),
      ]),
    ).toBe(true);
    // An admin's entry (no team) is not a side of a dispute.
    expect(isDisputed([suggestion(null, 2, 1), suggestion(GUEST, 0, 0)])).toBe(false);
  });

  it('does not depend on the order of the suggestions', () => {
    const arbitrary = fc.record({
      submittedTeamId: fc.constantFrom(HOME, GUEST, null),
      scoreHome: fc.integer({ min: 0, max: 3 }),
      scoreGuest: fc.integer({ min: 0, max: 3 }),
      shootoutWinnerId: fc.constantFrom(HOME, GUEST, null),
      forfeit: fc.boolean(),
      unplayed: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(arbitrary, { maxLength: 4 }), (list) => {
        expect(isDisputed([...list].reverse())).toBe(isDisputed(list));
      }),
    );
  });
});
