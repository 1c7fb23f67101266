import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEMBER_ROLES } from '../../common/api/enums';
import type { ErrorCode } from '../../common/api/error-codes';
import type { CreateTeamAnswer, LeagueSettings, MyTeam, Role, Team } from '../../common/api/types';
import { m } from '../../common/i18n/messages';
import { takesNewPlayers } from '../../common/league/teams';
import { canSeeContacts } from '../../common/policies/contacts';
import {
  canAcceptTeam,
  canChangeSettings,
  canChangeTeamStatus,
  canDeleteTeam,
  canEditTeam,
  canHandOverCaptaincy,
  canJoinOrCreateTeam,
  canManageRoster,
  canPromote,
  canRemoveMember,
  canSeeTeamRequests,
  captaincyRefusal,
  handsOverInAnyTeam,
  hasPendingRequest,
  isFreeAgent,
  isMainCaptain,
  isMemberOf,
  learnsAboutAnyUser,
  leaveRefusal,
  managesAnyRoster,
  promotesInAnyTeam,
  REFUSED,
} from '../../common/policies/teams';
import type { Db, Tx } from '../db/client';
import { groupTeams, settings, teams, users } from '../db/schema';
import { conflict, isUniqueViolation, notFound, unauthorized } from '../lib/errors';
import { authorize } from '../policies/authorize';
import { presentMember, presentTeam } from '../presenters/team';
import { named, recordAudit, userLabel } from './audit';
import type { CurrentUser } from './auth';
import { crestKey } from './crest';
import { eligibleLookup } from './eligibility';
import { leagueChecks } from './league-checks';
import { writeLeague } from './league-write';
import { prepareLogo, storeLogo } from './logos';
import { joinAnswered, joinRequested, teamAccepted, teamRequested } from './notifications/events';
import { signAccessToken } from './tokens';

/**
 * Teams and membership (docs/PRODUCT.md#roles, #states, #teams). Every write runs in one
 * transaction that first locks the users it reads (ascending id, one statement), then the team,
 * so two writes never wait on each other in opposite order. Permissions come from
 * common/policies/teams.ts, decided on the rows as locked, not on what the request started with.
 * Bad news ends sessions, good news does not (decision 033): leaving, removal, a demotion, an
 * un-accepted or deleted team bump token_version (the user's older tokens die); a join request
 * accepted or declined, a promotion, a team created or accepted, a captaincy handed over change
 * rights the server reads from the database on every request anyway, and the web learns of them
 * from the next answer (the X-User-Role and X-User-Team headers, server/lib/route.ts).
 */

export const TEAM_NAME_TAKEN = m.server_team_name_taken;
export const NO_PENDING_REQUEST = m.server_no_pending_request;
const NOT_A_MEMBER = m.server_captaincy_not_member;
export const REGISTRATION_SETTING = 'registration_open';

const bump = sql`${users.tokenVersion} + 1`;

/** Out of the team they were a member of; their sessions end. */
const setFree = { role: 'USER', memberOf: null, tokenVersion: bump } as const;

type LockedUser = Pick<typeof users.$inferSelect, 'id' | 'name' | 'role' | 'memberOf' | 'tokenVersion'>;
type TeamRow = typeof teams.$inferSelect;

async function lockUsers(tx: Tx, ids: number[]): Promise<Map<number, LockedUser>> {
  const rows = await tx
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      memberOf: users.memberOf,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]))
    .orderBy(asc(users.id))
    // Not FOR UPDATE: a row inserted meanwhile that refers to a locked user (a notification for a
    // captain, an audit entry) takes FOR KEY SHARE on it, which FOR UPDATE would block. A join
    // (holding the team) then waited for an accept (holding the captain) that waited for the team:
    // a deadlock. These writes never change a user's key, so NO KEY UPDATE serializes them alike.
    .for('no key update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** The caller as locked now; a session that died meanwhile is a 401. */
function callerFrom(locked: Map<number, LockedUser>, user: CurrentUser): LockedUser {
  const me = locked.get(user.id);
  if (!me || me.tokenVersion !== user.tokenVersion) throw unauthorized();
  return me;
}

/** NO KEY UPDATE, like lockUsers: rows that refer to the team may still be inserted meanwhile. */
async function lockTeam(tx: Tx, id: number, strength: 'no key update' | 'share' = 'no key update') {
  const [team] = await tx.select().from(teams).where(eq(teams.id, id)).for(strength);
  return team;
}

/**
 * A captain learns nothing about users outside their own team: whether such a user exists, has a
 * team or asked to join another, the answer is the same, and true of each (also of a player a
 * co-captain has just removed). Admins get the precise 404 or 409.
 */
function refuseOutsiders(
  me: LockedUser,
  target: LockedUser | undefined,
  code: ErrorCode,
  answer: string,
): void {
  if (!learnsAboutAnyUser(me) && (target === undefined || target.memberOf !== me.memberOf))
    throw conflict(code, answer);
}

/** Locks the caller and a player (in id order, like every roster write) and the player's team. */
async function lockCallerAndPlayer(
  tx: Tx,
  user: CurrentUser,
  playerId: number,
  code: ErrorCode,
  outsider: string,
) {
  const locked = await lockUsers(tx, [user.id, playerId]);
  const me = callerFrom(locked, user);
  const target = locked.get(playerId);
  refuseOutsiders(me, target, code, outsider);
  if (!target) throw notFound('player_not_found', m.server_player_not_found());
  const team = target.memberOf === null ? undefined : await lockTeam(tx, target.memberOf);
  if (!team) throw conflict('user_not_in_team', m.server_user_not_in_team());
  return { me, target, team };
}

async function teamById(db: Db | Tx, id: number): Promise<TeamRow> {
  const [team] = await db.select().from(teams).where(eq(teams.id, id));
  if (!team) throw notFound('team_not_found', m.server_team_not_found());
  return team;
}

async function isDrawnIntoGroup(tx: Tx, teamId: number): Promise<boolean> {
  const [row] = await tx
    .select({ groupId: groupTeams.groupId })
    .from(groupTeams)
    .where(eq(groupTeams.teamId, teamId))
    .limit(1);
  return row !== undefined;
}

/** Runs a write; a team name taken meanwhile (unique index on lower(name)) is a 409. */
async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('team_name_taken', TEAM_NAME_TAKEN());
    throw error;
  }
}

/** A roster entry is about one user in one team: both named in its label. */
const rosterEntry = (target: LockedUser, team: TeamRow) => ({
  target: { kind: 'member', name: target.name, team: team.name } as const,
  teamIds: [team.id],
  targetUserId: target.id,
});

/** The values of a team an edit may change, as its entries keep them. */
const teamValues = (team: Pick<TeamRow, 'name' | 'nameShort' | 'accepted' | 'isActive'>) => ({
  name: team.name,
  name_short: team.nameShort,
  accepted: team.accepted,
  is_active: team.isActive,
});

// Settings.

export async function readSettings(db: Db): Promise<LeagueSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, REGISTRATION_SETTING));
  // A new installation is open for registration (docs/PRODUCT.md#teams).
  return { registration_open: typeof row?.value === 'boolean' ? row.value : true };
}

export async function updateSettings(
  app: FastifyInstance,
  user: CurrentUser,
  changes: Partial<LeagueSettings>,
): Promise<LeagueSettings> {
  authorize(canChangeSettings(user), 'settings_not_allowed', REFUSED.settings);
  const open = changes.registration_open;
  // A request that changes nothing drops nothing.
  if (open !== undefined) {
    await writeLeague(app, async (tx) => {
      const [row] = await tx
        .select()
        .from(settings)
        .where(eq(settings.key, REGISTRATION_SETTING))
        .for('update');
      await tx
        .insert(settings)
        .values({ key: REGISTRATION_SETTING, value: open })
        .onConflictDoUpdate({ target: settings.key, set: { value: open } });
      await recordAudit(tx, user, {
        action: 'settings.update',
        target: { kind: 'settings' },
        before: { registration_open: typeof row?.value === 'boolean' ? row.value : true },
        after: { registration_open: open },
      });
    });
  }
  return readSettings(app.db);
}

// Reads.

/**
 * getMyTeam: the caller's team with its roster (contact data for members), or null without a team,
 * from the accounts snapshot as of this request (accounts-snapshot.ts).
 */
export async function myTeam(request: FastifyRequest, user: CurrentUser): Promise<MyTeam> {
  if (user.memberOf === null) return null;
  const accounts = await request.server.accounts.current(request);
  const team = accounts.teams.get(user.memberOf);
  if (!team) return null;
  const roster = accounts.rosters.get(team.id) ?? [];
  const { config } = request.server;
  // A pending requester sees the team they asked to join as a visitor would: no roster (decision 053).
  if (!canSeeContacts(user, team)) return presentMyTeam(config.jwtSecret, user, team, roster);
  const eligible = await eligibleLookup(
    request.server.db,
    roster.filter((m) => m.role !== 'USER').map((m) => m.id),
    (await leagueChecks(request.server)).eligibility,
  );
  return presentMyTeam(config.jwtSecret, user, team, roster, eligible);
}

/**
 * `secret`: the server's, for the crest key of a team awaiting acceptance (decision 037);
 * `roster`: every user whose member_of is the team (members and join requests), by ascending id.
 */
function presentMyTeam(
  secret: Uint8Array,
  user: CurrentUser,
  team: TeamRow,
  roster: readonly {
    id: number;
    name: string;
    mail: string;
    phone: string | null;
    role: Role;
    joinRequestedAt: Date | null;
  }[],
  eligible?: (userId: number) => boolean | undefined,
): NonNullable<MyTeam> {
  const isMember = canSeeContacts(user, team);
  // Join requests (role USER) are for those who decide on them.
  const showRequests = canManageRoster(user, team);
  const players = isMember
    ? roster
        .filter((m) => m.role !== 'USER' || showRequests)
        .map((m) => presentMember(m, true, eligible?.(m.id)))
    : undefined;
  const captain = roster.find((m) => m.id === team.captainId);
  const playerCount = roster.filter((m) => m.role !== 'USER').length;
  const pending = hasPendingRequest(user, team);
  const sentAt = pending ? roster.find((m) => m.id === user.id)?.joinRequestedAt : null;
  return {
    ...presentTeam(
      team,
      players,
      playerCount,
      captain,
      isMember,
      isMember && !team.accepted ? crestKey(secret, team.id) : undefined,
    ),
    request_pending: pending,
    request_sent_at: sentAt ? sentAt.toISOString() : null,
  };
}

/** Pending teams with their rosters, contact data included (admins only). */
export async function teamRequests(app: FastifyInstance, user: CurrentUser): Promise<Team[]> {
  authorize(canSeeTeamRequests(user), 'team_requests_not_allowed', REFUSED.teamRequests);
  const pending = await app.db.select().from(teams).where(eq(teams.accepted, false)).orderBy(asc(teams.id));
  if (!pending.length) return [];
  const roster = await app.db
    .select({
      id: users.id,
      name: users.name,
      mail: users.mail,
      phone: users.phone,
      role: users.role,
      memberOf: users.memberOf,
    })
    .from(users)
    .where(
      and(
        inArray(
          users.memberOf,
          pending.map((team) => team.id),
        ),
        inArray(users.role, MEMBER_ROLES),
      ),
    )
    .orderBy(asc(users.id));
  return pending.map((team) => {
    const members = roster.filter((m) => m.memberOf === team.id);
    const players = members.map((m) => presentMember(m, true));
    const captain = members.find((m) => m.id === team.captainId);
    return presentTeam(team, players, players.length, captain, true, crestKey(app.config.jwtSecret, team.id));
  });
}

// Registering, joining, leaving.

export async function createTeam(
  app: FastifyInstance,
  user: CurrentUser,
  input: { name: string; name_short: string; logo?: string },
): Promise<CreateTeamAnswer> {
  authorize(canJoinOrCreateTeam(user), 'join_as_admin_not_allowed', REFUSED.joinAsAdmin);
  if (!(await readSettings(app.db)).registration_open)
    authorize(false, 'registration_closed', REFUSED.registrationClosed);
  // Scaling happens before the transaction: no row is locked while the image is processed.
  const logo = input.logo ? await prepareLogo(input.logo) : undefined;
  const { team, captain } = await withUniqueName(() =>
    writeLeague(app, async (tx) => {
      const me = callerFrom(await lockUsers(tx, [user.id]), user);
      if (!isFreeAgent(me)) {
        if (hasPendingRequest(me))
          throw conflict('withdraw_request_first', m.server_register_withdraw_first());
        throw conflict('leave_team_first', m.server_register_leave_first());
      }
      const [team] = await tx
        .insert(teams)
        .values({ name: input.name, nameShort: input.name_short, accepted: false, captainId: me.id })
        .returning();
      if (!team) throw new Error('createTeam: insert returned nothing');
      if (logo) team.logoUrl = await storeLogo(tx, team.id, logo);
      const [captain] = await tx
        .update(users)
        .set({ role: 'CAPTAIN_PENDING', memberOf: team.id })
        .where(eq(users.id, me.id))
        .returning();
      if (!captain) throw new Error('createTeam: captain vanished');
      await teamRequested(tx, { teamId: team.id, actorId: me.id });
      await recordAudit(tx, me, {
        action: 'team.create',
        target: named(team.name),
        teamIds: [team.id],
        targetUserId: me.id,
        after: { name: team.name, name_short: team.nameShort, logo_url: team.logoUrl, captain: me.name },
      });
      return { team, captain };
    }),
  );
  const member = {
    id: captain.id,
    name: captain.name,
    mail: captain.mail,
    phone: captain.phone,
    role: captain.role,
  };
  return {
    team: presentTeam(team, [member], 1, captain, true, crestKey(app.config.jwtSecret, team.id)),
    // The old token lives on; this one carries the new role in its display claim.
    access_token: await signAccessToken(app.config.jwtSecret, app.config.tokenTtl, captain),
  };
}

/** team_id -1 withdraws the pending request. */
export async function joinTeam(app: FastifyInstance, user: CurrentUser, teamId: number): Promise<void> {
  authorize(canJoinOrCreateTeam(user), 'join_as_admin_not_allowed', REFUSED.joinAsAdmin);
  await writeLeague(app, async (tx) => {
    const me = callerFrom(await lockUsers(tx, [user.id]), user);
    if (teamId === -1) {
      if (!hasPendingRequest(me)) throw conflict('no_request_to_withdraw', m.server_no_request_to_withdraw());
      await tx.update(users).set({ memberOf: null }).where(eq(users.id, me.id));
      return;
    }
    const team = await lockTeam(tx, teamId, 'share');
    if (!team) throw notFound('team_not_found', m.server_team_not_found());
    if (!isFreeAgent(me)) {
      if (hasPendingRequest(me)) throw conflict('withdraw_request_first', m.server_join_withdraw_first());
      throw conflict('leave_team_first', m.server_join_leave_first());
    }
    if (!takesNewPlayers({ accepted: team.accepted, is_active: team.isActive })) {
      throw conflict('team_not_taking_players', m.server_team_not_taking_players());
    }
    await tx
      .update(users)
      .set({ memberOf: team.id, joinRequestedAt: app.clock.now() })
      .where(eq(users.id, me.id));
    await joinRequested(tx, { teamId: team.id, userId: me.id });
  });
}

/** A player or co-captain leaves; the session ends (the client logs out). */
export async function leaveTeam(app: FastifyInstance, user: CurrentUser): Promise<void> {
  await writeLeague(app, async (tx) => {
    const me = callerFrom(await lockUsers(tx, [user.id]), user);
    const team = me.memberOf === null ? undefined : await lockTeam(tx, me.memberOf, 'share');
    const refusal = leaveRefusal(me, team ?? null);
    if (refusal) throw conflict('leave_not_possible', refusal);
    if (!team) throw conflict('no_team_to_leave', m.server_leave_no_team());
    await tx.update(users).set(setFree).where(eq(users.id, me.id));
    await recordAudit(tx, me, {
      action: 'roster.leave',
      ...rosterEntry(me, team),
      before: { role: me.role, team: team.name },
      after: { role: 'USER', team: null },
    });
  });
}

// Roster decisions by captains and admins.

export async function answerJoinRequest(
  app: FastifyInstance,
  user: CurrentUser,
  targetId: number,
  accept: boolean,
): Promise<void> {
  authorize(managesAnyRoster(user), 'manage_roster_not_allowed', REFUSED.manageRoster);
  await writeLeague(app, async (tx) => {
    const locked = await lockUsers(tx, [user.id, targetId]);
    const me = callerFrom(locked, user);
    const target = locked.get(targetId);
    refuseOutsiders(me, target, 'no_pending_request', NO_PENDING_REQUEST());
    if (!target) throw notFound('user_not_found', m.server_user_not_found());
    if (!hasPendingRequest(target) || target.memberOf === null)
      throw conflict('no_pending_request', NO_PENDING_REQUEST());
    const team = await lockTeam(tx, target.memberOf);
    if (!team) throw conflict('no_pending_request', NO_PENDING_REQUEST());
    authorize(canManageRoster(me, team), 'manage_roster_not_allowed', REFUSED.manageRoster);
    await tx
      .update(users)
      // Neither answer takes a right away: a declined requester is a USER before and after.
      .set(accept ? { role: 'PLAYER' } : { memberOf: null })
      .where(eq(users.id, target.id));
    await recordAudit(tx, me, {
      action: accept ? 'roster.accept' : 'roster.reject',
      ...rosterEntry(target, team),
      before: { role: target.role, team: team.name },
      after: accept ? { role: 'PLAYER', team: team.name } : { role: 'USER', team: null },
    });
    await joinAnswered(tx, { teamId: team.id, userId: target.id, accepted: accept, actorId: me.id });
  });
}

export async function setCaptainStatus(
  app: FastifyInstance,
  user: CurrentUser,
  playerId: number,
  makeCaptain: boolean,
): Promise<void> {
  authorize(promotesInAnyTeam(user), 'promote_not_allowed', REFUSED.promote);
  await writeLeague(app, async (tx) => {
    const { me, target, team } = await lockCallerAndPlayer(
      tx,
      user,
      playerId,
      'not_a_member',
      NOT_A_MEMBER(),
    );
    authorize(canPromote(me, team), 'promote_not_allowed', REFUSED.promote);
    if (!isMemberOf(target, team)) throw conflict('promote_only_members', m.server_promote_only_asked());
    if (isMainCaptain(target, team)) throw conflict('main_captain', m.server_promote_main_captain());
    if (makeCaptain) {
      if (target.role !== 'PLAYER')
        throw conflict('already_co_captain', m.server_promote_already_co_captain());
      if (!team.accepted) throw conflict('team_not_accepted', m.server_promote_team_not_accepted());
    } else if (target.role !== 'CAPTAIN') {
      throw conflict('not_co_captain', m.server_promote_not_co_captain());
    }
    await tx
      .update(users)
      // A promotion keeps the sessions; a demotion ends them.
      .set(makeCaptain ? { role: 'CAPTAIN' } : { role: 'PLAYER', tokenVersion: bump })
      .where(eq(users.id, target.id));
    await recordAudit(tx, me, {
      action: makeCaptain ? 'roster.promote' : 'roster.demote',
      ...rosterEntry(target, team),
      before: { role: target.role },
      after: { role: makeCaptain ? 'CAPTAIN' : 'PLAYER' },
    });
  });
}

/**
 * Names another member main captain (decision 033): the main captain hands over to a co-captain,
 * an admin appoints any member. The former main captain stays in the team as a co-captain and may
 * then leave; nobody's session ends, since nobody loses a role.
 */
export async function handOverCaptaincy(
  app: FastifyInstance,
  user: CurrentUser,
  teamId: number,
  targetId: number,
): Promise<void> {
  authorize(handsOverInAnyTeam(user), 'hand_over_not_allowed', REFUSED.handOver);
  await writeLeague(app, async (tx) => {
    const locked = await lockUsers(tx, [user.id, targetId]);
    const me = callerFrom(locked, user);
    const team = await lockTeam(tx, teamId);
    if (!team) throw notFound('team_not_found', m.server_team_not_found());
    authorize(canHandOverCaptaincy(me, team), 'hand_over_not_allowed', REFUSED.handOver);
    const target = locked.get(targetId);
    refuseOutsiders(me, target, 'not_a_member', NOT_A_MEMBER());
    if (!target) throw notFound('user_not_found', m.server_user_not_found());
    const refusal = captaincyRefusal(me, team, target);
    if (refusal) throw conflict('hand_over_not_possible', refusal);
    if (target.role !== 'CAPTAIN')
      await tx.update(users).set({ role: 'CAPTAIN' }).where(eq(users.id, target.id));
    await tx.update(teams).set({ captainId: target.id }).where(eq(teams.id, team.id));
    const former = team.captainId === null ? null : (locked.get(team.captainId)?.name ?? null);
    await recordAudit(tx, me, {
      action: 'team.captain',
      ...rosterEntry(target, team),
      before: { main_captain: former ?? (await userLabel(tx, team.captainId)), role: target.role },
      after: { main_captain: target.name, role: 'CAPTAIN' },
    });
  });
}

export async function removePlayer(app: FastifyInstance, user: CurrentUser, playerId: number): Promise<void> {
  authorize(managesAnyRoster(user), 'manage_roster_not_allowed', REFUSED.manageRoster);
  await writeLeague(app, async (tx) => {
    const { me, target, team } = await lockCallerAndPlayer(
      tx,
      user,
      playerId,
      'not_a_member',
      NOT_A_MEMBER(),
    );
    authorize(canManageRoster(me, team), 'manage_roster_not_allowed', REFUSED.manageRoster);
    if (!isMemberOf(target, team)) {
      throw conflict('answer_request_first', m.server_remove_answer_request());
    }
    authorize(canRemoveMember(me, team, target), 'remove_co_captain_not_allowed', REFUSED.removeCoCaptain);
    if (isMainCaptain(target, team)) throw conflict('main_captain', m.server_remove_main_captain());
    await tx.update(users).set(setFree).where(eq(users.id, target.id));
    await recordAudit(tx, me, {
      action: 'roster.remove',
      ...rosterEntry(target, team),
      before: { role: target.role, team: team.name },
      after: { role: 'USER', team: null },
    });
  });
}

// The team itself.

export async function updateTeam(
  app: FastifyInstance,
  user: CurrentUser,
  input: { team_id: number; name?: string; name_short?: string; accepted?: boolean; is_active?: boolean },
): Promise<void> {
  const before = await teamById(app.db, input.team_id);
  await withUniqueName(() =>
    writeLeague(app, async (tx) => {
      // The main captain is locked up front: un-accepting the team changes their role.
      const locked = await lockUsers(tx, before.captainId ? [user.id, before.captainId] : [user.id]);
      const me = callerFrom(locked, user);
      const team = await lockTeam(tx, input.team_id);
      if (!team) throw notFound('team_not_found', m.server_team_not_found());
      authorize(canEditTeam(me, team), 'edit_team_not_allowed', REFUSED.editTeam);
      const accepted = input.accepted ?? team.accepted;
      const isActive = input.is_active ?? team.isActive;
      if (accepted !== team.accepted || isActive !== team.isActive) {
        authorize(canChangeTeamStatus(me), 'team_status_not_allowed', REFUSED.teamStatus);
        if (!team.accepted) {
          throw conflict('accept_team_first', m.server_team_status_accept_first());
        }
      }
      if (team.accepted && !accepted) {
        if (await isDrawnIntoGroup(tx, team.id)) {
          throw conflict('team_drawn', m.server_team_drawn());
        }
        // Back to a registration: the main captain is a pending captain again, and co-captains,
        // who are named only for accepted teams, are players again.
        const captain = team.captainId === null ? undefined : locked.get(team.captainId);
        if (captain && captain.role === 'CAPTAIN' && captain.memberOf === team.id) {
          await tx
            .update(users)
            .set({ role: 'CAPTAIN_PENDING', tokenVersion: bump })
            .where(eq(users.id, captain.id));
        }
        await tx
          .update(users)
          .set({ role: 'PLAYER', tokenVersion: bump })
          .where(
            and(eq(users.memberOf, team.id), eq(users.role, 'CAPTAIN'), ne(users.id, team.captainId ?? 0)),
          );
      }
      const after = {
        name: input.name ?? team.name,
        nameShort: input.name_short ?? team.nameShort,
        accepted,
        isActive,
      };
      await tx.update(teams).set(after).where(eq(teams.id, team.id));
      await recordAudit(tx, me, {
        action: 'team.edit',
        target: named(after.name),
        teamIds: [team.id],
        before: teamValues(team),
        after: teamValues(after),
      });
    }),
  );
}

/** A new logo for the team: its captains (a pending main captain included) or an admin. */
export async function updateTeamLogo(
  app: FastifyInstance,
  user: CurrentUser,
  input: { team_id: number; logo: string },
): Promise<{ logo_url: string }> {
  // Asked first as the request found the caller, so a refused caller makes the server decode no
  // image; asked again below under the locks, which decide.
  const [found] = await app.db.select().from(teams).where(eq(teams.id, input.team_id));
  if (!found) throw notFound('team_not_found', m.server_team_not_found());
  authorize(
    canEditTeam(user, found) || isMainCaptain(user, found),
    'edit_team_not_allowed',
    REFUSED.editTeam,
  );
  const logo = await prepareLogo(input.logo);
  const logoUrl = await writeLeague(app, async (tx) => {
    const me = callerFrom(await lockUsers(tx, [user.id]), user);
    const team = await lockTeam(tx, input.team_id);
    if (!team) throw notFound('team_not_found', m.server_team_not_found());
    authorize(canEditTeam(me, team) || isMainCaptain(me, team), 'edit_team_not_allowed', REFUSED.editTeam);
    const logoUrl = await storeLogo(tx, team.id, logo);
    await recordAudit(tx, me, {
      action: 'team.logo',
      target: named(team.name),
      teamIds: [team.id],
      before: { logo_url: team.logoUrl },
      after: { logo_url: logoUrl },
    });
    return logoUrl;
  });
  return { logo_url: logoUrl };
}

/** Every member and requester is set free (and logged out); the team row goes. */
export async function deleteTeam(app: FastifyInstance, user: CurrentUser, teamId: number): Promise<void> {
  await writeLeague(app, async (tx) => {
    const memberIds = await tx.select({ id: users.id }).from(users).where(eq(users.memberOf, teamId));
    const me = callerFrom(await lockUsers(tx, [user.id, ...memberIds.map((m) => m.id)]), user);
    const team = await lockTeam(tx, teamId);
    if (!team) throw notFound('team_not_found', m.server_team_not_found());
    authorize(canDeleteTeam(me, team), 'delete_team_not_allowed', REFUSED.deleteTeam);
    if (await isDrawnIntoGroup(tx, team.id)) {
      throw conflict('team_played', m.server_team_played());
    }
    await tx
      .update(users)
      .set({
        // An account promoted to admin while in the team keeps its role.
        role: sql`case when ${users.role} = 'ADMIN' then ${users.role} else 'USER' end`,
        memberOf: null,
        tokenVersion: bump,
      })
      .where(eq(users.memberOf, team.id));
    await tx.delete(teams).where(eq(teams.id, team.id));
    await recordAudit(tx, me, {
      action: 'team.delete',
      target: named(team.name),
      teamIds: [team.id],
      before: { ...teamValues(team), members: memberIds.length },
    });
  });
}

export async function acceptTeam(
  app: FastifyInstance,
  user: CurrentUser,
  teamId: number,
  captainId: number,
): Promise<void> {
  authorize(canAcceptTeam(user), 'accept_team_not_allowed', REFUSED.acceptTeam);
  await writeLeague(app, async (tx) => {
    const locked = await lockUsers(tx, [user.id, captainId]);
    const me = callerFrom(locked, user);
    const team = await lockTeam(tx, teamId);
    if (!team) throw notFound('team_not_found', m.server_team_not_found());
    if (team.accepted) throw conflict('team_already_accepted', m.server_team_already_accepted());
    const captain = locked.get(captainId);
    if (!captain || team.captainId !== captain.id || captain.memberOf !== team.id) {
      throw conflict('not_team_captain', m.server_not_team_captain());
    }
    await tx.update(teams).set({ accepted: true }).where(eq(teams.id, team.id));
    if (captain.role !== 'CAPTAIN') {
      await tx
        .update(users)
        .set({ role: 'CAPTAIN' })
        .where(and(eq(users.id, captain.id), eq(users.role, 'CAPTAIN_PENDING')));
    }
    await teamAccepted(tx, { teamId: team.id, actorId: user.id });
    await recordAudit(tx, me, {
      action: 'team.accept',
      target: named(team.name),
      teamIds: [team.id],
      targetUserId: captain.id,
      before: { accepted: false, captain: captain.name },
      after: { accepted: true, captain: captain.name },
    });
  });
}
