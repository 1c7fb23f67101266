/** Point deductions for missed refereeing duties (docs/PRODUCT.md#penalties). */

import type { PenaltyRule } from '../api/types';

// Re-exported so league code has one import site; the list of rules lives with the API types.
export type { PenaltyRule };

/** Credits every team starts the season with under the 'credits' rule. */
export const STARTING_CREDITS = 1;
/** Points per credit below zero under the 'credits' rule. */
export const POINTS_PER_NEGATIVE_CREDIT = 2;
/** Under the 'threshold' rule, more missed duties than this cost THRESHOLD_POINTS. */
export const THRESHOLD_MISSED_DUTIES = 2;
export const THRESHOLD_POINTS = 1;

/**
 * Points to deduct for one team. The adjustment is an admin correction in missed-duty units and
 * may be negative; the effective count never goes below zero, so a correction cannot award points.
 */
export function penaltyPointsFor(rule: PenaltyRule, missedDuties: number, adjustment: number): number {
  const duties = Math.max(0, missedDuties + adjustment);
  switch (rule) {
    case 'credits':
      return Math.max(0, duties - STARTING_CREDITS) * POINTS_PER_NEGATIVE_CREDIT;
    case 'threshold':
      return duties > THRESHOLD_MISSED_DUTIES ? THRESHOLD_POINTS : 0;
  }
}

/** team id -> points deducted, for every team id present in either map (missing = 0). */
export function penaltyDeductions(
  rule: PenaltyRule,
  missedByTeam: Readonly<Record<number, number>>,
  adjustmentsByTeam: Readonly<Record<number, number>>,
): Record<number, number> {
  const ids = new Set([...Object.keys(missedByTeam), ...Object.keys(adjustmentsByTeam)].map(Number));
  const out: Record<number, number> = {};
  for (const id of [...ids].sort((a, b) => a - b)) {
    out[id] = penaltyPointsFor(rule, missedByTeam[id] ?? 0, adjustmentsByTeam[id] ?? 0);
  }
  return out;
}

/** penaltyDeductions from a season's rows: one per missed duty, and the admins' adjustments. */
export function seasonPenaltyDeductions(
  rule: PenaltyRule,
  missedDuties: readonly { teamId: number }[],
  adjustments: readonly { teamId: number; duties: number }[],
): Record<number, number> {
  const missed: Record<number, number> = {};
  for (const duty of missedDuties) missed[duty.teamId] = (missed[duty.teamId] ?? 0) + 1;
  const adjusted: Record<number, number> = {};
  for (const a of adjustments) adjusted[a.teamId] = (adjusted[a.teamId] ?? 0) + a.duties;
  return penaltyDeductions(rule, missed, adjusted);
}

/** The one wording of the rule, shared by the table footnote and the rules page. */
export function penaltyRuleText(rule: PenaltyRule): string {
  switch (rule) {
    case 'credits':
      return 'Every team starts with 1 credit and loses 1 credit for a missing referee; each negative credit costs 2 points.';
    case 'threshold':
      return 'Teams with more than two refereeing penalties receive -1 point.';
  }
}
