/**
 * The explanation and status of each row of a group table, built with the public answers (once per
 * write, decision 030). The status enumerates up to 3^12 outcomes, so it is kept per group and
 * reused while the group's table and remaining matches stay the same (a write elsewhere).
 */
import type { PenaltyRule, StandingExplanation } from '../../common/api/types';
import { type ExplainMatch, explainStandings } from '../../common/league/explain';
import type { PenaltyDetail } from '../../common/league/penalties';
import { groupOutlook, type RemainingMatch, type TeamOutlook } from '../../common/league/qualification';
import type { StandingRow, StandingTeam } from '../../common/league/standings';

export interface GroupInput {
  groupId: number;
  teams: StandingTeam[];
  played: ExplainMatch[];
  remaining: RemainingMatch[];
  penaltyPoints: Record<number, number>;
  penaltyRule: PenaltyRule;
  penaltyDetails: Record<number, PenaltyDetail>;
  /** The group stage is under way: not closed, and a group match still without a final result. */
  inPlay: boolean;
}

const outlookMemo = new Map<number, { key: string; outlook: Map<number, TeamOutlook> }>();

function outlookOf(input: GroupInput, rows: StandingRow[], counted: ExplainMatch[]) {
  const key = JSON.stringify([rows, counted, input.remaining]);
  const memo = outlookMemo.get(input.groupId);
  if (memo?.key === key) return memo.outlook;
  const outlook = groupOutlook(rows, counted, input.remaining);
  outlookMemo.set(input.groupId, { key, outlook });
  return outlook;
}

export function explainGroup(input: GroupInput): {
  rows: StandingRow[];
  explanations: StandingExplanation[];
} {
  const { rows, explanations, counted } = explainStandings(
    input.teams,
    input.played,
    input.penaltyPoints,
    input.penaltyRule,
    input.penaltyDetails,
  );
  const outlook = input.inPlay ? outlookOf(input, rows, counted) : new Map<number, TeamOutlook>();
  return {
    rows,
    explanations: explanations.map((e) => {
      const status = outlook.get(e.team_id);
      return { ...e, status: status ? { kind: status.kind, sentence: status.sentence } : null };
    }),
  };
}
