/**
 * Who may call what (docs/PRODUCT.md#roles): for every API route, the HTTP status each actor gets
 * for a well-formed call. authorization-matrix.test.ts walks this whole table against the real
 * app and fails when a registered /api route is missing here, so a new route must be added.
 *
 * Actors (their world is built by the test):
 *   anonymous        no token
 *   USER             signed in, no team and no join request
 *   requester        USER with a pending join request for team A
 *   PLAYER           player of accepted team A
 *   CAPTAIN_PENDING  main captain of pending team P
 *   CAPTAIN          main captain of accepted team A
 *   co-captain       co-captain (role CAPTAIN) of team A
 *   ADMIN            admin, in no team
 *
 * Scopes, for calls aimed at a team or at one of its members:
 *   own    the actor's team (P for CAPTAIN_PENDING, A for everybody else, including those
 *          who are not in it: USER, requester, ADMIN, anonymous)
 *   other  team B, an accepted team none of the actors belongs to
 *   any    calls not aimed at a team
 * What the call targets in each scope is spelled out in `target`.
 */

export const ACTORS = [
  'anonymous',
  'USER',
  'requester',
  'PLAYER',
  'CAPTAIN_PENDING',
  'CAPTAIN',
  'co-captain',
  'ADMIN',
] as const;
export type Actor = (typeof ACTORS)[number];
export type Scope = 'own' | 'other' | 'any';
export type Expectation = Record<Actor, number>;

export interface MatrixEntry {
  /** The call changes data: each case gets a world of its own. */
  mutates: boolean;
  /** What the call is aimed at. */
  target: string;
  expect: Partial<Record<Scope, Expectation>>;
}

const everyone = (status: number): Expectation =>
  Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Expectation;

/** Signed-in actors get `status` unless listed; anonymous callers get 401. */
const signedIn = (status: number, exceptions: Partial<Expectation> = {}): Expectation => ({
  ...everyone(status),
  anonymous: 401,
  ...exceptions,
});

const adminOnly = signedIn(403, { ADMIN: 200 });
// A captain naming someone outside the own team gets the same 409 whoever that is (nobody, a
// stranger, another team's player or requester), so roster calls cannot probe other teams.
const captainsNamingOutsiders = signedIn(403, { CAPTAIN: 409, 'co-captain': 409, ADMIN: 200 });
const captainsOfA = signedIn(403, { CAPTAIN: 200, 'co-captain': 200, ADMIN: 200 });

export const authorizationMatrix: Record<string, MatrixEntry> = {
  // Public reads.
  'GET /api/getSeasons': { mutates: false, target: 'all seasons', expect: { any: everyone(200) } },
  'GET /api/getSeasonList': {
    mutates: false,
    target: 'the seasons without their matches',
    expect: { any: everyone(200) },
  },
  'GET /api/getSeason': { mutates: false, target: 'one season', expect: { any: everyone(200) } },
  'GET /api/getGroups': { mutates: false, target: 'all groups', expect: { any: everyone(200) } },
  'GET /api/getAcceptedTeams': { mutates: false, target: 'accepted teams', expect: { any: everyone(200) } },
  'GET /api/gettopscorer': { mutates: false, target: 'top scorers', expect: { any: everyone(200) } },
  'GET /api/getBoardMembers': { mutates: false, target: 'board members', expect: { any: everyone(200) } },
  'GET /api/getLeagueDetails': {
    mutates: false,
    target: "the league's details",
    expect: { any: everyone(200) },
  },
  'GET /api/getLeagueText': { mutates: false, target: 'the privacy policy', expect: { any: everyone(200) } },
  'GET /api/getSettings': { mutates: false, target: 'league settings', expect: { any: everyone(200) } },
  'GET /api/version': { mutates: false, target: 'the running build', expect: { any: everyone(200) } },
  'POST /api/getTeams': {
    mutates: false,
    target: 'all teams (contacts for admins only)',
    expect: { any: everyone(200) },
  },
  'POST /api/getPenaltyDeductions': {
    mutates: false,
    target: 'an existing season',
    expect: { any: everyone(200) },
  },
  'GET /api/getPitches': { mutates: false, target: 'all pitches', expect: { any: everyone(200) } },

  // Accounts and sessions (their own tests cover the details; here: a well-formed call).
  'POST /api/signup': { mutates: true, target: 'a new address', expect: { any: everyone(200) } },
  'GET /api/confirm': {
    mutates: false,
    target: 'an unknown link token (redirects with confirmed=0)',
    expect: { any: everyone(302) },
  },
  'POST /api/login': {
    mutates: false,
    target: "the actor's address (a stranger's for anonymous) with a wrong password",
    expect: { any: everyone(401) },
  },
  'POST /api/verify': {
    mutates: false,
    target: "the actor's token ('' for anonymous)",
    expect: { any: everyone(200) },
  },
  'POST /api/resendverification': { mutates: false, target: 'any address', expect: { any: everyone(200) } },
  'POST /api/requestPasswordReset': {
    mutates: true,
    target: "the actor's address",
    expect: { any: everyone(200) },
  },
  'POST /api/resetPassword': {
    mutates: true,
    target: "the actor's session token and current password (an invalid token for anonymous)",
    expect: { any: signedIn(200) },
  },
  'POST /api/getUserByToken': { mutates: false, target: 'self', expect: { any: signedIn(200) } },
  'POST /api/logout': {
    mutates: true,
    target: "self (the caller's session)",
    expect: { any: signedIn(200) },
  },
  'POST /api/updateUserByToken': { mutates: true, target: 'self (name)', expect: { any: signedIn(200) } },
  'POST /api/deleteAccount': {
    mutates: true,
    target: 'self',
    // A main captain of a team with other members must hand it over first (P has a player).
    expect: { any: signedIn(200, { CAPTAIN: 409, CAPTAIN_PENDING: 409 }) },
  },

  // Calendar feeds: every signed-in user has a personal feed (with or without a team).
  'POST /api/getCalendarLinks': {
    mutates: true,
    target: "self (the caller's feed links; the personal one is made on first call)",
    expect: { any: signedIn(200) },
  },
  'POST /api/resetCalendarLink': {
    mutates: true,
    target: "self (the caller's personal feed link)",
    expect: { any: signedIn(200) },
  },

  // The to-do list: every signed-in user has one (possibly empty), decided for the caller alone.
  'POST /api/getTodos': {
    mutates: false,
    target: "self (the caller's to-dos)",
    expect: { any: signedIn(200) },
  },

  // Free agents (decision 098): a profile is the caller's own; captains (and admins) see them.
  'POST /api/setFreeAgent': {
    mutates: true,
    target: "self (the caller's free agent profile, willing to help out)",
    expect: { any: signedIn(200) },
  },
  'POST /api/removeFreeAgent': {
    mutates: true,
    target: "self (the caller's free agent profile)",
    expect: { any: signedIn(200) },
  },
  'POST /api/getMyFreeAgent': {
    mutates: false,
    target: "self (the caller's free agent profile)",
    expect: { any: signedIn(200) },
  },
  'POST /api/getFreeAgents': {
    mutates: false,
    target: 'the free agent profiles up now',
    expect: { any: signedIn(403, { CAPTAIN: 200, 'co-captain': 200, ADMIN: 200 }) },
  },
  'POST /api/inviteFreeAgent': {
    mutates: true,
    target: "a new user in no team with a profile up, to the caller's team",
    expect: { any: signedIn(403, { CAPTAIN: 200, 'co-captain': 200 }) },
  },
  'POST /api/getInvitations': {
    mutates: false,
    target: "self (the caller's invitations)",
    expect: { any: signedIn(200) },
  },
  'POST /api/answerInvitation': {
    mutates: true,
    target: "self: declines B's invitation of the caller to one of its upcoming matches",
    expect: { any: signedIn(200) },
  },

  // Notification mail switches: every signed-in user has their own.
  'POST /api/getNotificationSettings': {
    mutates: false,
    target: "self (the caller's notification switches)",
    expect: { any: signedIn(200) },
  },
  'POST /api/updateNotificationSettings': {
    mutates: true,
    target: "self (the caller's notification switches)",
    expect: { any: signedIn(200) },
  },
  // The in-app notification list: each signed-in user reads and marks only their own items.
  'POST /api/getNotifications': {
    mutates: false,
    target: "self (the caller's notification items)",
    expect: { any: signedIn(200) },
  },
  'POST /api/markNotificationsRead': {
    mutates: true,
    target: "self (the caller's notification items; others' ids are ignored)",
    expect: { any: signedIn(200) },
  },

  // Teams and membership.
  'POST /api/getMyTeam': { mutates: false, target: "the caller's team", expect: { any: signedIn(200) } },
  'POST /api/createTeam': {
    mutates: true,
    target: 'a new team name',
    expect: { any: signedIn(409, { USER: 200, ADMIN: 403 }) },
  },
  'GET /api/getTeamRequests': {
    mutates: false,
    target: 'all pending teams',
    expect: { any: signedIn(403, { ADMIN: 200 }) },
  },
  'POST /api/updateSettings': {
    mutates: true,
    target: 'registration_open',
    expect: { any: signedIn(403, { ADMIN: 200 }) },
  },
  'POST /api/joinTeam': {
    mutates: true,
    target: 'team B (accepted, active)',
    expect: { other: signedIn(409, { USER: 200, ADMIN: 403 }) },
  },
  'POST /api/acceptPlayer': {
    mutates: true,
    target: 'a (second) requester of the team',
    expect: {
      own: signedIn(403, { CAPTAIN: 200, 'co-captain': 200, ADMIN: 200 }),
      other: captainsNamingOutsiders,
    },
  },
  'POST /api/updateCaptainStatus': {
    mutates: true,
    target: 'a PLAYER of the team (not the actor), make_captain true',
    expect: {
      own: signedIn(403, { CAPTAIN: 200, ADMIN: 200 }),
      other: captainsNamingOutsiders,
    },
  },
  'POST /api/handOverCaptaincy': {
    mutates: true,
    target: "the team's co-captain (not the actor; B's for other)",
    expect: {
      own: signedIn(403, { CAPTAIN: 200, ADMIN: 200 }),
      other: signedIn(403, { ADMIN: 200 }),
    },
  },
  'POST /api/updateTeam': {
    mutates: true,
    target: 'the team, new name and name_short',
    expect: {
      own: signedIn(403, { CAPTAIN: 200, 'co-captain': 200, ADMIN: 200 }),
      other: signedIn(403, { ADMIN: 200 }),
    },
  },
  'POST /api/updateTeamLogo': {
    mutates: true,
    target: 'the team (own: P for CAPTAIN_PENDING, else accepted team A), a small PNG',
    expect: {
      own: signedIn(403, { CAPTAIN_PENDING: 200, CAPTAIN: 200, 'co-captain': 200, ADMIN: 200 }),
      other: signedIn(403, { ADMIN: 200 }),
    },
  },
  'POST /api/deleteTeam': {
    mutates: true,
    target: 'the team (own: P for CAPTAIN_PENDING, else accepted team A)',
    expect: {
      own: signedIn(403, { CAPTAIN_PENDING: 200, ADMIN: 200 }),
      other: signedIn(403, { ADMIN: 200 }),
    },
  },
  'POST /api/acceptTeam': {
    mutates: true,
    target: 'pending team P with its captain',
    expect: { any: signedIn(403, { ADMIN: 200 }) },
  },
  'POST /api/removePlayerFromTeam': {
    mutates: true,
    target: 'a PLAYER of the team (not the actor)',
    expect: {
      own: signedIn(403, { CAPTAIN: 200, 'co-captain': 200, ADMIN: 200 }),
      other: captainsNamingOutsiders,
    },
  },
  'POST /api/leaveTeam': {
    mutates: true,
    target: "the caller's own membership",
    expect: { any: signedIn(409, { PLAYER: 200, 'co-captain': 200 }) },
  },

  // Board members on Meet the Team (admin only).
  'POST /api/listBoardMembers': { mutates: false, target: 'the board members', expect: { any: adminOnly } },
  'POST /api/addBoardMember': {
    mutates: true,
    target: 'a new board member with a photo',
    expect: { any: adminOnly },
  },
  'POST /api/updateBoardMember': {
    mutates: true,
    target: 'an existing board member',
    expect: { any: adminOnly },
  },
  'POST /api/removeBoardMember': {
    mutates: true,
    target: 'an existing board member',
    expect: { any: adminOnly },
  },
  'POST /api/reorderBoardMembers': {
    mutates: true,
    target: 'every board member, in reverse order',
    expect: { any: adminOnly },
  },

  // The league's details and texts (admin only; decision 043).
  'POST /api/getLeagueTexts': { mutates: false, target: 'every league text', expect: { any: adminOnly } },
  'POST /api/updateLeagueText': {
    mutates: true,
    target: 'the English terms, a new version',
    expect: { any: adminOnly },
  },
  'POST /api/getLeagueTextVersions': {
    mutates: false,
    target: 'the versions of the German imprint',
    expect: { any: adminOnly },
  },
  'POST /api/restoreLeagueTextVersion': {
    mutates: true,
    target: 'the installed version of the German privacy policy',
    expect: { any: adminOnly },
  },
  'POST /api/getFailedMails': { mutates: false, target: 'the failed mails', expect: { any: adminOnly } },
  'POST /api/resendFailedMail': { mutates: true, target: 'a failed mail', expect: { any: adminOnly } },
  'POST /api/updateLeagueDetails': {
    mutates: true,
    target: "the league's details, a new phone number",
    expect: { any: adminOnly },
  },
  // Eligibility and the participation terms (decisions 096, 097): each signed-in user's own.
  'POST /api/getEligibility': {
    mutates: false,
    target: "the caller's own status",
    expect: { any: signedIn(200) },
  },
  'POST /api/addUniversityAddress': {
    mutates: true,
    target: 'a second address, while the league lists no domains: at none of them',
    expect: { any: signedIn(409) },
  },
  'POST /api/approveEligibility': {
    mutates: true,
    target: "A's player, with a reason",
    expect: { any: adminOnly },
  },
  'POST /api/getParticipationTerms': {
    mutates: false,
    target: "the terms' version and the caller's acceptance",
    expect: { any: signedIn(200) },
  },
  'POST /api/acceptParticipationTerms': {
    mutates: true,
    target: 'a version of the terms while the league has none: outdated',
    expect: { any: signedIn(409) },
  },

  // The audit log: admins read every team's entries; captains (pending ones too) their own team's.
  'POST /api/getAuditLog': {
    mutates: false,
    target: 'the entries of the team (own: P for CAPTAIN_PENDING, else A; other: B)',
    expect: {
      own: signedIn(403, { CAPTAIN_PENDING: 200, CAPTAIN: 200, 'co-captain': 200, ADMIN: 200 }),
      other: adminOnly,
    },
  },

  // Seasons (admin only).
  'POST /api/addSeason': { mutates: true, target: 'a new season name', expect: { any: adminOnly } },
  'POST /api/getDrawCandidates': {
    mutates: false,
    target: 'the teams a draw would take and leave out',
    expect: { any: adminOnly },
  },
  'POST /api/createGroups': {
    mutates: true,
    target: 'a new season without groups (two teams of 20 exist)',
    expect: { any: adminOnly },
  },
  'POST /api/createMatches': {
    mutates: true,
    target: 'a new season with groups and no matches',
    expect: { any: adminOnly },
  },
  'POST /api/deleteSeason': { mutates: true, target: "the world's season", expect: { any: adminOnly } },
  'POST /api/regenerateTablesOfSeason': {
    mutates: true,
    target: "the world's season",
    expect: { any: adminOnly },
  },
  'POST /api/closeGroupStage': {
    mutates: true,
    target: "the world's season (open group matches)",
    expect: { any: adminOnly },
  },
  'POST /api/setPenaltyRule': {
    mutates: true,
    target: "the world's season, rule 'threshold'",
    expect: { any: adminOnly },
  },
  'POST /api/setAutoAcceptHours': {
    mutates: true,
    target: "the world's season, 48 hours",
    expect: { any: adminOnly },
  },
  'POST /api/getPenaltyAdjustments': {
    mutates: false,
    target: "the world's season",
    expect: { any: adminOnly },
  },
  'POST /api/addPenaltyAdjustment': {
    mutates: true,
    target: "team C (drawn) in the world's season, one duty",
    expect: { any: adminOnly },
  },
  'POST /api/removePenaltyAdjustment': {
    mutates: true,
    target: "an adjustment in the world's season",
    expect: { any: adminOnly },
  },

  // Pitches (admin only); each call gets a pitch of its own.
  'POST /api/addPitch': { mutates: true, target: 'a new pitch name', expect: { any: adminOnly } },
  'POST /api/updatePitch': { mutates: true, target: 'an unused pitch, new name', expect: { any: adminOnly } },
  'POST /api/removePitch': { mutates: true, target: 'an unused pitch', expect: { any: adminOnly } },
  'POST /api/postponeMatches': {
    mutates: true,
    target: "the day of the own team's upcoming match",
    expect: { any: adminOnly },
  },
  'POST /api/setDefaultPitch': { mutates: true, target: 'an unused pitch', expect: { any: adminOnly } },

  // Match day. own: a match of team A (P for CAPTAIN_PENDING has none: A's match is used);
  // other: a match of team B. Opponent C, referee teams D and E (see the test's world).
  'POST /api/getPendingResults': {
    mutates: false,
    target: "the world's season (A vs C and C vs D refereed by A have pending results)",
    expect: { any: signedIn(403, { CAPTAIN: 200, 'co-captain': 200, ADMIN: 200 }) },
  },
  'POST /api/updateMatchDate': {
    mutates: true,
    target: 'an undated A (own) or B (other) match, dated two weeks ahead (a dated one moves by consent)',
    expect: { own: captainsOfA, other: adminOnly },
  },
  // Moving a match by consent (decision 035): the upcoming A (own) or B (other) match against C.
  'POST /api/getMatchDateProposals': {
    mutates: false,
    target: 'the open proposals the caller may see (none is an empty list)',
    expect: { any: signedIn(200) },
  },
  'POST /api/proposeMatchDate': {
    mutates: true,
    target: 'the upcoming A (own) or B (other) match, a kick-off two weeks ahead (admins set dates directly)',
    expect: { own: signedIn(403, { CAPTAIN: 200, 'co-captain': 200 }), other: signedIn(403) },
  },
  'POST /api/answerMatchDateProposal': {
    mutates: true,
    target: "C's captain's proposal to move the upcoming A (own) or B (other) match, accepted",
    expect: { own: captainsOfA, other: adminOnly },
  },
  'POST /api/withdrawMatchDateProposal': {
    mutates: true,
    target: "the own team's proposal to move its upcoming match: A's captain's (own), B's captain's (other)",
    expect: { own: signedIn(403, { CAPTAIN: 200, 'co-captain': 200 }), other: signedIn(403) },
  },
  'POST /api/setMatchPitch': {
    mutates: true,
    target: 'an upcoming A (own) or B (other) match, a new pitch',
    expect: { own: captainsOfA, other: adminOnly },
  },
  'POST /api/assignReferee': {
    mutates: true,
    target:
      'a match refereed by A (own) or B (other) in slot 1, before its kick-off, a player of that team, slot left to default',
    expect: { own: captainsOfA, other: adminOnly },
  },
  'POST /api/addResult': {
    mutates: true,
    target: 'the A (own) or B (other) match, 2:1',
    expect: { own: captainsOfA, other: adminOnly },
  },
  'POST /api/setAvailability': {
    mutates: true,
    target: 'yes for the upcoming A (own) or B (other) match, a week ahead',
    expect: { own: signedIn(403, { PLAYER: 200, CAPTAIN: 200, 'co-captain': 200 }), other: signedIn(403) },
  },
  'POST /api/getSquad': {
    mutates: false,
    target:
      "the upcoming A (own) or B (other) match: the caller's team's squad (an admin's: the home team's)",
    expect: {
      own: signedIn(403, { PLAYER: 200, CAPTAIN: 200, 'co-captain': 200, ADMIN: 200 }),
      other: adminOnly,
    },
  },
  'POST /api/suggestReferees': {
    mutates: false,
    target: 'slot 1 of a match refereed by A (own) or B (other)',
    expect: { own: captainsOfA, other: adminOnly },
  },
  'POST /api/remindSquad': {
    mutates: true,
    target: "the upcoming A (own) or B (other) match: mails the home team's unanswered players",
    expect: { own: captainsOfA, other: adminOnly },
  },
  'POST /api/acceptResult': {
    mutates: true,
    target: "the pending 1:0 suggested by C's captain in the A (own) or B (other) match",
    expect: { own: captainsOfA, other: adminOnly },
  },
  'POST /api/addscorer': {
    mutates: true,
    target: "the pending 1:0 in the A (own) or B (other) match: that team's goal to one of its players",
    expect: { own: captainsOfA, other: adminOnly },
  },
  'POST /api/declareForfeit': {
    mutates: true,
    target: 'the A (own) or B (other) match against C a week ahead, with a reason (admins use addResult)',
    expect: { own: signedIn(403, { CAPTAIN: 200, 'co-captain': 200 }), other: signedIn(403) },
  },
  'POST /api/claimNoShow': {
    mutates: true,
    target: 'the A (own) or B (other) match against C, kicked off an hour ago: the other team did not come',
    expect: { own: signedIn(403, { CAPTAIN: 200, 'co-captain': 200 }), other: signedIn(403) },
  },
  'POST /api/confirmNoShow': {
    mutates: true,
    target:
      "C's captain's claim that A (own) or B (other) did not come, no referee appointed (an appointed referee confirms too: forfeits.test.ts)",
    expect: { own: adminOnly, other: adminOnly },
  },
  'POST /api/addLiveEvent': {
    mutates: true,
    target:
      'a goal for A (own) or B (other) in its match against C, kicked off an hour ago (an appointed referee records too: live.test.ts)',
    expect: { own: captainsOfA, other: adminOnly },
  },
  'POST /api/getLiveEvents': {
    mutates: false,
    target: "the A match's live events",
    expect: { any: everyone(200) },
  },
  'POST /api/addCards': {
    mutates: true,
    target:
      "a yellow for C's player on the pending 1:0 of the A (own) or B (other) match (appointed referees record too: discipline.test.ts)",
    expect: { own: captainsOfA, other: adminOnly },
  },
  'POST /api/disputeCard': {
    mutates: true,
    target: "a yellow C's captain recorded for A's (own) or B's (other) player on the pending 1:0 against C",
    expect: { own: signedIn(403, { CAPTAIN: 200, 'co-captain': 200 }), other: signedIn(403) },
  },
  'POST /api/resolveCardDispute': {
    mutates: true,
    target: "the disputed yellow of C's captain for A's (own) or B's (other) player: kept",
    expect: { own: adminOnly, other: adminOnly },
  },
  'POST /api/confirmResult': {
    mutates: true,
    target:
      "the pending 1:0 of C vs D, kicked off 3 hours ago, refereed by A's (own) or B's (other) player; admins settle rather than answer (confirm-result.test.ts)",
    expect: { own: signedIn(403, { PLAYER: 200 }), other: signedIn(403) },
  },
  'POST /api/setDisciplineRules': {
    mutates: true,
    target: "the world's season: 4 yellows -> 1 match, yellow-red 1, red 3",
    expect: { any: adminOnly },
  },
  'POST /api/getMatchCards': {
    mutates: false,
    target: "the A match's cards (a visitor sees the final result's only: discipline.test.ts)",
    expect: { any: everyone(200) },
  },
  'POST /api/getDisciplineRules': {
    mutates: false,
    target: "the world's season's rules (the defaults)",
    expect: { any: everyone(200) },
  },
  'POST /api/getSuspensions': {
    mutates: false,
    target: "the world's season: a member sees the own team's bans",
    expect: {
      any: signedIn(200, { USER: 403, requester: 403, CAPTAIN_PENDING: 403 }),
    },
  },
  'POST /api/getPlayerCards': {
    mutates: false,
    target: "the world's season: a member sees the own team's players' cards",
    expect: {
      any: signedIn(200, { USER: 403, requester: 403, CAPTAIN_PENDING: 403 }),
    },
  },
  'POST /api/adjustSuspension': {
    mutates: true,
    target: "the red card of A's (own) or B's (other) player in a final match against C: lifted",
    expect: { own: adminOnly, other: adminOnly },
  },
  // Fair play (decision 094): the two sides' captains rate; the table is public, the referees' admins'.
  'POST /api/rateFairPlay': {
    mutates: true,
    target: 'the other team of the A (own) or B (other) match against C with its pending 1:0: C rated 4',
    expect: { own: signedIn(403, { CAPTAIN: 200, 'co-captain': 200 }), other: signedIn(403) },
  },
  'POST /api/getMatchFairPlay': {
    mutates: false,
    target: 'the ratings of the A (own) or B (other) match against C',
    expect: { own: captainsOfA, other: adminOnly },
  },
  'POST /api/getFairPlayTable': {
    mutates: false,
    target: "the world's season's fair-play table",
    expect: { any: everyone(200) },
  },
  'POST /api/getRefereeFairPlay': {
    mutates: false,
    target: "the world's season's referees' averages",
    expect: { any: adminOnly },
  },
  'POST /api/setFairPlayTiebreak': {
    mutates: true,
    target: "the world's season: ties broken by fair play",
    expect: { any: adminOnly },
  },
  // Push (decision 091): anyone follows teams, with or without an account; the endpoint is the
  // browser's secret, so whoever knows it may stop its pushes.
  'GET /api/getPushKey': {
    mutates: false,
    target: "the server's VAPID public key",
    expect: { any: everyone(200) },
  },
  'POST /api/subscribePush': {
    mutates: true,
    target: 'a new subscription (a public https endpoint) following team A',
    expect: { any: everyone(200) },
  },
  'POST /api/openedPush': {
    mutates: true,
    target:
      "an item's push receipt with a wrong token: nothing changes, the same answer (push.test.ts opens one)",
    expect: { any: everyone(200) },
  },
  'POST /api/unsubscribePush': {
    mutates: true,
    target: 'an endpoint nobody subscribed (the answer is the same for a known one)',
    expect: { any: everyone(200) },
  },
  'GET /api/live': {
    mutates: false,
    target: 'the live stream, replaying the live window',
    expect: { any: everyone(200) },
  },
  'POST /api/getNoShowClaims': {
    mutates: false,
    target: "the world's season's claims waiting for a confirmation",
    expect: { any: signedIn(200) },
  },
};

/**
 * The writes that leave no audit log entry (docs/PRODUCT.md#audit-log, decision 034), with why.
 * authorization-matrix.test.ts checks every other call that changes data: each of its successes
 * must leave an entry by its caller, each refusal none. A new write route is audited, or named here.
 */
export const NOT_AUDITED: Record<string, string> = {
  'POST /api/signup': 'an account of its own, before anybody is signed in; no league data changes',
  'POST /api/requestPasswordReset': 'mails a link to the owner of the address; no league data changes',
  'POST /api/resetPassword': "the caller's own password",
  'POST /api/logout': "the caller's own session",
  'POST /api/getCalendarLinks': "the caller's own feed link, made on first call",
  'POST /api/resetCalendarLink': "the caller's own feed link",
  'POST /api/updateNotificationSettings': "the caller's own mail switches",
  'POST /api/markNotificationsRead': "the caller's own read marks in the notification list",
  'POST /api/joinTeam':
    "a user's request to join, not a captain's write; its answer (acceptPlayer) is recorded",
  'POST /api/setAvailability': "the caller's own answer whether they come to a match (decision 081)",
  'POST /api/subscribePush': "the caller's own browser's push subscription, or a visitor's (decision 091)",
  'POST /api/unsubscribePush': "a browser's own push subscription (decision 091)",
  'POST /api/openedPush': "an item of a user's own notification list read by opening its push (decision 091)",
  'POST /api/remindSquad': 'mails the players who have not answered; no data changes (decision 081)',
  'POST /api/addUniversityAddress':
    "mails a link to the caller's own second address; its confirmation is the caller's own (decision 096)",
  'POST /api/acceptParticipationTerms':
    "the caller's own acceptance, kept with its time in terms_acceptances (decision 097)",
  'POST /api/rateFairPlay':
    "a side's blind rating, kept with who rated and when in fair_play_ratings; an audit entry would show it before release (decision 094)",
  'POST /api/setFreeAgent': "the caller's own free agent profile (decision 098)",
  'POST /api/removeFreeAgent': "the caller's own free agent profile (decision 098)",
  'POST /api/inviteFreeAgent':
    'an invitation waiting for its answer, no roster change; an accepted team invitation is recorded (roster.accept)',
  'POST /api/answerInvitation':
    "the caller's own answer; one that joins a team is recorded as roster.accept, a guest's match is no roster change (decision 098)",
};

/** Number of (route, scope, actor) cases in the matrix. */
export const matrixSize = (): number =>
  Object.values(authorizationMatrix).reduce(
    (sum, entry) => sum + Object.keys(entry.expect).length * ACTORS.length,
    0,
  );
