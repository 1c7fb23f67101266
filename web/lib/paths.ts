import { calendarFeedLink } from '../../common/api/links';
import { getLocale } from '../../common/i18n/messages';

const feedInPageLanguage = (path: string) => calendarFeedLink(path, getLocale());

/** Every URL the web app uses, pages and API calls, in one place. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  passwordReset: '/passwordreset',
  requestNewPassword: '/requestnewpassword',
  resendVerification: '/resendverification',
  teams: '/teams',
  /** A team's page (the router's pattern: teamPage). */
  team: (teamId: number) => `/teams/${teamId}`,
  teamPage: '/teams/:teamId',
  table: '/table',
  matches: '/matches',
  topScorer: '/TopScorer',
  rules: '/rules',
  aboutUs: '/AboutUs',
  privacy: '/data',
  imprint: '/impressum',
  terms: '/terms',
  /**
   * Public calendar feeds (served by the server, not pages of the app), in the page's language:
   * calendar apps fetch them without the lang cookie, so the link names it (decision 031).
   */
  calendar: {
    get league() {
      return feedInPageLanguage('/calendar/league.ics');
    },
    team: (teamId: number) => feedInPageLanguage(`/calendar/team/${teamId}.ics`),
  },
  dashboard: {
    root: '/dashboard',
    // The spec's menu entry carries the trailing slash.
    menuEntry: '/dashboard/',
    myTeam: '/dashboard/my-team',
    matches: '/dashboard/matches',
    refereeing: '/dashboard/refereeing',
    profile: '/dashboard/profile',
    settings: '/dashboard/settings',
    /** The in-app notification list, the bell's page (decision 090). */
    notifications: '/dashboard/notifications',
    seasons: '/dashboard/seasons',
    board: '/dashboard/board',
    auditLog: '/dashboard/audit-log',
    texts: '/dashboard/texts',
    failedMails: '/dashboard/failed-mails',
    freeAgents: '/dashboard/free-agents',
    // A mailed availability link (actionPaths.availability): a page whose buttons answer.
    availability: '/dashboard/availability/:matchId',
    /** The live screen of a match on the pitch (the router's pattern: live). */
    liveMatch: (matchId: number) => `/dashboard/live/${matchId}`,
    /** A match's fair-play rating form (actionPaths.fairPlay), from the to-do list and the mails. */
    fairPlay: '/dashboard/fair-play/:matchId',
    live: '/dashboard/live/:matchId',
  },
  api: {
    verify: '/api/verify',
    login: '/api/login',
    logout: '/api/logout',
    signup: '/api/signup',
    resendVerification: '/api/resendverification',
    requestPasswordReset: '/api/requestPasswordReset',
    resetPassword: '/api/resetPassword',
    updateUserByToken: '/api/updateUserByToken',
    deleteAccount: '/api/deleteAccount',
    getCalendarLinks: '/api/getCalendarLinks',
    getEligibility: '/api/getEligibility',
    addUniversityAddress: '/api/addUniversityAddress',
    approveEligibility: '/api/approveEligibility',
    getParticipationTerms: '/api/getParticipationTerms',
    acceptParticipationTerms: '/api/acceptParticipationTerms',
    resetCalendarLink: '/api/resetCalendarLink',
    getNotificationSettings: '/api/getNotificationSettings',
    updateNotificationSettings: '/api/updateNotificationSettings',
    getNotifications: '/api/getNotifications',
    markNotificationsRead: '/api/markNotificationsRead',
    getTodos: '/api/getTodos',
    getSeasons: '/api/getSeasons',
    getSeasonList: '/api/getSeasonList',
    getSeason: '/api/getSeason',
    getPendingResults: '/api/getPendingResults',
    getTeams: '/api/getTeams',
    getTopScorer: '/api/gettopscorer',
    getBoardMembers: '/api/getBoardMembers',
    listBoardMembers: '/api/listBoardMembers',
    addBoardMember: '/api/addBoardMember',
    updateBoardMember: '/api/updateBoardMember',
    removeBoardMember: '/api/removeBoardMember',
    reorderBoardMembers: '/api/reorderBoardMembers',
    getAuditLog: '/api/getAuditLog',
    getFailedMails: '/api/getFailedMails',
    resendFailedMail: '/api/resendFailedMail',
    getLeagueDetails: '/api/getLeagueDetails',
    getLeagueText: (key: string) => `/api/getLeagueText?key=${encodeURIComponent(key)}`,
    getLeagueTexts: '/api/getLeagueTexts',
    updateLeagueText: '/api/updateLeagueText',
    getLeagueTextVersions: '/api/getLeagueTextVersions',
    restoreLeagueTextVersion: '/api/restoreLeagueTextVersion',
    updateLeagueDetails: '/api/updateLeagueDetails',
    getPitches: '/api/getPitches',
    addPitch: '/api/addPitch',
    updatePitch: '/api/updatePitch',
    removePitch: '/api/removePitch',
    postponeMatches: '/api/postponeMatches',
    setDefaultPitch: '/api/setDefaultPitch',
    setMatchPitch: '/api/setMatchPitch',
    getUserByToken: '/api/getUserByToken',
    getMyTeam: '/api/getMyTeam',
    getTeamRequests: '/api/getTeamRequests',
    getSettings: '/api/getSettings',
    updateSettings: '/api/updateSettings',
    createTeam: '/api/createTeam',
    joinTeam: '/api/joinTeam',
    acceptPlayer: '/api/acceptPlayer',
    updateCaptainStatus: '/api/updateCaptainStatus',
    handOverCaptaincy: '/api/handOverCaptaincy',
    updateTeam: '/api/updateTeam',
    updateTeamLogo: '/api/updateTeamLogo',
    deleteTeam: '/api/deleteTeam',
    acceptTeam: '/api/acceptTeam',
    removePlayerFromTeam: '/api/removePlayerFromTeam',
    leaveTeam: '/api/leaveTeam',
    addSeason: '/api/addSeason',
    getDrawCandidates: '/api/getDrawCandidates',
    createGroups: '/api/createGroups',
    createMatches: '/api/createMatches',
    deleteSeason: '/api/deleteSeason',
    regenerateTablesOfSeason: '/api/regenerateTablesOfSeason',
    closeGroupStage: '/api/closeGroupStage',
    setPenaltyRule: '/api/setPenaltyRule',
    setAutoAcceptHours: '/api/setAutoAcceptHours',
    getPenaltyAdjustments: '/api/getPenaltyAdjustments',
    addPenaltyAdjustment: '/api/addPenaltyAdjustment',
    removePenaltyAdjustment: '/api/removePenaltyAdjustment',
    updateMatchDate: '/api/updateMatchDate',
    getMatchDateProposals: '/api/getMatchDateProposals',
    proposeMatchDate: '/api/proposeMatchDate',
    answerMatchDateProposal: '/api/answerMatchDateProposal',
    withdrawMatchDateProposal: '/api/withdrawMatchDateProposal',
    assignReferee: '/api/assignReferee',
    suggestReferees: '/api/suggestReferees',
    setFreeAgent: '/api/setFreeAgent',
    removeFreeAgent: '/api/removeFreeAgent',
    getMyFreeAgent: '/api/getMyFreeAgent',
    getFreeAgents: '/api/getFreeAgents',
    inviteFreeAgent: '/api/inviteFreeAgent',
    getInvitations: '/api/getInvitations',
    answerInvitation: '/api/answerInvitation',
    addResult: '/api/addResult',
    acceptResult: '/api/acceptResult',
    addScorer: '/api/addscorer',
    setAvailability: '/api/setAvailability',
    getSquad: '/api/getSquad',
    remindSquad: '/api/remindSquad',
    declareForfeit: '/api/declareForfeit',
    claimNoShow: '/api/claimNoShow',
    confirmNoShow: '/api/confirmNoShow',
    getNoShowClaims: '/api/getNoShowClaims',
    addLiveEvent: '/api/addLiveEvent',
    getLiveEvents: '/api/getLiveEvents',
    getPushKey: '/api/getPushKey',
    subscribePush: '/api/subscribePush',
    unsubscribePush: '/api/unsubscribePush',
    addCards: '/api/addCards',
    getMatchCards: '/api/getMatchCards',
    disputeCard: '/api/disputeCard',
    resolveCardDispute: '/api/resolveCardDispute',
    setDisciplineRules: '/api/setDisciplineRules',
    getDisciplineRules: '/api/getDisciplineRules',
    getSuspensions: '/api/getSuspensions',
    rateFairPlay: '/api/rateFairPlay',
    getMatchFairPlay: '/api/getMatchFairPlay',
    getFairPlayTable: '/api/getFairPlayTable',
    getRefereeFairPlay: '/api/getRefereeFairPlay',
    setFairPlayTiebreak: '/api/setFairPlayTiebreak',
    getPlayerCards: '/api/getPlayerCards',
    adjustSuspension: '/api/adjustSuspension',
    confirmResult: '/api/confirmResult',
  },
} as const;

/**
 * The page to return to after login (`?next=`), or null: only a path of this site, starting with
 * exactly one "/" ("//host" and "/\host" lead to another site in a browser), so a link to the
 * login page cannot send anyone elsewhere.
 */
export function returnPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//')) return null;
  // Browsers read a backslash as a slash and drop tabs and newlines from URLs: "/\t/host" is "//host".
  if ([...next].some((char) => char === '\\' || char.trim() === '' || char.charCodeAt(0) < 32)) return null;
  return next;
}

/** The login page, remembering the page to come back to. */
export function loginPath(next: string): string {
  return `${paths.login}?next=${encodeURIComponent(next)}`;
}
