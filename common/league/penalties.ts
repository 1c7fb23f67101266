/** Point deductions for missed refereeing duties (docs/PRODUCT.md#penalties). */

import type { PenaltyRule } from '../api/types';
import { m } from '../i18n/messages';

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
      return m.common_penalty_rule_credits();
    case 'threshold':
      return m.common_penalty_rule_threshold();
  }
}

/** What lies behind one team's penalty points, for the table's explanation. */
export interface PenaltyDetail {
  missed: { week: number; home: string; guest: string }[];
  adjustments: { duties: number; reason: string }[];
}

/**
 * One line per missed duty and per admin adjustment, then how the season's rule turns their count
 * into points (penaltyPointsFor); nothing for a team without either.
 */
export function penaltyReasons(rule: PenaltyRule, detail: PenaltyDetail): string[] {
  if (detail.missed.length === 0 && detail.adjustments.length === 0) return [];
  const lines = [...detail.missed]
    .sort((a, b) => a.week - b.week)
    .map((m) => `Missed referee duty: week ${m.week}, ${m.home} – ${m.guest}`);
  for (const a of detail.adjustments) {
    const sign = a.duties > 0 ? '+' : '−';
    const count = Math.abs(a.duties);
    lines.push(`Admin adjustment: ${sign}${count} missed ${count === 1 ? 'duty' : 'duties'} (${a.reason})`);
  }
  const adjustment = detail.adjustments.reduce((sum, a) => sum + a.duties, 0);
  const duties = Math.max(0, detail.missed.length + adjustment);
  const points = penaltyPointsFor(rule, detail.missed.length, adjustment);
  const counted = `${duties} missed ${duties === 1 ? 'duty' : 'duties'}`;
  switch (rule) {
    case 'credits': {
      const below = Math.max(0, duties - STARTING_CREDITS);
      lines.push(
        `${counted} against ${STARTING_CREDITS} starting credit: ${below} below zero × ${POINTS_PER_NEGATIVE_CREDIT} = ${points} penalty ${points === 1 ? 'point' : 'points'}`,
      );
      break;
    }
    case 'threshold':
      lines.push(
        duties > THRESHOLD_MISSED_DUTIES
          ? `${counted}, more than ${THRESHOLD_MISSED_DUTIES}: ${points} penalty ${points === 1 ? 'point' : 'points'}`
          : `${counted}, not more than ${THRESHOLD_MISSED_DUTIES}: no penalty points`,
      );
      break;
  }
  return lines;
}
