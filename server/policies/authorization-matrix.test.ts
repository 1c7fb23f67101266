import { createECDH, randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toWallClockInput } from '../../common/league/kick-off';
import { LIMITS } from '../../common/limits';
import type { Db } from '../db/client';
import {
  buildMatch,
  buildResult,
  buildSeason,
  buildTeam,
  buildUser,
  DEFAULT_PASSWORD,
  type UserRow,
} from '../db/factories';
import {
  auditLog,
  boardMembers,
  cards,
  freeAgents,
  groups,
  groupTeams,
  invitations,
  leagueTextVersions,
  mailOutbox,
  matchDateProposals,
  matches,
  noShowClaims,
  penaltyAdjustments,
  pitches,
  results,
} from '../db/schema';
import { routeRegistry } from '../lib/route';
import { drawGroups } from '../services/season-setup';
import { TINY_PNG } from '../test/images';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  ACTORS,
  type Actor,
  authorizationMatrix,
  matrixSize,
  NOT_AUDITED,
  type Scope,
} from './authorization-matrix';
import { WRITE_BUDGETS } from './write-budgets';

// Hashes at a tiny cost (why: server/test/cheap-passwords.ts); it hashed 31 times at full cost.
vi.mock('../services/passwords', async (importOriginal) =>
  (await import('../test/cheap-passwords')).cheapPasswords(await importOriginal()),
);

/**
 * The cases, every route for every actor, run on PostgreSQL, the production database, and not
 * again on PGlite (decision 102): what they check is the server's (policies, statuses, audit
 * entries), and on PGlite they repeated 1,288 cases and 422 built leagues, ~95 s of one worker.
 * The checks of the matrix itself run on both.
 */
const RUN_CASES = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let shared: World;

beforeAll(async () => {
  t = await createTestApp();
  if (RUN_CASES) shared = await buildWorld(t.db);
});
afterAll(() => t.close());

interface TeamSide {
  id: number;
  captain: UserRow;
  /** A PLAYER who is not an actor: the target of promote and remove. */
  player: UserRow;
  /** A pending requester who is not an actor: the target of acceptPlayer. */
  requester: UserRow;
  /** The target of handOverCaptaincy: a co-captain (A's is the co-captain actor); a player in P, which has none. */
  coCaptain: UserRow;
}

interface World {
  actors: Record<Exclude<Actor, 'anonymous'>, UserRow>;
  A: TeamSide;
  B: TeamSide;
  P: TeamSide;
  /** A season: group 1 holds C, D, E (A and B stay deletable); the matches below are its group matches. */
  seasonId: number;
  /** Three more accepted teams (captain only) to play and referee against. */
  C: { id: number; captain: UserRow };
  D: { id: number; captain: UserRow };
  E: { id: number; captain: UserRow };
  /** A vs C, refereed by D and E, with a pending 1:0 suggested by C's captain. */
  own: { matchId: number; resultId: number };
  /** B vs C, refereed by D and E, with a pending 1:0 suggested by C's captain. */
  other: { matchId: number; resultId: number };
  /** A (own) or B (other) vs C a week ahead: a kick-off captains may still move (decision 020). */
  upcoming: { own: number; other: number };
  /** A (own) or B (other) vs C without a date: captains date it alone. */
  undated: { own: number; other: number };
  /** C vs D, refereed by A (slot 1) and E (slot 2). */
  refOwn: number;
  /** C vs D, refereed by B (slot 1) and E (slot 2). */
  refOther: number;
}

let unique = 0;

/** A browser's subscription as PushSubscription.toJSON() gives it, with real key sizes. */
const pushSubscription = (endpoint: string) => ({
  endpoint,
  keys: {
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});

/** Two accepted teams with captain, co-captain, players and requesters; a pending team; a loner; an admin. */
async function buildWorld(db: Db): Promise<World> {
  const a = await buildTeam(db, { size: 4, coCaptains: 1 });
  const b = await buildTeam(db, { size: 3, coCaptains: 1 });
  const p = await buildTeam(db, { accepted: false, size: 2 });
  const requester = () => buildUser(db, { role: 'USER', memberOf: a.team.id });
  const [requesterA, requesterA2] = [await requester(), await requester()];
  const requesterB = await buildUser(db, { role: 'USER', memberOf: b.team.id });
  // A pending team cannot be joined; this request is left over from before it was un-accepted.
  const requesterP = await buildUser(db, { role: 'USER', memberOf: p.team.id });
  const member = (members: UserRow[], i: number) => {
    const row = members[i];
    if (!row) throw new Error(`no member ${i}`);
    return row;
  };
  const [c, d, e] = [await buildTeam(db), await buildTeam(db), await buildTeam(db)];
  const season = await buildSeason(db);
  const [group1] = await db.insert(groups).values({ name: 'Group 1', seasonId: season.id }).returning();
  await db.insert(groups).values({ name: 'Group 2', seasonId: season.id });
  if (!group1) throw new Error('no group');
  await db.insert(groupTeams).values([c, d, e].map((x) => ({ groupId: group1.id, teamId: x.team.id })));
  const match = async (
    home: number,
    guest: number,
    ref1: number,
    ref2: number,
    inDays: number | null = -1 / 24,
  ) => {
    const row = await buildMatch(db, {
      seasonId: season.id,
      groupId: group1.id,
      homeId: home,
      guestId: guest,
      refereeTeamId: ref1,
      refereeTeamId2: ref2,
      // By default kicked off an hour ago: captains may enter results and scorers.
      date: inDays === null ? null : new Date(Date.now() + inDays * 24 * 3600 * 1000),
    });
    return row.id;
  };
  const withPending = async (matchId: number) => ({
    matchId,
    resultId: (await buildResult(db, { matchId, scoreHome: 1, scoreGuest: 0, submittedBy: c.captain.id })).id,
  });
  const ids = { c: c.team.id, d: d.team.id, e: e.team.id };
  return {
    C: { id: ids.c, captain: c.captain },
    D: { id: ids.d, captain: d.captain },
    E: { id: ids.e, captain: e.captain },
    own: await withPending(await match(a.team.id, ids.c, ids.d, ids.e)),
    other: await withPending(await match(b.team.id, ids.c, ids.d, ids.e)),
    upcoming: {
      own: await match(a.team.id, ids.c, ids.d, ids.e, 7),
      other: await match(b.team.id, ids.c, ids.d, ids.e, 7),
    },
    undated: {
      own: await match(a.team.id, ids.c, ids.d, ids.e, null),
      other: await match(b.team.id, ids.c, ids.d, ids.e, null),
    },
    // A week ahead: captains name referees until the kick-off.
    refOwn: await match(ids.c, ids.d, a.team.id, ids.e, 7),
    refOther: await match(ids.c, ids.d, b.team.id, ids.e, 7),
    actors: {
      USER: await buildUser(db),
      requester: requesterA,
      PLAYER: member(a.members, 2),
      CAPTAIN_PENDING: p.captain,
      CAPTAIN: a.captain,
      'co-captain': member(a.members, 1),
      ADMIN: await buildUser(db, { role: 'ADMIN' }),
    },
    A: {
      id: a.team.id,
      captain: a.captain,
      player: member(a.members, 3),
      requester: requesterA2,
      coCaptain: member(a.members, 1),
    },
    B: {
      id: b.team.id,
      captain: b.captain,
      player: member(b.members, 2),
      requester: requesterB,
      coCaptain: member(b.members, 1),
    },
    P: {
      id: p.team.id,
      captain: p.captain,
      player: member(p.members, 1),
      requester: requesterP,
      coCaptain: member(p.members, 1),
    },
    seasonId: season.id,
  };
}

/** Two teams the group draw takes (accepted, active, 20 members), built once per file. */
let bigTeams: Promise<unknown> | undefined;
const ensureBigTeams = () => {
  bigTeams ??= Promise.all(Array.from({ length: LIMITS.minDrawTeams }, () => buildTeam(t.db, { size: 20 })));
  return bigTeams;
};

interface Call {
  w: World;
  actor: Actor;
  user: UserRow | null;
  token: string | null;
  /** The team the scope points at: own (P for CAPTAIN_PENDING, else A), other (B). */
  team: TeamSide;
  scope: Scope;
}

/** `stream`: the answer is an event stream, read as far as its status and then closed. */
type Request = { url?: string; payload?: object; stream?: boolean };

/** A well-formed call per route; the actor's token travels in the Authorization header. */
const requests: Record<string, (c: Call) => Request | Promise<Request>> = {
  'GET /api/getSeasons': () => ({}),
  'GET /api/getSeasonList': () => ({}),
  'GET /api/getSeason': ({ w }) => ({ url: `/api/getSeason?season_id=${w.seasonId}` }),
  'GET /api/getGroups': () => ({}),
  'GET /api/getAcceptedTeams': () => ({}),
  'GET /api/gettopscorer': () => ({}),
  'GET /api/getBoardMembers': () => ({}),
  'GET /api/getLeagueDetails': () => ({}),
  'GET /api/getLeagueText': () => ({ url: '/api/getLeagueText?key=privacy' }),
  'POST /api/getLeagueTexts': () => ({ payload: {} }),
  'POST /api/updateLeagueText': () => ({
    payload: { key: 'terms', locale: 'en', body: `# Terms of use\n\nVersion ${++unique}.` },
  }),
  'POST /api/getLeagueTextVersions': () => ({ payload: { key: 'imprint', locale: 'de' } }),
  'POST /api/restoreLeagueTextVersion': async () => ({ payload: { version_id: await installedVersion() } }),
  'POST /api/getFailedMails': () => ({ payload: {} }),
  'POST /api/getEligibility': () => ({ payload: {} }),
  'POST /api/addUniversityAddress': () => ({ payload: { email: `second${++unique}@example.test` } }),
  'POST /api/approveEligibility': ({ w }) => ({
    payload: { user_id: w.actors.PLAYER.id, reason: 'Enrolment certificate seen' },
  }),
  'POST /api/getParticipationTerms': () => ({ payload: {} }),
  // The world has no terms (version 0), so any version is outdated: writing a text here would
  // make every other case's yes wait for the terms.
  'POST /api/acceptParticipationTerms': () => ({ payload: { version: 1 } }),
  'POST /api/resendFailedMail': async () => ({ payload: { mail_id: await failedMail() } }),
  'POST /api/updateLeagueDetails': () => ({
    payload: {
      name: 'Münchner Hochschul-Fußballliga e.V.',
      email: 'info@hochschulliga-muenchen.de',
      phone: `+49 89 ${++unique}`,
      street: 'Leopoldstraße 15',
      postal_code: '80802',
      city: 'München',
      register: 'VR 212345, Amtsgericht München',
      board: 'Lena Hofmann',
      content_responsible: 'Lena Hofmann',
      instagram: 'https://www.instagram.com/hochschulliga.muenchen/',
    },
  }),
  'GET /api/getSettings': () => ({}),
  'GET /api/version': () => ({}),
  'POST /api/getTeams': () => ({ payload: {} }),
  'POST /api/getPenaltyDeductions': ({ w }) => ({ payload: { season_id: w.seasonId } }),
  'POST /api/listBoardMembers': () => ({ payload: {} }),
  'POST /api/addBoardMember': () => ({ payload: { ...boardFields(), photo: TINY_PNG } }),
  'POST /api/updateBoardMember': async () => ({
    payload: { board_member_id: await newBoardMember(), ...boardFields() },
  }),
  'POST /api/removeBoardMember': async () => ({ payload: { board_member_id: await newBoardMember() } }),
  'POST /api/reorderBoardMembers': async () => {
    await newBoardMember();
    const rows = await t.db.select({ id: boardMembers.id }).from(boardMembers);
    return { payload: { ids: rows.map((r) => r.id).reverse() } };
  },
  'POST /api/getAuditLog': ({ team }) => ({ payload: { team_id: team.id } }),
  'GET /api/getPitches': () => ({}),
  'POST /api/addPitch': () => ({ payload: pitchFields() }),
  'POST /api/updatePitch': async () => ({ payload: { pitch_id: await newPitch(), ...pitchFields() } }),
  'POST /api/removePitch': async () => ({ payload: { pitch_id: await newPitch() } }),
  // A day of its own for the world's match: every world's upcoming match kicks off on the same
  // day, and postponing hundreds of them (with their mails) outlasted the test's timeout.
  'POST /api/postponeMatches': async ({ w }) => {
    const day = new Date(Date.UTC(2031, 0, 1, 18) + ++unique * 86_400_000);
    await t.db.update(matches).set({ date: day }).where(eq(matches.id, w.upcoming.own));
    return {
      payload: { date: toWallClockInput(day).slice(0, 10), reason: 'Pitch closed after heavy rain' },
    };
  },
  'POST /api/setDefaultPitch': async () => ({ payload: { pitch_id: await newPitch() } }),
  'POST /api/setMatchPitch': async ({ w, scope }) => ({
    payload: { match_id: scope === 'other' ? w.upcoming.other : w.upcoming.own, pitch_id: await newPitch() },
  }),
  'POST /api/signup': () => ({
    payload: {
      email: `matrix-${++unique}-${Date.now().toString(36)}@example.test`,
      password: 'correct horse battery',
      name: 'Matrix Person',
      phone: '+4915112345678',
    },
  }),
  'GET /api/confirm': () => ({ url: '/api/confirm?token=not-a-real-token' }),
  'POST /api/login': ({ w, user }) => ({
    payload: { email: (user ?? w.actors.USER).mail, password: 'definitely-wrong-password' },
  }),
  'POST /api/verify': ({ token }) => ({ payload: { token: token ?? '' } }),
  'POST /api/resendverification': () => ({ payload: { email: 'nobody@example.test' } }),
  'POST /api/requestPasswordReset': ({ user }) => ({
    payload: { email: user?.mail ?? 'nobody@example.test' },
  }),
  'POST /api/resetPassword': ({ token }) => ({
    payload: {
      access_token: token ?? 'not-a-token',
      password: 'a brand new password',
      current_password: DEFAULT_PASSWORD,
    },
  }),
  'POST /api/getUserByToken': () => ({ payload: {} }),
  'POST /api/logout': () => ({ payload: {} }),
  'POST /api/updateUserByToken': () => ({ payload: { name: 'Renamed Person' } }),
  'POST /api/deleteAccount': () => ({ payload: {} }),
  'POST /api/getCalendarLinks': () => ({ payload: {} }),
  'POST /api/resetCalendarLink': () => ({ payload: {} }),
  'POST /api/getTodos': () => ({ payload: {} }),
  'POST /api/getNotificationSettings': () => ({ payload: {} }),
  'POST /api/updateNotificationSettings': () => ({ payload: { results: false } }),
  'POST /api/getNotifications': () => ({ payload: {} }),
  'POST /api/markNotificationsRead': () => ({ payload: {} }),
  'POST /api/getMyTeam': () => ({ payload: {} }),
  'POST /api/createTeam': () => ({ payload: { name: `Matrix FC ${++unique}`, name_short: 'MFC' } }),
  'GET /api/getTeamRequests': () => ({}),
  'POST /api/updateSettings': () => ({ payload: { registration_open: true } }),
  'POST /api/joinTeam': ({ team }) => ({ payload: { team_id: team.id } }),
  'POST /api/acceptPlayer': ({ team }) => ({ payload: { user_id: team.requester.id, accept: true } }),
  'POST /api/updateCaptainStatus': ({ team }) => ({
    payload: { player_id: team.player.id, make_captain: true },
  }),
  'POST /api/handOverCaptaincy': ({ team }) => ({
    payload: { team_id: team.id, user_id: team.coCaptain.id },
  }),
  'POST /api/updateTeam': ({ team }) => ({
    payload: { team_id: team.id, name: `Renamed FC ${++unique}`, name_short: 'RFC' },
  }),
  'POST /api/updateTeamLogo': ({ team }) => ({ payload: { team_id: team.id, logo: TINY_PNG } }),
  'POST /api/deleteTeam': ({ team }) => ({ payload: { team_id: team.id } }),
  'POST /api/acceptTeam': ({ w }) => ({ payload: { team_id: w.P.id, captain_id: w.P.captain.id } }),
  'POST /api/removePlayerFromTeam': ({ team }) => ({ payload: { player_id: team.player.id } }),
  'POST /api/leaveTeam': () => ({ payload: {} }),
  'POST /api/addSeason': () => ({ payload: { name: `Matrix Season ${++unique}` } }),
  'POST /api/getDrawCandidates': () => ({ payload: {} }),
  'POST /api/createGroups': async () => {
    await ensureBigTeams();
    return { payload: { season_id: (await buildSeason(t.db)).id } };
  },
  'POST /api/createMatches': async ({ w }) => {
    const season = await buildSeason(t.db);
    await drawGroups(t.db, season.id, [w.A.id, w.B.id, w.C.id, w.D.id], Math.random);
    return { payload: { season_id: season.id } };
  },
  'POST /api/deleteSeason': ({ w }) => ({ payload: { season_id: w.seasonId } }),
  'POST /api/regenerateTablesOfSeason': ({ w }) => ({ payload: { season_id: w.seasonId } }),
  'POST /api/closeGroupStage': ({ w }) => ({ payload: { season_id: w.seasonId } }),
  'POST /api/setPenaltyRule': ({ w }) => ({ payload: { season_id: w.seasonId, rule: 'threshold' } }),
  'POST /api/setAutoAcceptHours': ({ w }) => ({ payload: { season_id: w.seasonId, hours: 48 } }),
  'POST /api/getPenaltyAdjustments': ({ w }) => ({ payload: { season_id: w.seasonId } }),
  'POST /api/addPenaltyAdjustment': ({ w }) => ({
    payload: { season_id: w.seasonId, team_id: w.C.id, duties: 1, reason: 'Matrix check' },
  }),
  'POST /api/removePenaltyAdjustment': async ({ w }) => {
    const [row] = await t.db
      .insert(penaltyAdjustments)
      .values({ seasonId: w.seasonId, teamId: w.C.id, duties: 1, reason: 'Matrix check' })
      .returning();
    return { payload: { adjustment_id: row?.id } };
  },
  'POST /api/getPendingResults': ({ w }) => ({ payload: { season_id: w.seasonId } }),
  'POST /api/declareForfeit': ({ w, scope }) => ({
    payload: { match_id: scope === 'other' ? w.upcoming.other : w.upcoming.own, reason: 'Exams' },
  }),
  // A suggested result means the match was played (decision 082): a no-show needs a match without one.
  'POST /api/claimNoShow': async ({ w, scope }) => {
    const matchId = (scope === 'other' ? w.other : w.own).matchId;
    await t.db.delete(results).where(eq(results.matchId, matchId));
    return { payload: { match_id: matchId } };
  },
  'POST /api/confirmNoShow': async ({ w, scope }) => {
    const matchId = (scope === 'other' ? w.other : w.own).matchId;
    await t.db.delete(results).where(eq(results.matchId, matchId));
    await t.db
      .insert(noShowClaims)
      .values({ matchId, teamId: w.C.id, claimedBy: w.C.captain.id, claimedAt: new Date() });
    return { payload: { match_id: matchId } };
  },
  'POST /api/getNoShowClaims': ({ w }) => ({ payload: { season_id: w.seasonId } }),
  'POST /api/addCards': ({ w, scope }) => ({
    payload: {
      result_id: (scope === 'other' ? w.other : w.own).resultId,
      cards: [{ player_id: w.C.captain.id, kind: 'yellow', minute: 30 }],
    },
  }),
  'POST /api/disputeCard': async ({ w, scope }) => ({ payload: { card_id: await newCard(w, scope) } }),
  'POST /api/resolveCardDispute': async ({ w, scope }) => ({
    payload: { card_id: await newCard(w, scope, { disputed: true }), keep: true },
  }),
  'POST /api/confirmResult': async ({ w, scope }) => {
    const matchId = scope === 'other' ? w.refOther : w.refOwn;
    const referee = scope === 'other' ? w.B.player : w.actors.PLAYER;
    await t.db
      .update(matches)
      .set({ date: new Date(Date.now() - 3 * 3600 * 1000), refereeId: referee.id })
      .where(eq(matches.id, matchId));
    await buildResult(t.db, { matchId, scoreHome: 1, scoreGuest: 0, submittedBy: w.C.captain.id });
    return { payload: { match_id: matchId, agree: true } };
  },
  'POST /api/setDisciplineRules': ({ w }) => ({
    payload: { season_id: w.seasonId, yellow_limit: 4, yellow_ban: 1, yellow_red_ban: 1, red_ban: 3 },
  }),
  'POST /api/getMatchCards': ({ w }) => ({ payload: { match_id: w.own.matchId } }),
  'POST /api/getDisciplineRules': ({ w }) => ({ payload: { season_id: w.seasonId } }),
  'POST /api/getSuspensions': ({ w }) => ({ payload: { season_id: w.seasonId } }),
  'POST /api/getPlayerCards': ({ w }) => ({ payload: { season_id: w.seasonId } }),
  'POST /api/adjustSuspension': async ({ w, scope }) => {
    const { resultId } = scope === 'other' ? w.other : w.own;
    await t.db.update(results).set({ isFinal: true }).where(eq(results.id, resultId));
    return {
      payload: { card_id: await newCard(w, scope, { kind: 'red' }), matches: 0, reason: 'Matrix check' },
    };
  },
  'POST /api/rateFairPlay': ({ w, scope }) => ({
    payload: {
      match_id: (scope === 'other' ? w.other : w.own).matchId,
      ratings: [{ team_id: w.C.id, score: 4 }],
    },
  }),
  'POST /api/getMatchFairPlay': ({ w, scope }) => ({
    payload: { match_id: (scope === 'other' ? w.other : w.own).matchId },
  }),
  'POST /api/getFairPlayTable': ({ w }) => ({ payload: { season_id: w.seasonId } }),
  'POST /api/getRefereeFairPlay': ({ w }) => ({ payload: { season_id: w.seasonId } }),
  'POST /api/setFairPlayTiebreak': ({ w }) => ({ payload: { season_id: w.seasonId, enabled: true } }),
  'POST /api/addLiveEvent': ({ w, scope }) => ({
    payload: {
      match_id: (scope === 'other' ? w.other : w.own).matchId,
      kind: 'goal',
      team_id: scope === 'other' ? w.B.id : w.A.id,
    },
  }),
  'POST /api/getLiveEvents': ({ w }) => ({ payload: { match_id: w.own.matchId } }),
  'GET /api/getPushKey': () => ({}),
  // A public address literal: nothing is ever sent in these worlds (no live event follows).
  'POST /api/subscribePush': ({ w }) => ({
    payload: {
      subscription: pushSubscription(`https://9.9.9.9/push/${++unique}`),
      teams: [w.A.id],
      kinds: ['goal'],
    },
  }),
  'POST /api/openedPush': () => ({ payload: { item: 1, token: 'not-the-token' } }),
  'POST /api/unsubscribePush': () => ({ payload: { endpoint: `https://9.9.9.9/push/${++unique}` } }),
  'GET /api/live': () => ({ url: '/api/live?last_event_id=0', stream: true }),
  'POST /api/updateMatchDate': ({ w, scope }) => ({
    payload: {
      match_id: scope === 'other' ? w.undated.other : w.undated.own,
      date: inTwoWeeks().toISOString(),
    },
  }),
  'POST /api/getMatchDateProposals': () => ({ payload: {} }),
  'POST /api/proposeMatchDate': ({ w, scope }) => ({
    payload: {
      match_id: scope === 'other' ? w.upcoming.other : w.upcoming.own,
      date: inTwoWeeks().toISOString(),
    },
  }),
  'POST /api/answerMatchDateProposal': async ({ w, scope }) => ({
    payload: {
      proposal_id: await newProposal(scope === 'other' ? w.upcoming.other : w.upcoming.own, w.C),
      accept: true,
    },
  }),
  'POST /api/withdrawMatchDateProposal': async ({ w, scope }) => {
    const side = scope === 'other' ? w.B : w.A;
    const matchId = scope === 'other' ? w.upcoming.other : w.upcoming.own;
    return { payload: { proposal_id: await newProposal(matchId, side) } };
  },
  'POST /api/assignReferee': ({ w, scope }) => ({
    payload: {
      match_id: scope === 'other' ? w.refOther : w.refOwn,
      referee_id: (scope === 'other' ? w.B : w.A).player.id,
    },
  }),
  'POST /api/addResult': ({ w, scope }) => ({
    payload: { match_id: (scope === 'other' ? w.other : w.own).matchId, home_score: 2, guest_score: 1 },
  }),
  'POST /api/setFreeAgent': () => ({
    payload: {
      positions: ['forward'],
      weekdays: ['thu'],
      note: '',
      until: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      help_out: true,
    },
  }),
  'POST /api/removeFreeAgent': () => ({ payload: {} }),
  'POST /api/getMyFreeAgent': () => ({ payload: {} }),
  'POST /api/getFreeAgents': () => ({ payload: {} }),
  'POST /api/inviteFreeAgent': async () => {
    const agent = await buildUser(t.db);
    await t.db.insert(freeAgents).values({
      userId: agent.id,
      positions: ['defender'],
      weekdays: ['mon'],
      note: '',
      until: new Date(Date.now() + 30 * 86_400_000),
      helpOut: false,
      teamId: null,
      updatedAt: new Date(),
    });
    return { payload: { user_id: agent.id } };
  },
  'POST /api/getInvitations': () => ({ payload: {} }),
  'POST /api/answerInvitation': async ({ w, user }) => {
    const [row] = await t.db
      .insert(invitations)
      .values({
        userId: (user ?? w.actors.USER).id,
        teamId: w.B.id,
        matchId: w.upcoming.other,
        status: 'open',
        createdAt: new Date(),
      })
      .returning();
    return { payload: { invitation_id: row?.id, accept: false } };
  },
  'POST /api/suggestReferees': ({ w, scope }) => ({
    payload: { match_id: scope === 'other' ? w.refOther : w.refOwn, slot: 1 },
  }),
  'POST /api/setAvailability': ({ w, scope }) => ({
    payload: { match_id: scope === 'other' ? w.upcoming.other : w.upcoming.own, status: 'yes' },
  }),
  'POST /api/getSquad': ({ w, scope }) => ({
    payload: { match_id: scope === 'other' ? w.upcoming.other : w.upcoming.own },
  }),
  'POST /api/remindSquad': ({ w, scope }) => ({
    payload: { match_id: scope === 'other' ? w.upcoming.other : w.upcoming.own },
  }),
  'POST /api/acceptResult': ({ w, scope }) => ({
    payload: { result_id: (scope === 'other' ? w.other : w.own).resultId },
  }),
  'POST /api/addscorer': ({ w, scope }) => {
    const { matchId, resultId } = scope === 'other' ? w.other : w.own;
    const side = scope === 'other' ? w.B : w.A;
    return {
      payload: {
        match_id: matchId,
        result_id: resultId,
        team_id: side.id,
        scorers: [{ playerId: side.player.id, goals: 1 }],
      },
    };
  },
};

/** A card C's captain recorded for the scope's team's player on the pending 1:0 against C. */
async function newCard(
  w: World,
  scope: Scope,
  options: { disputed?: boolean; kind?: 'yellow' | 'red' } = {},
): Promise<number> {
  const { matchId, resultId } = scope === 'other' ? w.other : w.own;
  const side = scope === 'other' ? w.B : w.A;
  const [row] = await t.db
    .insert(cards)
    .values({
      resultId,
      matchId,
      playerId: side.player.id,
      teamId: side.id,
      kind: options.kind ?? 'yellow',
      recordedBy: w.C.captain.id,
      recordedTeamId: w.C.id,
      ...(options.disputed ? { disputedBy: side.captain.id, disputedAt: new Date() } : {}),
    })
    .returning();
  if (!row) throw new Error('no card');
  return row.id;
}

const inTwoWeeks = () => new Date(Date.now() + 14 * 24 * 3600 * 1000);

/** An open proposal by the team's captain to move the match two weeks on. */
async function newProposal(matchId: number, side: { id: number; captain: UserRow }): Promise<number> {
  const [match] = await t.db.select({ date: matches.date }).from(matches).where(eq(matches.id, matchId));
  if (!match?.date) throw new Error('the proposal needs a dated match');
  const [row] = await t.db
    .insert(matchDateProposals)
    .values({
      matchId,
      date: inTwoWeeks(),
      kickOff: match.date,
      teamId: side.id,
      proposedBy: side.captain.id,
    })
    .returning();
  if (!row) throw new Error('no proposal');
  return row.id;
}

async function newBoardMember(): Promise<number> {
  const [row] = await t.db
    .insert(boardMembers)
    .values({ ...boardRow(), imgUrl: '/images/board/matrix.svg' })
    .returning();
  if (!row) throw new Error('no board member');
  return row.id;
}

/** The German privacy policy's version the site was installed with (migration 0012). */
async function installedVersion(): Promise<number> {
  const [row] = await t.db
    .select({ id: leagueTextVersions.id })
    .from(leagueTextVersions)
    .where(and(eq(leagueTextVersions.key, 'privacy'), eq(leagueTextVersions.locale, 'de')))
    .orderBy(asc(leagueTextVersions.id))
    .limit(1);
  if (!row) throw new Error('no installed privacy policy');
  return row.id;
}

const boardRow = () => ({ name: `Matrix Member ${++unique}`, role: 'Treasurer', mail: 'board@example.test' });
const boardFields = boardRow;

/** A pitch no match names, for the calls that change or pick one. */
async function newPitch(): Promise<number> {
  const [row] = await t.db
    .insert(pitches)
    .values({
      name: `Matrix Pitch ${++unique}`,
      address: 'Matrixweg 1, 80809 München',
      mapUrl: 'https://maps.example/',
    })
    .returning();
  if (!row) throw new Error('no pitch');
  return row.id;
}

/** A mail marked failed after its last retry, for each resend case. */
async function failedMail(): Promise<number> {
  const [row] = await t.db
    .insert(mailOutbox)
    .values({
      to: `failed-${++unique}@example.test`,
      subject: 'Confirm your e-mail address',
      text: 'x',
      html: '<p>x</p>',
      attempts: 10,
      lastError: 'Mailbox unavailable',
      failedAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('no mail');
  return row.id;
}

const pitchFields = () => ({
  name: `Matrix Pitch ${++unique}`,
  address: 'Matrixweg 2, 80809 München',
  map_url: 'https://www.openstreetmap.org/',
});

/**
 * Routes whose cases must not run at once: a reorder names every board member, and another case's
 * payload adds one meanwhile (a 409 instead of the admin's 200).
 */
const ONE_AT_A_TIME = new Set(['POST /api/reorderBoardMembers']);

/**
 * Writes whose request builder inserts a target a world holds only one of (an open proposal per
 * match, a result per submitter, a card per player and result): each case builds a world of its
 * own. Every other write's refused cases share one world per route and scope: a refusal changes
 * nothing (the audit check below), and building a world per case was two thirds of this file's time.
 */
const TARGET_PER_CASE = new Set([
  'POST /api/adjustSuspension',
  'POST /api/answerMatchDateProposal',
  'POST /api/confirmNoShow',
  'POST /api/confirmResult',
  'POST /api/disputeCard',
  'POST /api/resolveCardDispute',
  'POST /api/withdrawMatchDateProposal',
]);

const apiRoutes = () =>
  routeRegistry.filter((r) => r.url.startsWith('/api')).map((r) => `${r.method} ${r.url}`);

describe('authorization matrix', () => {
  it('lists every registered /api route, and only those', () => {
    const registered = apiRoutes();
    const missing = registered.filter((key) => !(key in authorizationMatrix));
    expect(missing, 'add these routes to server/policies/authorization-matrix.ts').toEqual([]);
    const stale = Object.keys(authorizationMatrix).filter((key) => !registered.includes(key));
    expect(stale, 'these matrix entries name no registered route').toEqual([]);
    expect(Object.keys(requests).sort()).toEqual(Object.keys(authorizationMatrix).sort());
    expect(matrixSize()).toBeGreaterThanOrEqual(registered.length * ACTORS.length);
  });

  it('gives every write a budget: per account (write-budgets.ts), or the auth budget per address', () => {
    const writes = Object.keys(authorizationMatrix).filter((key) => authorizationMatrix[key]?.mutates);
    const unbudgeted = writes.filter(
      (key) => !routeRegistry.find((r) => `${r.method} ${r.url}` === key)?.budget,
    );
    expect(unbudgeted, 'add these routes to server/policies/write-budgets.ts').toEqual([]);
    const stale = Object.keys(WRITE_BUDGETS).filter((key) => !(key in authorizationMatrix));
    expect(stale, 'these budgets name no route of the matrix').toEqual([]);
  });

  it('names only writes among the routes the audit log leaves out', () => {
    const notWrites = Object.keys(NOT_AUDITED).filter((key) => !authorizationMatrix[key]?.mutates);
    expect(notWrites, 'NOT_AUDITED names routes that are no writes of the matrix').toEqual([]);
  });
});

describe.skipIf(!RUN_CASES)('authorization matrix, every route for every actor', () => {
  for (const [key, entry] of Object.entries(authorizationMatrix)) {
    const [method, path] = key.split(' ') as ['GET' | 'POST', string];
    for (const [scope, expectation] of Object.entries(entry.expect) as [Scope, Record<Actor, number>][]) {
      const group = ONE_AT_A_TIME.has(key) ? describe : describe.concurrent;
      group(`${key} (${scope}: ${entry.target})`, () => {
        let refusedWorld: Promise<World> | undefined;
        const worldForRefusals = () => {
          refusedWorld ??= buildWorld(t.db);
          return refusedWorld;
        };
        for (const actor of ACTORS) {
          const status = expectation[actor];
          it(`${actor} -> ${status}`, async () => {
            const w = !entry.mutates
              ? shared
              : status < 400 || TARGET_PER_CASE.has(key)
                ? await buildWorld(t.db)
                : await worldForRefusals();
            const user = actor === 'anonymous' ? null : w.actors[actor];
            const token = user ? await t.tokenFor(user) : null;
            const team = scope === 'other' ? w.B : actor === 'CAPTAIN_PENDING' ? w.P : w.A;
            const build = requests[key];
            if (!build) throw new Error(`no request builder for ${key}`);
            const request = await build({ w, actor, user, token, team, scope });
            const res = await t.app.inject({
              method,
              url: request.url ?? path,
              ...(request.payload ? { payload: request.payload } : {}),
              headers: token ? { authorization: `Bearer ${token}` } : {},
              ...(request.stream ? { payloadAsStream: true } : {}),
            });
            if (request.stream) res.raw.res.destroy();
            expect(res.statusCode, request.stream ? key : res.body).toBe(status);
            // The audit test (decision 034): every write leaves an entry by its caller, made in
            // its transaction; a refusal leaves none. Each write case has actors of its own.
            if (user) {
              const entries = await t.db
                .select({ action: auditLog.action, label: auditLog.targetLabel })
                .from(auditLog)
                .where(eq(auditLog.actorId, user.id));
              if (status >= 400 || !entry.mutates) expect(entries, 'no write, no entry').toEqual([]);
              else if (!(key in NOT_AUDITED)) {
                expect(entries.length, `${key} left no audit log entry by ${actor}`).toBeGreaterThan(0);
                for (const e of entries) expect(e.label.length).toBeGreaterThan(0);
              }
            }
            if (status >= 400) {
              const body = res.json() as { status: boolean; error: string };
              expect(body.status).toBe(false);
              expect(body.error.length).toBeGreaterThan(5);
            }
          });
        }
      });
    }
  }
});
