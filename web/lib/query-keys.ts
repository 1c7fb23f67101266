/** Query keys shared by the data hooks and the session provider, which refreshes them on login. */
export const seasonsQueryKey = ['seasons'] as const;
/**
 * The visitor pages' season reads (decision 045), under seasonsQueryKey: whatever refreshes the
 * seasons after a write refreshes them too.
 */
export const seasonListQueryKey = [...seasonsQueryKey, 'list'] as const;
export const seasonQueryKey = (seasonId: number) => [...seasonsQueryKey, 'one', seasonId] as const;
export const teamsQueryKey = ['teams'] as const;
/** The signed-in user, and their team or join request, keyed by the session token. */
export const userQueryKey = ['user'] as const;
export const myTeamQueryKey = ['my-team'] as const;
export const boardMembersQueryKey = ['board-members'] as const;
export const pitchesQueryKey = ['pitches'] as const;
/** The start of today in the league's time zone by the server's clock, as a page embeds it (web/lib/league-today.ts). */
export const leagueTodayQueryKey = ['league-today'] as const;
/** The league's details and texts as the visitor pages show them (decision 043). */
export const leagueDetailsQueryKey = ['league-details'] as const;
export const leagueTextsQueryKey = ['league-texts'] as const;
export const leagueTextQueryKey = (key: string) => [...leagueTextsQueryKey, key] as const;
/** Read by one dashboard area each, refreshed by the action hooks of web/lib after a write. */
export const teamRequestsQueryKey = ['team-requests'] as const;
export const drawCandidatesQueryKey = ['draw-candidates'] as const;
export const penaltyAdjustmentsQueryKey = ['penalty-adjustments'] as const;
export const boardAdminQueryKey = ['board-admin'] as const;
export const auditLogQueryKey = ['audit-log'] as const;
/** The admins' list of mails that failed after every retry. */
export const failedMailsQueryKey = ['failed-mails'] as const;
/** The admin's Texts page: every text's current version, and one text's versions. */
export const leagueTextsAdminQueryKey = ['league-texts-admin'] as const;
export const leagueTextVersionsQueryKey = (key: string, locale: string) =>
  [...leagueTextsAdminQueryKey, 'versions', key, locale] as const;
/** The caller's to-do list: its page sections and the menu's badge; refreshed by every action of use-action.ts. */
export const todosQueryKey = ['todos'] as const;
/** Results not final yet, for the match cards of captains and admins (not in the public seasons). */
export const pendingResultsQueryKey = ['pending-results'] as const;
/** The open proposals to move a match the caller may see (captains of the two teams, admins). */
export const dateProposalsQueryKey = ['date-proposals'] as const;
/** Cards, discipline rules and suspensions (docs/PRODUCT.md#discipline): a card or a ban changes them all. */
export const disciplineQueryKey = ['discipline'] as const;
/** A season's discipline rules; /rules embeds the newest season's (web/app/prerender.ts). */
export const disciplineRulesQueryKey = (seasonId: number | undefined) =>
  [...disciplineQueryKey, 'rules', seasonId] as const;
