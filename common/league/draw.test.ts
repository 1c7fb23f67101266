import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '../i18n/paraglide/runtime.js';
import { LIMITS } from '../limits';
import { drawEligibility, drawProblem, splitIntoGroups, teamSizeShortfall } from './draw';

describe('drawEligibility', () => {
  const team = { accepted: true, is_active: true, members: LIMITS.minTeamSize };

  it('takes an accepted, active team with enough players', () => {
    expect(drawEligibility(team)).toBeNull();
    expect(drawEligibility({ ...team, members: LIMITS.minTeamSize + 5 })).toBeNull();
  });

  it('says why it leaves a team out, first reason first', () => {
    expect(drawEligibility({ ...team, accepted: false, is_active: false, members: 0 })).toBe(
      'Not accepted yet.',
    );
    expect(drawEligibility({ ...team, is_active: false, members: 0 })).toBe('Not active.');
    expect(drawEligibility({ ...team, members: 19 })).toBe('Only 19 of the 20 players needed.');
  });

  it('takes a team exactly when it is accepted, active and has enough players', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.nat(40), (accepted, is_active, members) => {
        const reason = drawEligibility({ accepted, is_active, members });
        expect(reason === null).toBe(accepted && is_active && members >= LIMITS.minTeamSize);
      }),
    );
  });
});

describe('teamSizeShortfall', () => {
  it('warns with the count below the minimum, in the words the accept dialog shows', () => {
    expect(teamSizeShortfall(8)).toBe('8 of 20 players');
    expect(teamSizeShortfall(LIMITS.minTeamSize)).toBeNull();
  });

  it("says it in the reader's German", () => {
    const english = getLocale;
    overwriteGetLocale(() => 'de');
    try {
      expect(teamSizeShortfall(8)).toBe('8 von 20 Spielern');
    } finally {
      overwriteGetLocale(english);
    }
  });

  it('warns exactly for the teams the draw leaves out for their size', () => {
    fc.assert(
      fc.property(fc.nat(40), (members) => {
        const leftOutForSize = drawEligibility({ accepted: true, is_active: true, members }) !== null;
        expect(teamSizeShortfall(members) !== null).toBe(leftOutForSize);
      }),
    );
  });
});

describe('drawProblem', () => {
  it('needs enough teams for the quarter-finals, in the sentence the API sends', () => {
    expect(drawProblem(LIMITS.minDrawTeams)).toBeNull();
    expect(drawProblem(12)).toBeNull();
    expect(drawProblem(1)).toBe(
      'At least 8 teams are needed for a draw (the top four of each group go to the knockout stage), but only 1 is accepted, active and has at least 20 players.',
    );
    expect(drawProblem(7)).toBe(
      'At least 8 teams are needed for a draw (the top four of each group go to the knockout stage), but only 7 are accepted, active and have at least 20 players.',
    );
  });
});

describe('splitIntoGroups', () => {
  const random = fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }));

  it('deals the drawn order alternately into the two groups', () => {
    // Always drawing the last keeps the order, so the deal shows directly.
    expect(splitIntoGroups([1, 2, 3, 4, 5], () => 0.999)).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
  });

  it('places every team in exactly one group, sizes differing by at most one', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(1000), { maxLength: 30 }), random, (ids, stream) => {
        const [first, second] = splitIntoGroups(ids, () => stream.next().value);
        expect([...first, ...second].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
        expect(first.length - second.length).toBeGreaterThanOrEqual(0);
        expect(first.length - second.length).toBeLessThanOrEqual(1);
      }),
    );
  });
});
