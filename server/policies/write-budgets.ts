/**
 * How often one account may call each write route (decision 052): every route that changes data
 * for a signed-in caller has a budget here, counted per account and route in `rate_limits` (so
 * every instance agrees), and a call over it gets a 429 with Retry-After before its handler runs.
 * authorization-matrix.test.ts fails when a write route of the matrix has none. The routes a
 * visitor calls before signing in (signup, login, password resets) share the per-address auth
 * budget instead (AUTH_RATE_LIMIT, decision 023).
 *
 * The sizes follow what a person does in five minutes, with room to spare: a captain renames a
 * team or changes its logo a few times, an admin enters a whole match day's results and scorers.
 */

export interface WriteBudget {
  max: number;
  /** A PostgreSQL interval. */
  window: string;
}

const WINDOW = '5 minutes';
/** Changes people make a few times: names, logos, joining, leaving, captaincy, account deletion. */
const FEW: WriteBudget = { max: 10, window: WINDOW };
/** Changes a captain or admin makes for each match or member of a match day or roster. */
const SOME: WriteBudget = { max: 30, window: WINDOW };
/** An admin's or captain's work through a whole match day or a new season's set-up. */
const MANY: WriteBudget = { max: 120, window: WINDOW };

export const WRITE_BUDGETS: Record<string, WriteBudget> = {
  // Account.
  'POST /api/logout': SOME,
  'POST /api/updateUserByToken': SOME,
  'POST /api/deleteAccount': { max: 5, window: WINDOW },
  'POST /api/getCalendarLinks': SOME,
  'POST /api/resetCalendarLink': FEW,
  'POST /api/updateNotificationSettings': SOME,
  // One call per opened item: someone going through a full list of 50.
  'POST /api/markNotificationsRead': MANY,
  // Teams.
  'POST /api/createTeam': FEW,
  'POST /api/updateSettings': FEW,
  'POST /api/joinTeam': FEW,
  'POST /api/acceptPlayer': SOME,
  'POST /api/updateCaptainStatus': SOME,
  'POST /api/handOverCaptaincy': FEW,
  'POST /api/updateTeam': FEW,
  'POST /api/updateTeamLogo': FEW,
  'POST /api/deleteTeam': FEW,
  'POST /api/acceptTeam': MANY,
  'POST /api/removePlayerFromTeam': SOME,
  'POST /api/leaveTeam': FEW,
  // The league office.
  'POST /api/addBoardMember': SOME,
  'POST /api/updateBoardMember': SOME,
  'POST /api/removeBoardMember': SOME,
  'POST /api/reorderBoardMembers': SOME,
  'POST /api/updateLeagueText': SOME,
  'POST /api/restoreLeagueTextVersion': SOME,
  'POST /api/updateLeagueDetails': SOME,
  'POST /api/approveEligibility': SOME,
  'POST /api/acceptParticipationTerms': FEW,
  // After an SMTP outage an admin may send every failed mail again, one press each.
  'POST /api/resendFailedMail': MANY,
  // Seasons.
  'POST /api/addSeason': FEW,
  'POST /api/createGroups': FEW,
  'POST /api/createMatches': FEW,
  'POST /api/deleteSeason': FEW,
  'POST /api/regenerateTablesOfSeason': FEW,
  'POST /api/closeGroupStage': FEW,
  'POST /api/setPenaltyRule': FEW,
  'POST /api/setAutoAcceptHours': FEW,
  'POST /api/addPenaltyAdjustment': SOME,
  'POST /api/removePenaltyAdjustment': SOME,
  'POST /api/addPitch': SOME,
  'POST /api/updatePitch': SOME,
  'POST /api/removePitch': SOME,
  'POST /api/postponeMatches': SOME,
  'POST /api/setDefaultPitch': SOME,
  // Matches.
  'POST /api/updateMatchDate': MANY,
  'POST /api/proposeMatchDate': SOME,
  'POST /api/answerMatchDateProposal': SOME,
  'POST /api/withdrawMatchDateProposal': SOME,
  'POST /api/setMatchPitch': SOME,
  // A player changes their answer now and then; a reminder mails a whole team, so fewer.
  'POST /api/setAvailability': SOME,
  'POST /api/remindSquad': FEW,
  'POST /api/assignReferee': SOME,
  // Free agents (decision 098): a profile now and then, a captain's invitations, their answers.
  'POST /api/setFreeAgent': SOME,
  'POST /api/removeFreeAgent': SOME,
  'POST /api/inviteFreeAgent': SOME,
  'POST /api/answerInvitation': SOME,
  'POST /api/addResult': MANY,
  'POST /api/acceptResult': MANY,
  'POST /api/addscorer': MANY,
  'POST /api/declareForfeit': SOME,
  'POST /api/claimNoShow': SOME,
  'POST /api/confirmNoShow': SOME,
  // A referee taps every goal, half and whistle of a match, and undoes a few: a match's worth.
  'POST /api/addLiveEvent': MANY,
  // Discipline: a match day's cards, their disputes and decisions; a season's rules now and then.
  'POST /api/addCards': MANY,
  'POST /api/disputeCard': SOME,
  'POST /api/resolveCardDispute': SOME,
  'POST /api/setDisciplineRules': FEW,
  'POST /api/adjustSuspension': SOME,
  // A referee answers each refereed match's result once.
  'POST /api/confirmResult': SOME,
  // Fair play: a captain rates each match once; an admin sets a season's tie-break now and then.
  'POST /api/rateFairPlay': SOME,
  'POST /api/setFairPlayTiebreak': FEW,
};

/** Password changes through resetPassword, counted per account after the token check (each one hashes). */
export const PASSWORD_BUDGET: WriteBudget = { max: 5, window: '15 minutes' };
