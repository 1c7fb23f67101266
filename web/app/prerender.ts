import { paths } from '../lib/paths';
import { boardMembersQueryKey, seasonsQueryKey, teamsQueryKey, topScorersQueryKey } from '../lib/query-keys';

/** The public answers (server/services/league-read.ts keys) a prerendered page embeds. */
export type PublicDataset = 'seasons' | 'teams' | 'topScorers' | 'boardMembers';

/**
 * Visitor pages the server renders to HTML, with the answers each one reads on its first render.
 * A phone then paints the page from the HTML instead of waiting for the scripts (issue 3).
 */
export const PRERENDERED_PAGES: Readonly<Record<string, readonly PublicDataset[]>> = {
  [paths.home]: ['seasons', 'teams'],
  [paths.teams]: ['teams'],
  [paths.table]: ['seasons', 'teams'],
  [paths.matches]: ['seasons', 'teams'],
  [paths.topScorer]: ['seasons', 'teams', 'topScorers'],
  [paths.rules]: ['seasons'],
  [paths.aboutUs]: ['boardMembers'],
  [paths.privacy]: [],
  [paths.imprint]: [],
  [paths.terms]: [],
  // The dashboard's frame while the session is checked: the browser fills it in.
  ...Object.fromEntries(Object.values(paths.dashboard).map((path) => [path, []])),
};

/** The query each answer fills; teams are keyed by the session token, null for a visitor. */
export const DATASET_QUERY_KEYS: Readonly<Record<PublicDataset, readonly unknown[]>> = {
  seasons: seasonsQueryKey,
  teams: [...teamsQueryKey, null],
  topScorers: topScorersQueryKey,
  boardMembers: boardMembersQueryKey,
};

/** The element holding the embedded answers: JSON data, not a script, so the CSP stays strict. */
export const PRERENDER_DATA_ID = 'prerendered-data';

export type PrerenderedData = Partial<Record<PublicDataset, unknown>>;
