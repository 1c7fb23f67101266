/**
 * The explanation and status of each row of a group table, built with the public answers (once per
 * write, decision 030) in every language (decision 042). The status enumerates up to 3^12
 * outcomes, so it is kept per group, in no language (kinds and names), and reused while the
 * group's table and remaining matches stay the same (a write elsewhere); only its sentences are
 * said per language.
 */
import type { PenaltyRule, StandingExplanation } from '../../common/api/types';
import { type Locale, locales } from '../../common/i18n/locale';
import { describeStandings, type ExplainMatch, standingFacts } from '../../common/league/explain';
import type { PenaltyDetail } from '../../common/league/penalties';
import {
  groupOutlook,
  outlookSentence,
  type RemainingMatch,
  type TeamOutlook,
} from '../../common/league/qualification';
import type { FairPlayAverages, StandingRow, StandingTeam } from '../../common/league/standings';
import { runInLocale } from '../lib/locale';

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
  /** The teams' fair-play averages where the season breaks ties by fair play (decision 094). */
  fairPlay?: FairPlayAverages;
}

const outlookMemo = new Map<number, { key: string; outlook: Map<number, TeamOutlook> }>();

/** How many times an outlook was enumerated rather than taken from the memo (tests read it). */
export const outlookRuns = { count: 0 };

function outlookOf(input: GroupInput, rows: StandingRow[], counted: ExplainMatch[]) {
  const key = JSON.stringify([rows, counted, input.remaining]);
  const memo = outlookMemo.get(input.groupId);
  if (memo?.key === key) return memo.outlook;
  outlookRuns.count++;
  const outlook = groupOutlook(rows, counted, input.remaining);
  outlookMemo.set(input.groupId, { key, outlook });
  return outlook;
}

/** The table's rows, ranked once, and their explanations in each language. */
export function explainGroup(input: GroupInput): {
  rows: StandingRow[];
  explanations: Record<Locale, StandingExplanation[]>;
} {
  const facts = standingFacts(input.teams, input.played, input.penaltyPoints, input.fairPlay ?? null);
  const outlook = input.inPlay ? outlookOf(input, facts.rows, facts.counted) : new Map<number, TeamOutlook>();
  const say = () =>
    describeStandings(facts, input.penaltyRule, input.penaltyDetails).map((e) => {
      const status = outlook.get(e.team_id);
      return { ...e, status: status ? { kind: status.kind, sentence: outlookSentence(status) } : null };
    });
  return {
    rows: facts.rows,
    explanations: Object.fromEntries(locales.map((locale) => [locale, runInLocale(locale, say)])) as Record<
      Locale,
      StandingExplanation[]
    >,
  };
}
