import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Squad } from '../../common/api/availability';
import {
  FREE_AGENT_DAYS_MAX,
  type FreeAgent,
  type Invitation,
  type inviteFreeAgentRequest,
  type setFreeAgentRequest,
} from '../../common/api/free-agents';
import { actionPaths } from '../../common/api/links';
import type { Todo } from '../../common/api/todos';
import { DAY } from '../../common/durations';
import { m } from '../../common/i18n/messages';
import { availabilityOpen } from '../../common/league/availability';
import { matchTitle } from '../../common/league/calendar';
import { takesNewPlayers } from '../../common/league/teams';
import { type Actor, isAdmin } from '../../common/policies/actor';
import { hasPendingRequest, isFreeAgent } from '../../common/policies/teams';
import type { Db, Tx } from '../db/client';
import { freeAgents, invitations, matches, teams, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { recordAudit } from './audit';
import type { CurrentUser } from './auth';
import { bansOfTeams, suspendedPlayersIn } from './discipline';
import { refuseIneligiblePlayers } from './eligibility';
import { writeLeague, writeLeagueIfShown } from './league-write';
import { caller, MATCH_NOT_FOUND } from './matches';
import { matchText, pairing } from './notifications/events';
import { notify } from './notifications/notify';

/**
 * Free agents (docs/PRODUCT.md#free-agents, decision 098): a user's profile for the captains, a
 * captain's invitation to the team or to one match, and the answer. An accepted one-match
 * invitation makes the user a guest of the team's squad for that match (availability.ts), never a
 * member. Profiles, invitations and guests show on no public page; only a joined team does.
 */

type Executor = Db | Tx;
type ProfileRow = typeof freeAgents.$inferSelect;
type InvitationRow = typeof invitations.$inferSelect;

/** The team a user plays for or captains (a pending join request is no team yet). */
const teamOf = (user: Pick<Actor, 'role' | 'memberOf'>): number | null =>
  user.role === 'USER' ? null : user.memberOf;

/** Up: `until` ahead and the user's team still the one they had when putting it up. */
const isUp = (profile: ProfileRow, user: Pick<Actor, 'role' | 'memberOf'>, now: Date): boolean =>
  profile.until > now && profile.teamId === teamOf(user);

const isCaptain = (me: Actor): boolean => me.role === 'CAPTAIN' && me.memberOf !== null;

const present = (profile: ProfileRow, name: string): FreeAgent => ({
  user_id: profile.userId,
  name,
  positions: profile.positions as FreeAgent['positions'],
  weekdays: profile.weekdays as FreeAgent['weekdays'],
  note: profile.note,
  until: profile.until.toISOString(),
  help_out: profile.helpOut,
});

/** The profiles up now, with their users, by name. */
async function profilesUp(db: Executor, now: Date, userIds?: readonly number[]) {
  const rows = await db
    .select({ profile: freeAgents, name: users.name, role: users.role, memberOf: users.memberOf })
    .from(freeAgents)
    .innerJoin(users, eq(users.id, freeAgents.userId))
    .where(
      userIds
        ? and(gt(freeAgents.until, now), inArray(freeAgents.userId, [...userIds]))
        : gt(freeAgents.until, now),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.filter((row) => isUp(row.profile, row, now));
}

export async function setFreeAgent(
  app: FastifyInstance,
  user: CurrentUser,
  input: Omit<z.output<typeof setFreeAgentRequest>, 'access_token'>,
): Promise<FreeAgent> {
  return writeLeagueIfShown(app, async (tx) => {
    const me = await caller(tx, user);
    const now = app.clock.now();
    if (input.until <= now || input.until.getTime() > now.getTime() + FREE_AGENT_DAYS_MAX * DAY)
      throw badRequest(
        'invalid_field',
        `until: ${m.server_field_free_agent_until({ days: FREE_AGENT_DAYS_MAX })}`,
      );
    const team = teamOf(me);
    if (team !== null && !input.help_out)
      throw conflict('free_agent_has_team', m.server_free_agent_has_team());
    const values = {
      positions: input.positions,
      weekdays: input.weekdays,
      note: input.note,
      until: input.until,
      helpOut: input.help_out,
      teamId: team,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(freeAgents)
      .values({ userId: me.id, ...values })
      .onConflictDoUpdate({ target: freeAgents.userId, set: values })
      .returning();
    if (!row) throw new Error('setFreeAgent: upsert returned nothing');
    return { value: present(row, user.name), shown: false };
  });
}

/** Takes the caller's profile down (their open invitations stay theirs to answer). */
export async function removeFreeAgent(
  app: FastifyInstance,
  user: CurrentUser,
): Promise<{ removed: boolean }> {
  return writeLeagueIfShown(app, async (tx) => {
    const me = await caller(tx, user);
    const gone = await tx.delete(freeAgents).where(eq(freeAgents.userId, me.id)).returning();
    return { value: { removed: gone.length > 0 }, shown: false };
  });
}

/** The caller's own profile while it is up, else null. */
export async function myFreeAgent(app: FastifyInstance, user: CurrentUser): Promise<FreeAgent | null> {
  const [row] = await profilesUp(app.db, app.clock.now(), [user.id]);
  return row ? present(row.profile, row.name) : null;
}

/** Captains (and admins) see the profiles up; a captain's own team's members are left out. */
export async function getFreeAgents(app: FastifyInstance, user: CurrentUser): Promise<FreeAgent[]> {
  const me: Actor = { id: user.id, role: user.role, memberOf: user.memberOf };
  if (!isCaptain(me) && !isAdmin(me))
    throw forbidden('free_agents_not_allowed', m.server_free_agents_not_allowed());
  const rows = await profilesUp(app.db, app.clock.now());
  return rows
    .filter((row) => isAdmin(me) || teamOf(row) !== me.memberOf)
    .map((row) => present(row.profile, row.name));
}

async function teamName(db: Executor, teamId: number): Promise<string> {
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return team?.name ?? '';
}

const presentInvitation = (row: InvitationRow, team: string): Invitation => ({
  id: row.id,
  user_id: row.userId,
  team_id: row.teamId,
  team,
  match_id: row.matchId,
  status: row.status,
});

/** An upcoming match the team plays in, for a one-match invitation; refuses any other. */
async function upcomingMatchOf(db: Executor, matchId: number, teamId: number, now: Date) {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw notFound('match_not_found', MATCH_NOT_FOUND());
  if (match.homeId !== teamId && match.guestId !== teamId)
    throw conflict('team_not_in_match', m.server_invitation_team_not_in_match());
  if (match.date === null || !availabilityOpen(match.date, now))
    throw conflict('invitation_match_closed', m.server_invitation_match_closed());
  return match;
}

/** The match's two teams' players: a guest is none of them. */
const playsIn = (
  person: Pick<Actor, 'role' | 'memberOf'>,
  match: { homeId: number | null; guestId: number | null },
) => {
  const team = teamOf(person);
  return team !== null && (team === match.homeId || team === match.guestId);
};

export async function inviteFreeAgent(
  app: FastifyInstance,
  user: CurrentUser,
  input: Omit<z.output<typeof inviteFreeAgentRequest>, 'access_token'>,
): Promise<Invitation> {
  return writeLeagueIfShown(app, async (tx) => {
    const me = await caller(tx, user);
    if (!isCaptain(me)) throw forbidden('invite_not_allowed', m.server_invite_not_allowed());
    const teamId = me.memberOf as number;
    const now = app.clock.now();
    const [agent] = await profilesUp(tx, now, [input.user_id]);
    if (!agent || teamOf(agent) === teamId)
      throw notFound('free_agent_not_found', m.server_free_agent_not_found());
    const match =
      input.match_id === undefined ? null : await upcomingMatchOf(tx, input.match_id, teamId, now);
    if (match === null && teamOf(agent) !== null)
      throw conflict('free_agent_has_team', m.server_free_agent_invitee_has_team());
    if (match !== null && playsIn(agent, match))
      throw conflict('already_in_match', m.server_already_in_match());
    const [waiting] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.userId, agent.profile.userId),
          eq(invitations.teamId, teamId),
          match === null ? eq(invitations.status, 'open') : eq(invitations.matchId, match.id),
          inArray(invitations.status, ['open', 'accepted']),
        ),
      );
    if (waiting) throw conflict('invitation_exists', m.server_invitation_exists());
    const [row] = await tx
      .insert(invitations)
      .values({
        userId: agent.profile.userId,
        teamId,
        matchId: match?.id ?? null,
        invitedBy: me.id,
        status: 'open',
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('inviteFreeAgent: insert returned nothing');
    const team = await teamName(tx, teamId);
    const text = match === null ? null : await matchText(tx, match.id);
    await notify(tx, [row.userId], {
      group: 'team',
      kind: 'invitation',
      objectId: row.id,
      title: () =>
        text === null
          ? m.mail_invitation_team_title({ team })
          : m.mail_invitation_match_title({ team, pairing: pairing(text) }),
      body: () => m.mail_invitation_body(),
      path: actionPaths.freeAgents,
    });
    return { value: presentInvitation(row, team), shown: false };
  });
}

async function lockInvitation(tx: Tx, id: number, userId: number): Promise<InvitationRow> {
  const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
  if (!row || row.userId !== userId) throw notFound('invitation_not_found', m.server_invitation_not_found());
  if (row.status !== 'open') throw conflict('invitation_answered', m.server_invitation_answered());
  return row;
}

/**
 * The invitee's answer. A team invitation accepted joins the team by the join rules (a user in no
 * team and with no request pending; a team taking players) as a player at once, the captain having
 * asked; the profile comes down. A one-match invitation accepted makes a guest of that match's
 * squad, refused once the match has kicked off, to a player of either team, to one banned for it,
 * or to one not eligible (decision 096).
 */
export async function answerInvitation(
  app: FastifyInstance,
  user: CurrentUser,
  input: { invitation_id: number; accept: boolean },
): Promise<Invitation> {
  return writeLeague(app, async (tx) => {
    const me = await caller(tx, user);
    const row = await lockInvitation(tx, input.invitation_id, me.id);
    const now = app.clock.now();
    if (input.accept && row.matchId === null) await joinInvitingTeam(tx, user, me, row.teamId);
    if (input.accept && row.matchId !== null) {
      const match = await upcomingMatchOf(tx, row.matchId, row.teamId, now);
      if (playsIn(me, match)) throw conflict('already_in_match', m.server_already_in_match());
      if (await bannedAsGuest(tx, me, match)) throw conflict('player_suspended', m.server_player_suspended());
      // Only eligible players play, as a guest too (decision 096).
      await refuseIneligiblePlayers(tx, [me.id]);
    }
    const [answered] = await tx
      .update(invitations)
      .set({ status: input.accept ? 'accepted' : 'declined', answeredAt: now })
      .where(eq(invitations.id, row.id))
      .returning();
    if (!answered) throw new Error('answerInvitation: update returned nothing');
    return presentInvitation(answered, await teamName(tx, row.teamId));
  });
}

/**
 * A guest is refused while a ban falls on the match (one of the two teams' bans) or while one of
 * their own team's season is not served yet: a ban is served in the own team's matches, and
 * helping out elsewhere meanwhile would dodge it.
 */
async function bannedAsGuest(tx: Tx, me: Actor, match: { id: number; seasonId: number }): Promise<boolean> {
  if ((await suspendedPlayersIn(tx, match.id, [me.id])).size) return true;
  const team = teamOf(me);
  if (team === null) return false;
  const bans = (await bansOfTeams(tx, match.seasonId, [team])).get(team) ?? [];
  return bans.some((ban) => ban.playerId === me.id && ban.servedIn.length < ban.matches);
}

async function joinInvitingTeam(tx: Tx, user: CurrentUser, me: Actor, teamId: number): Promise<void> {
  if (!isFreeAgent(me)) {
    if (hasPendingRequest(me)) throw conflict('withdraw_request_first', m.server_join_withdraw_first());
    throw conflict('leave_team_first', m.server_join_leave_first());
  }
  const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('share');
  if (!team || !takesNewPlayers({ accepted: team.accepted, is_active: team.isActive }))
    throw conflict('team_not_taking_players', m.server_team_not_taking_players());
  await tx.update(users).set({ role: 'PLAYER', memberOf: team.id }).where(eq(users.id, me.id));
  await tx.delete(freeAgents).where(eq(freeAgents.userId, me.id));
  await recordAudit(tx, user, {
    action: 'roster.accept',
    target: { kind: 'member', name: user.name, team: team.name },
    teamIds: [team.id],
    targetUserId: me.id,
    before: { role: me.role, team: null },
    after: { role: 'PLAYER', team: team.name },
  });
}

/** The caller's invitations waiting for an answer, oldest first. */
export async function myInvitations(app: FastifyInstance, user: CurrentUser): Promise<Invitation[]> {
  const rows = await app.db
    .select({ invitation: invitations, team: teams.name })
    .from(invitations)
    .innerJoin(teams, eq(teams.id, invitations.teamId))
    .where(and(eq(invitations.userId, user.id), eq(invitations.status, 'open')))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
  return rows.map((row) => presentInvitation(row.invitation, row.team));
}

/** The to-do items of the caller's open invitations; a one-match one only until its kick-off. */
export async function invitationTodos(db: Executor, userId: number, now: Date): Promise<Todo[]> {
  const rows = await db
    .select({ invitation: invitations, team: teams.name })
    .from(invitations)
    .innerJoin(teams, eq(teams.id, invitations.teamId))
    .where(and(eq(invitations.userId, userId), eq(invitations.status, 'open')))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
  const items: Todo[] = [];
  for (const { invitation, team } of rows) {
    const base = { kind: 'invitation' as const, invitation_id: invitation.id, team_id: invitation.teamId };
    if (invitation.matchId === null) {
      items.push({ ...base, text: m.server_todo_invitation_team({ team }) });
      continue;
    }
    const text = await matchText(db, invitation.matchId);
    if (text.match.date === null || !availabilityOpen(text.match.date, now)) continue;
    items.push({
      ...base,
      match_id: invitation.matchId,
      due_at: text.match.date.toISOString(),
      text: m.server_todo_invitation_match({
        team,
        match: matchTitle({ home: text.home, guest: text.guest, matchStage: text.match.matchStage }),
      }),
    });
  }
  return items;
}

/** The guests of matches: accepted one-match invitations, as { matchId, teamId, userId, name }. */
export async function guestsOf(db: Executor, matchIds: readonly number[]) {
  if (!matchIds.length) return [];
  return db
    .select({ matchId: invitations.matchId, teamId: invitations.teamId, userId: users.id, name: users.name })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(and(inArray(invitations.matchId, [...matchIds]), eq(invitations.status, 'accepted')))
    .orderBy(asc(users.name), asc(users.id));
}

/** Whether these users are guests of the team in the match (a guest's goals count for that team). */
export async function guestIdsOf(db: Executor, matchId: number, teamId: number): Promise<Set<number>> {
  const rows = await guestsOf(db, [matchId]);
  return new Set(rows.filter((row) => row.teamId === teamId).map((row) => row.userId));
}

/** A squad with the team's guests of the match added, by name, each counted as a yes. */
export async function withGuests(db: Executor, squad: Squad): Promise<Squad> {
  const guests = (await guestsOf(db, [squad.match_id])).filter((row) => row.teamId === squad.team_id);
  if (!guests.length) return squad;
  return {
    ...squad,
    yes: squad.yes + guests.length,
    players: [
      ...squad.players,
      ...guests.map((row) => ({
        user_id: row.userId,
        name: row.name,
        status: 'yes' as const,
        guest: true as const,
      })),
    ],
  };
}
