import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PenaltyRule,
  penaltyDeductions,
  penaltyPointsFor,
  penaltyRuleText,
  seasonPenaltyDeductions,
} from './penalties';

const rules: PenaltyRule[] = ['credits', 'threshold'];

describe('penaltyPointsFor', () => {
  it('credits: one free miss, then 2 points per credit below zero', () => {
    expect([0, 1, 2, 3, 4].map((n) => penaltyPointsFor('credits', n, 0))).toEqual([0, 0, 2, 4, 6]);
  });

  it('threshold: more than two misses cost 1 point', () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => penaltyPointsFor('threshold', n, 0))).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('applies admin adjustments in missed-duty units and never goes below zero duties', () => {
    expect(penaltyPointsFor('credits', 3, -1)).toBe(2);
    expect(penaltyPointsFor('credits', 1, 2)).toBe(4);
    expect(penaltyPointsFor('credits', 1, -5)).toBe(0);
    expect(penaltyPointsFor('threshold', 2, 1)).toBe(1);
    expect(penaltyPointsFor('threshold', 3, -1)).toBe(0);
    expect(penaltyPointsFor('threshold', 0, -3)).toBe(0);
  });
});

describe('penaltyDeductions', () => {
  it('covers every team id in either map', () => {
    expect(penaltyDeductions('credits', { 1: 3, 2: 1 }, { 2: 1, 7: 2 })).toEqual({ 1: 4, 2: 2, 7: 2 });
    expect(penaltyDeductions('threshold', { 1: 3, 2: 1 }, { 1: -1, 9: 3 })).toEqual({ 1: 0, 2: 0, 9: 1 });
    expect(penaltyDeductions('credits', {}, {})).toEqual({});
  });

  it('is monotone in missed duties and never negative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rules),
        fc.nat(50),
        fc.nat(5),
        fc.integer({ min: -20, max: 20 }),
        (rule, missed, extra, adjustment) => {
          const low = penaltyDeductions(rule, { 1: missed }, { 1: adjustment })[1] ?? -1;
          const high = penaltyDeductions(rule, { 1: missed + extra }, { 1: adjustment })[1] ?? -1;
          expect(low).toBeGreaterThanOrEqual(0);
          expect(high).toBeGreaterThanOrEqual(low);
        },
      ),
    );
  });
});

describe('penaltyRuleText', () => {
  it('gives the wording of each rule', () => {
    expect(penaltyRuleText('credits')).toBe(
      'Every team starts with 1 credit and loses 1 credit for a missing referee; each negative credit costs 2 points.',
    );
    expect(penaltyRuleText('threshold')).toBe(
      'Teams with more than two refereeing penalties receive -1 point.',
    );
  });
});

describe('seasonPenaltyDeductions', () => {
  it('tallies one row per missed duty and sums adjustments per team', () => {
    const missed = [{ teamId: 1 }, { teamId: 1 }, { teamId: 1 }, { teamId: 2 }];
    const adjustments = [
      { teamId: 2, duties: 1 },
      { teamId: 7, duties: 1 },
      { teamId: 7, duties: 1 },
    ];
    expect(seasonPenaltyDeductions('credits', missed, adjustments)).toEqual(
      penaltyDeductions('credits', { 1: 3, 2: 1 }, { 2: 1, 7: 2 }),
    );
    expect(seasonPenaltyDeductions('threshold', [], [])).toEqual({});
  });
});
