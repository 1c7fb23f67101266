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

/** A group's name in the reader's language ('Gruppe 1'); a name of another form as it is. */
export function groupName(name: string, locale: Locale = getLocale()): string {
  const number = /^Group ([0-9]+)$/.exec(name)?.[1];
  return number ? m.public_stage_group({ number }, { locale }) : name;
}

/** A stage as a person reads it: one formatter for the web, the audit log and mails. */
export { stageName } from '../../common/league/stage-name';
