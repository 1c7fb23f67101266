import type { DisciplineRulesAnswer } from '../../common/api/discipline';
import type { LeagueTextKey } from '../../common/api/league-texts';
import type { Season } from '../../common/api/types';
import { paths } from '../lib/paths';
import {
  boardMembersQueryKey,
  disciplineRulesQueryKey,
  leagueDetailsQueryKey,
  leagueTextQueryKey,
  leagueTodayQueryKey,
  pitchesQueryKey,
  seasonListQueryKey,
  seasonQueryKey,
  seasonsQueryKey,
  teamsQueryKey,
} from '../lib/query-keys';

/**
 * The public answers (server/services/league-read.ts keys) a prerendered page embeds. The pages
 * of one season embed the season list and the newest season, not every season (decision 045).
 * Every page embeds the league's details (its footer links the league's profile), and the pages
 * showing a league text that text (decision 043). The pages showing what is next embed the start of
 * today by the server's clock (`leagueToday`, decision 068), so they are rendered anew each day.
 */
export type PublicDataset =
  | 'seasons'
  | 'seasonList'
  | 'newestSeason'
  | 'teams'
  | 'boardMembers'
  | 'pitches'
  | 'leagueDetails'
  | 'leagueToday'
  | 'newestDisciplineRules'
  | `text:${LeagueTextKey}`;

const withDetails = (...datasets: PublicDataset[]): readonly PublicDataset[] => [
  'leagueDetails',
  ...datasets,
];

/**
 * Visitor pages the server renders to HTML, with the answers each one reads on its first render.
 * A phone then paints the page from the HTML instead of waiting for the scripts (issue 3).
 */
export const PRERENDERED_PAGES: Readonly<Record<string, readonly PublicDataset[]>> = {
  [paths.home]: withDetails('seasonList', 'newestSeason', 'teams', 'pitches', 'leagueToday', 'text:home'),
  [paths.teams]: withDetails('teams'),
  [paths.table]: withDetails('seasonList', 'newestSeason', 'teams'),
  [paths.matches]: withDetails('seasonList', 'newestSeason', 'teams', 'pitches', 'leagueToday'),
  [paths.topScorer]: withDetails('seasonList', 'newestSeason', 'teams'),
  [paths.rules]: withDetails('seasonList', 'newestDisciplineRules', 'text:rules_intro'),
  [paths.aboutUs]: withDetails('boardMembers'),
  [paths.privacy]: withDetails('text:privacy'),
  [paths.imprint]: withDetails('text:imprint'),
  [paths.terms]: withDetails('text:terms'),
  // The dashboard's frame while the session is checked: the browser fills it in.
  ...Object.fromEntries(Object.values(paths.dashboard).map((path) => [path, withDetails()])),
  // The season pages start from the season list and the newest season, as the visitor pages do
  // (decision 045), and the pitches their match cards name: the frame holds them, and so does a page
  // rendered for the session (decision 041), which then needs no render to find them.
  [paths.dashboard.matches]: withDetails('seasonList', 'newestSeason', 'pitches', 'leagueToday'),
  // A member's team card names the team's bans of the newest season (docs/PRODUCT.md#discipline).
  [paths.dashboard.myTeam]: withDetails('seasonList'),
  [paths.dashboard.refereeing]: withDetails('seasonList', 'newestSeason', 'pitches', 'leagueToday'),
};

/**
 * A team's page, /teams/<id>: one prerendered page per team (decision 039), with the pitches its
 * matches name: without them the page painted its matches without a place until the scripts ran.
 */
const TEAM_PAGE = /^\/teams\/(\d{1,9})$/;
const TEAM_PAGE_DATASETS = withDetails('seasons', 'teams', 'pitches');

/** The team a path is the page of, or null. */
export function teamOfPath(path: string): number | null {
  const match = TEAM_PAGE.exec(path);
  return match ? Number(match[1]) : null;
}

/** The answers the prerendered page at `path` reads; undefined: not prerendered. */
export function prerenderedDatasets(path: string): readonly PublicDataset[] | undefined {
  return PRERENDERED_PAGES[path] ?? (teamOfPath(path) === null ? undefined : TEAM_PAGE_DATASETS);
}

const DASHBOARD_LAYOUT = 'app/layout/dashboard-layout.tsx';
const TODO_LIST = 'features/todos/components/todo-list.tsx';
const dashboardPage = (feature: string, page: string, ...more: string[]) => [
  DASHBOARD_LAYOUT,
  `features/${feature}/pages/${page}.tsx`,
  ...more,
];

/**
 * The lazily loaded modules (paths under web/, as in Vite's build manifest) of the dashboard's
 * pages, as web/app/dashboard-routes.tsx imports them. Their frame shows nothing until these have run, so
 * the server lists their chunks in the page as modulepreload links: the browser fetches them with
 * the entry instead of after it. A page rendered for the session paints from its HTML: its chunks
 * are named with the entry at the end of the body and start after the first paint (decision 049).
 * Visitors' pages paint from their HTML: their chunks wait, and leave the phone's bandwidth to the
 * stylesheet and the images (Lighthouse LCP on /table 2.0 s, 2.3-2.5 s with its chunks preloaded).
 */
export const PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  [paths.dashboard.root]: dashboardPage('account', 'welcome-page'),
  [paths.dashboard.menuEntry]: dashboardPage('account', 'welcome-page'),
  [paths.dashboard.myTeam]: dashboardPage('my-team', 'my-team-page', TODO_LIST),
  [paths.dashboard.matches]: dashboardPage('match-day', 'matches-page', TODO_LIST),
  [paths.dashboard.refereeing]: dashboardPage('match-day', 'refereeing-page'),
  [paths.dashboard.profile]: dashboardPage('account', 'profile-page'),
  [paths.dashboard.settings]: dashboardPage('account', 'settings-page'),
  [paths.dashboard.notifications]: dashboardPage('notifications', 'notifications-page'),
  [paths.dashboard.seasons]: dashboardPage('season-admin', 'seasons-page'),
  [paths.dashboard.board]: dashboardPage('board', 'board-admin-page'),
  [paths.dashboard.auditLog]: dashboardPage('audit', 'audit-log-page'),
  [paths.dashboard.texts]: dashboardPage('league-texts', 'league-texts-page'),
  [paths.dashboard.failedMails]: dashboardPage('failed-mails', 'failed-mails-page'),
  [paths.dashboard.freeAgents]: dashboardPage('free-agents', 'free-agents-page'),
  [paths.dashboard.availability]: dashboardPage('match-day', 'availability-page'),
  [paths.dashboard.live]: dashboardPage('live', 'live-page'),
  [paths.dashboard.fairPlay]: dashboardPage('fair-play', 'fair-play-page'),
};

/**
 * The answers each dashboard page shows on its first screen: web/main.tsx asks for them at start,
 * with the page's chunks, instead of once the chunks have run (decision 032).
 */
export const DASHBOARD_PAGE_QUERIES: Readonly<
  Record<string, readonly ('todos' | 'user' | 'myTeam' | 'teams')[]>
> = {
  [paths.dashboard.myTeam]: ['todos', 'user', 'myTeam'],
  [paths.dashboard.matches]: ['todos', 'user', 'teams'],
  [paths.dashboard.refereeing]: ['user', 'teams'],
};

/**
 * The query each answer fills; teams are keyed by the session token, null for a visitor; the
 * newest season by its id (null: the league has no season yet, nothing to fill).
 */
export function datasetQueryKey(dataset: PublicDataset, data: unknown): readonly unknown[] | null {
  switch (dataset) {
    case 'seasons':
      return seasonsQueryKey;
    case 'seasonList':
      return seasonListQueryKey;
    case 'newestSeason':
      return data ? seasonQueryKey((data as Season).id) : null;
    case 'teams':
      return [...teamsQueryKey, null];
    case 'boardMembers':
      return boardMembersQueryKey;
    case 'pitches':
      return pitchesQueryKey;
    case 'leagueDetails':
      return leagueDetailsQueryKey;
    case 'leagueToday':
      return leagueTodayQueryKey;
    case 'newestDisciplineRules':
      return data ? disciplineRulesQueryKey((data as DisciplineRulesAnswer).season_id) : null;
    default:
      return leagueTextQueryKey(dataset.slice('text:'.length));
  }
}

/** The element holding the embedded answers: JSON data, not a script, so the CSP stays strict. */
export const PRERENDER_DATA_ID = 'prerendered-data';

export type PrerenderedData = Partial<Record<PublicDataset, unknown>>;
