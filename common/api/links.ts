import { baseLocale, type Locale } from '../i18n/locale';
import type { Todo } from './todos';

/**
 * Where a user acts on something, as app paths: the to-do list links here and notification mails
 * link here (made absolute with APP_URL). The dashboard pages scroll to the element whose id is the
 * fragment, opening its week first; a visitor who is not logged in returns here after login.
 */
export const actionPaths = {
  /** The match's card on Dashboard > Matches (result, date, scorers). */
  match: (matchId: number) => `/dashboard/matches#match-${matchId}`,
  /** The match's entry on Dashboard > Refereeing (appoint or see the referees). */
  refereeing: (matchId: number) => `/dashboard/refereeing#match-${matchId}`,
  /** A team's join requests on Dashboard > My Team. */
  joinRequests: (teamId: number) => `/dashboard/my-team#requests-${teamId}`,
  /** The teams awaiting acceptance (admins) on Dashboard > My Team. */
  teamRequests: '/dashboard/my-team#team-requests',
  /** The caller's own team or request on Dashboard > My Team. */
  myTeam: '/dashboard/my-team',
  /** The mails that failed after every retry (admins), Dashboard > Failed mails. */
  failedMails: '/dashboard/failed-mails',
  /**
   * The page a mailed availability reminder opens: it says what its buttons do and only they (a
   * POST) answer, since mail scanners open every link (docs/PRODUCT.md#availability).
   */
  availability: (matchId: number) => `/dashboard/availability/${matchId}`,
  /** A team's public page: its matches and results (a team with two forfeits, decision 082). */
  team: (teamId: number) => `/teams/${teamId}`,
  /** A match's fair-play rating form (decision 094). */
  fairPlay: (matchId: number) => `/dashboard/fair-play/${matchId}`,
  /** Dashboard > Free agents: the own profile, a captain's list, the invitations (decision 098). */
  freeAgents: '/dashboard/free-agents',
  /** Dashboard > Profile: eligibility, a second (university) address and the participation terms (decision 096). */
  profile: '/dashboard/profile#eligibility',
  /** The notification switches on Dashboard > Settings. */
  notificationSettings: '/dashboard/settings#notifications',
} as const;

/** Where a to-do is acted on: the exact place its link (and the badge's list) opens. */
export function todoPath(todo: Pick<Todo, 'kind' | 'match_id' | 'team_id'>): string {
  switch (todo.kind) {
    case 'accept_result':
    case 'answer_date_proposal':
    case 'set_date':
    case 'enter_result':
    case 'disputed_result':
    case 'overdue_result':
    case 'undated_match':
    case 'availability':
    case 'short_squad':
    case 'no_show_claim':
    case 'card_dispute':
    case 'referee_dispute':
      return todo.match_id === undefined ? actionPaths.myTeam : actionPaths.match(todo.match_id);
    case 'appoint_referee':
    case 'referee_duty':
    case 'confirm_result':
      return todo.match_id === undefined ? actionPaths.myTeam : actionPaths.refereeing(todo.match_id);
    case 'join_request':
      return todo.team_id === undefined ? actionPaths.myTeam : actionPaths.joinRequests(todo.team_id);
    case 'team_request':
      return actionPaths.teamRequests;
    case 'own_request':
      return actionPaths.myTeam;
    case 'eligibility':
    case 'participation_terms':
      return actionPaths.profile;
    case 'failed_mails':
      return actionPaths.failedMails;
    case 'rate_fair_play':
      return todo.match_id === undefined ? actionPaths.myTeam : actionPaths.fairPlay(todo.match_id);
    case 'two_forfeits':
      return todo.team_id === undefined ? actionPaths.myTeam : actionPaths.team(todo.team_id);
    case 'invitation':
      return actionPaths.freeAgents;
  }
}

/**
 * A public feed's link in a language: English plain, another with `?lang=` (calendar apps fetch
 * feeds without cookies, so the link says which language the feed's names are in).
 */
export const calendarFeedLink = (link: string, locale: Locale): string =>
  locale === baseLocale ? link : `${link}?lang=${locale}`;
