import type { Locale } from '../i18n/locale';
import { getLocale, m } from '../i18n/messages';

/** Knockout skeleton and how teams flow through it (docs/PRODUCT.md#knockout). */

export const GROUP_STAGES = ['GROUP1', 'GROUP2'] as const;
export type GroupStage = (typeof GROUP_STAGES)[number];

/** Creation and display order: quarter-finals, semi-finals, final, place 3. */
export const KNOCKOUT_STAGES = [
  'QUARTERFINAL1',
  'QUARTERFINAL2',
  'QUARTERFINAL3',
  'QUARTERFINAL4',
  'SEMIFINAL1',
  'SEMIFINAL2',
  'FINAL',
  'PLACE3',
] as const;
export type KnockoutStage = (typeof KNOCKOUT_STAGES)[number];
export type KnockoutRound = 'QF' | 'SF' | 'F' | '3P';

/** 'Group 1' -> 'GROUP1': the stage code is the group name without spaces, upper-cased. */
export function stageForGroupName(name: string): string {
  return name.replace(/\s+/g, '').toUpperCase();
}

export function isKnockoutStage(stage: string): stage is KnockoutStage {
  return (KNOCKOUT_STAGES as readonly string[]).includes(stage);
}

export function roundOfStage(stage: string): KnockoutRound | null {
  if (!isKnockoutStage(stage)) return null;
  if (stage.startsWith('QUARTERFINAL')) return 'QF';
  if (stage.startsWith('SEMIFINAL')) return 'SF';
  return stage === 'FINAL' ? 'F' : '3P';
}

/** Where one side of a knockout match comes from. */
export type BracketSource =
  | { kind: 'group'; group: 0 | 1; position: 1 | 2 | 3 | 4 }
  | { kind: 'winner' | 'loser'; stage: KnockoutStage };

const g = (group: 0 | 1, position: 1 | 2 | 3 | 4): BracketSource => ({ kind: 'group', group, position });
const w = (stage: KnockoutStage): BracketSource => ({ kind: 'winner', stage });
const l = (stage: KnockoutStage): BracketSource => ({ kind: 'loser', stage });

/** The skeleton: cross-over quarter-finals so teams of one group meet at the earliest in the semis. */
export const BRACKET_SOURCES: Readonly<Record<KnockoutStage, { home: BracketSource; guest: BracketSource }>> =
  {
    QUARTERFINAL1: { home: g(0, 1), guest: g(1, 4) },
    QUARTERFINAL2: { home: g(1, 2), guest: g(0, 3) },
    QUARTERFINAL3: { home: g(1, 1), guest: g(0, 4) },
    QUARTERFINAL4: { home: g(0, 2), guest: g(1, 3) },
    SEMIFINAL1: { home: w('QUARTERFINAL1'), guest: w('QUARTERFINAL2') },
    SEMIFINAL2: { home: w('QUARTERFINAL3'), guest: w('QUARTERFINAL4') },
    FINAL: { home: w('SEMIFINAL1'), guest: w('SEMIFINAL2') },
    PLACE3: { home: l('SEMIFINAL1'), guest: l('SEMIFINAL2') },
  };

/** A group place by position: one sentence each, since English writes ordinals ('1st') by number. */
const GROUP_PLACES = {
  1: m.server_bracket_group_1,
  2: m.server_bracket_group_2,
  3: m.server_bracket_group_3,
  4: m.server_bracket_group_4,
} as const;

/**
 * 'QUARTERFINAL1' -> 'QF1', 'SEMIFINAL2' -> 'SF2' ('VF1', 'HF2' in German), as used in the bracket
 * labels. Only the rounds a later match draws from.
 */
export function shortStageName(stage: KnockoutStage, locale: Locale = getLocale()): string {
  const number = stage.replace(/\D/g, '');
  if (stage.startsWith('QUARTERFINAL')) return m.server_bracket_qf({ number }, { locale });
  if (stage.startsWith('SEMIFINAL')) return m.server_bracket_sf({ number }, { locale });
  return stage;
}

export function sourceText(source: BracketSource, locale: Locale = getLocale()): string {
  if (source.kind === 'group') {
    return GROUP_PLACES[source.position]({ group: source.group + 1 }, { locale });
  }
  const match = shortStageName(source.stage, locale);
  return source.kind === 'winner'
    ? m.server_bracket_winner({ match }, { locale })
    : m.server_bracket_loser({ match }, { locale });
}

/**
 * Human label of where a side comes from, e.g. '1st Group 1', 'Winner QF1', 'Loser SF2' ('1. Gruppe
 * 1', 'Sieger VF1', 'Verlierer HF2'), in the current language unless told (decision 031).
 * Accepts any stage string (as read from the database) and gives null for non-knockout stages.
 */
export function sourceLabel(stage: KnockoutStage, side: 'home' | 'guest', locale?: Locale): string;
export function sourceLabel(stage: string, side: 'home' | 'guest', locale?: Locale): string | null;
export function sourceLabel(
  stage: string,
  side: 'home' | 'guest',
  locale: Locale = getLocale(),
): string | null {
  return isKnockoutStage(stage) ? sourceText(BRACKET_SOURCES[stage][side], locale) : null;
}

/** Knockout weeks continue right after the group weeks; final and place 3 share the last week. */
export function knockoutWeeks(groupWeeks: number): Record<KnockoutStage, number> {
  const week: Record<KnockoutRound, number> = {
    QF: groupWeeks + 1,
    SF: groupWeeks + 2,
    F: groupWeeks + 3,
    '3P': groupWeeks + 3,
  };
  const out = {} as Record<KnockoutStage, number>;
  for (const stage of KNOCKOUT_STAGES) out[stage] = week[roundOfStage(stage) as KnockoutRound];
  return out;
}

export interface KnockoutScore {
  score_home: number;
  score_guest: number;
  shootout_winner_id: number | null;
}

/** Winner and loser of a decided match; null when level without a shoot-out winner of the two. */
export function matchWinner(
  result: KnockoutScore,
  home_id: number,
  guest_id: number,
): { winner: number; loser: number } | null {
  if (result.score_home > result.score_guest) return { winner: home_id, loser: guest_id };
  if (result.score_home < result.score_guest) return { winner: guest_id, loser: home_id };
  if (result.shootout_winner_id === home_id) return { winner: home_id, loser: guest_id };
  if (result.shootout_winner_id === guest_id) return { winner: guest_id, loser: home_id };
  return null;
}

export interface KnockoutMatchState {
  stage: string;
  home_id: number | null;
  guest_id: number | null;
  /** The final result, or null while none is final. */
  final: KnockoutScore | null;
}

export interface BracketInput {
  /** Team ids in position order per group; null while the group stage is not complete. */
  groupStandings: [readonly number[], readonly number[]] | null;
  knockout: readonly KnockoutMatchState[];
}

export type BracketSlots = Record<string, { home_id: number | null; guest_id: number | null }>;

/**
 * The teams every knockout stage should have right now. A winner or loser is read from the stored
 * teams of the source match (the final result belongs to those), so it is null until that match
 * has both teams and a deciding final result. Missing group positions (groups of fewer than four)
 * stay null.
 */
export function fillBracket(input: BracketInput): BracketSlots {
  const byStage = new Map<string, KnockoutMatchState>();
  for (const m of input.knockout) byStage.set(m.stage, m);

  const resolve = (source: BracketSource): number | null => {
    if (source.kind === 'group') return input.groupStandings?.[source.group][source.position - 1] ?? null;
    const match = byStage.get(source.stage);
    if (!match?.final || match.home_id === null || match.guest_id === null) return null;
    const decided = matchWinner(match.final, match.home_id, match.guest_id);
    if (!decided) return null;
    return source.kind === 'winner' ? decided.winner : decided.loser;
  };

  const out: BracketSlots = {};
  for (const stage of KNOCKOUT_STAGES) {
    const { home, guest } = BRACKET_SOURCES[stage];
    out[stage] = { home_id: resolve(home), guest_id: resolve(guest) };
  }
  return out;
}
