/** Point deductions for missed refereeing duties (docs/PRODUCT.md#penalties). */

import type { PenaltyRule } from '../api/types';
import { countPhrase } from '../i18n/count-phrase';
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

// Pure: the web imports this module for penaltyRuleText only, and its bundle leaves these out.
/** "2 penalty points", "1 Strafpunkt", for the table's explanation. */
export const penaltyPointsText = /* @__PURE__ */ countPhrase((inputs) =>
  m.server_explain_penalty_points(inputs),
);
const missedDuties = /* @__PURE__ */ countPhrase((inputs) => m.server_penalty_missed_count(inputs));

/** What lies behind one team's penalty points, for the table's explanation. */
export interface PenaltyDetail {
  missed: { week: number; home: string; guest: string }[];
  adjustments: { duties: number; reason: string }[];
}

/**
 * One line per missed duty and per admin adjustment, then how the season's rule turns their count
 * into points (penaltyPointsFor); nothing for a team without either. In the current language; an
 * adjustment's reason is the admin's own text, as typed.
 */
export function penaltyReasons(rule: PenaltyRule, detail: PenaltyDetail): string[] {
  if (detail.missed.length === 0 && detail.adjustments.length === 0) return [];
  const lines = [...detail.missed]
    .sort((a, b) => a.week - b.week)
    .map((duty) => m.server_penalty_missed_duty(duty));
  for (const a of detail.adjustments) {
    lines.push(
      m.server_penalty_adjustment({
        sign: a.duties > 0 ? '+' : '−',
        count: Math.abs(a.duties),
        reason: a.reason,
      }),
    );
  }
  const adjustment = detail.adjustments.reduce((sum, a) => sum + a.duties, 0);
  const duties = Math.max(0, detail.missed.length + adjustment);
  const penalty = penaltyPointsText(penaltyPointsFor(rule, detail.missed.length, adjustment));
  const counted = missedDuties(duties);
  switch (rule) {
    case 'credits':
      lines.push(
        m.server_penalty_credits({
          counted,
          credits: STARTING_CREDITS,
          below: Math.max(0, duties - STARTING_CREDITS),
          factor: POINTS_PER_NEGATIVE_CREDIT,
          penalty,
        }),
      );
      break;
    case 'threshold':
      lines.push(
        duties > THRESHOLD_MISSED_DUTIES
          ? m.server_penalty_threshold_over({ counted, threshold: THRESHOLD_MISSED_DUTIES, penalty })
          : m.server_penalty_threshold_under({ counted, threshold: THRESHOLD_MISSED_DUTIES }),
      );
      break;
  }
  return lines;
}
