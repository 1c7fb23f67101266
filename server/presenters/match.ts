import type { Match, Result } from '../../common/api/types';
import { baseLocale, type Locale } from '../../common/i18n/locale';
import { isKnockoutStage, sourceLabel } from '../../common/league/bracket';
import type { matches } from '../db/schema';

type MatchRow = Pick<
  typeof matches.$inferSelect,
  | 'id'
  | 'seasonId'
  | 'week'
  | 'matchStage'
  | 'date'
  | 'homeId'
  | 'guestId'
  | 'refereeTeamId'
  | 'refereeId'
  | 'refereeTeamId2'
  | 'refereeId2'
  | 'pitchId'
  | 'postponedReason'
  | 'postponedAt'
>;

/**
 * A fixture with its results; an unknown knockout team is named by where it comes from, in
 * `locale` (the public answers are built in every language, whichever request asked first).
 */
export function presentMatch(row: MatchRow, results: Result[], locale: Locale): Match {
  const knockout = isKnockoutStage(row.matchStage);
  return {
    id: row.id,
    season_id: row.seasonId,
    week: row.week,
    match_stage: row.matchStage,
    date: row.date ? row.date.toISOString() : 'tbd',
    home_id: row.homeId,
    guest_id: row.guestId,
    home_source: knockout && row.homeId === null ? sourceLabel(row.matchStage, 'home', locale) : null,
    guest_source: knockout && row.guestId === null ? sourceLabel(row.matchStage, 'guest', locale) : null,
    referee_team_id: row.refereeTeamId,
    referee_id: row.refereeId,
    referee_team_id_2: row.refereeTeamId2,
    referee_id_2: row.refereeId2,
    results,
    pitch_id: row.pitchId,
    postponed:
      row.postponedReason === null || row.postponedAt === null
        ? null
        : { reason: row.postponedReason, at: row.postponedAt.toISOString() },
  };
}

/**
 * The match with its unknown knockout sides named in `locale` ('Sieger VF1'), from one presented
 * in English: the same object when there is nothing to name, so the languages share the rest.
 */
export function withSourcesIn(match: Match, locale: Locale): Match {
  if (locale === baseLocale || (match.home_source === null && match.guest_source === null)) return match;
  return {
    ...match,
    home_source: match.home_source === null ? null : sourceLabel(match.match_stage, 'home', locale),
    guest_source: match.guest_source === null ? null : sourceLabel(match.match_stage, 'guest', locale),
  };
}
