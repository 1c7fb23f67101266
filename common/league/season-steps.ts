/**
 * The set-up steps of a season, in order (docs/PRODUCT.md#states): draw the groups, create the
 * matches, close the group stage. Each refusal is the sentence the API sends; the Seasons page
 * offers a step only for the seasons it would not refuse.
 */

import type { Season } from '../api/types';
import { m } from '../i18n/messages';
import { isKnockoutStage } from './bracket';

/** How far a season is: what the steps look at. */
export interface SeasonProgress {
  groups: number;
  /** Group and knockout matches. */
  matches: number;
  group_matches: number;
  group_stage_closed: boolean;
}

export const seasonProgress = (season: Season): SeasonProgress => ({
  groups: season.groups.length,
  matches: season.matches.length,
  group_matches: season.matches.filter((match) => !isKnockoutStage(match.match_stage)).length,
  group_stage_closed: season.group_stage_closed,
});

/** Why the groups cannot be drawn, or null: a season is drawn once. */
export function drawGroupsRefusal(season: Pick<SeasonProgress, 'groups'>): string | null {
  return season.groups > 0 ? m.server_season_has_groups() : null;
}

/** Why the matches cannot be created, or null: after the draw, once. */
export function createMatchesRefusal(season: Pick<SeasonProgress, 'groups' | 'matches'>): string | null {
  if (season.groups === 0) return m.server_season_groups_first();
  if (season.matches > 0) return m.server_season_has_matches();
  return null;
}

/** Why the group stage cannot be closed, or null: it has group matches and is still open. */
export function closeGroupStageRefusal(
  season: Pick<SeasonProgress, 'group_matches' | 'group_stage_closed'>,
): string | null {
  if (season.group_stage_closed) return m.server_season_group_stage_closed();
  if (season.group_matches === 0) return m.server_season_no_group_matches();
  return null;
}
