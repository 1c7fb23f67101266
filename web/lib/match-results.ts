import type { Match, Result } from '../../common/api/types';
import type { Locale } from '../../common/i18n/locale';
import { getLocale, m } from '../../common/i18n/messages';

export function finalResult(match: Match): Result | undefined {
  return match.results.find((result) => result.is_final);
}

/** '2 : 1', or '-' while there is no final result. */
export function scoreText(result: Result | undefined): string {
  return result ? `${result.score_home} : ${result.score_guest}` : '-';
}

/**
 * What a final 0:3 or 0:0 does not say by itself (the public pages put it beside the score): which
 * team could not play, or that the match was not played; null for a match that was played, and
 * for a forfeit stored before its team was (decision 082).
 */
export function outcomeNote(
  final: Result | undefined,
  teamName: (id: number) => string | null,
): string | null {
  if (final?.unplayed) return m.public_result_not_played();
  const team = final?.forfeit && final.forfeit_team_id !== null ? teamName(final.forfeit_team_id) : null;
  return team ? m.public_result_forfeit_by({ team }) : null;
}

/** A group's name in the reader's language ('Gruppe 1'); a name of another form as it is. */
export function groupName(name: string, locale: Locale = getLocale()): string {
  const number = /^Group ([0-9]+)$/.exec(name)?.[1];
  return number ? m.public_stage_group({ number }, { locale }) : name;
}

/** A stage as a person reads it: one formatter for the web, the audit log and mails. */
export { stageName } from '../../common/league/stage-name';
