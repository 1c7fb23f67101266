import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  Availability,
  AvailabilityStatus,
  getSquadRequest,
  MatchSquad,
  Squad,
  SquadPlayer,
  setAvailabilityRequest,
} from '../../common/api/availability';
import { PLAYING_ROLES } from '../../common/api/enums';
import { actionPaths } from '../../common/api/links';
import { m } from '../../common/i18n/messages';
import { availabilityOpen, countSquad, MINIMUM_SQUAD } from '../../common/league/availability';
import type { Actor } from '../../common/policies/actor';
import { isAdmin } from '../../common/policies/actor';
import {
  AVAILABILITY_REFUSED,
  canRemindSquad,
  canSeeSquad,
  canSetAvailability,
  playingTeamIn,
} from '../../common/policies/availability';
import type { Db, Tx } from '../db/client';
import { availability, leagueDetails, matches, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import { authorize } from '../policies/authorize';
import type { CurrentUser } from './auth';
import { suspendedPlayersIn } from './discipline';
import { isUserEligible } from './eligibility';
import { withGuests } from './free-agents';
import { writeLeagueIfShown } from './league-write';
import { caller, MATCH_NOT_FOUND } from './matches';
import { matchText, pairing, textOf } from './notifications/events';
import { notify } from './notifications/notify';
import { refuseWithoutTerms } from './participation-terms';

/**
 * Who is coming (docs/PRODUCT.md#availability, decision 081): a player's answer per match, a
 * team's squad counted against the league's minimum, and a captain's reminder to those who have
 * not answered. Answers show on no public page, so no write here drops the public cache.
 */

type Executor = Db | Tx;
type MatchRow = typeof matches.$inferSelect;

/** The league's minimum squad (league_details.minimum_squad; the default before the row exists). */
export async function minimumSquad(db: Executor): Promise<number> {
  const [row] = await db
    .select({ minimum: leagueDetails.minimumSquad })
    .from(leagueDetails)
    .where(eq(leagueDetails.id, 1));
  return row?.minimum ?? MINIMUM_SQUAD.default;
}

/**
 * A team's players now (role PLAYER or CAPTAIN), by name, with their answer for the match. A
 * player suspended for it is marked, and a yes given before the ban became final reads as no
 * (decision 095): it counts for nobody, and comes back if the ban is lifted.
 */
export async function squadOf(
  db: Executor,
  matchId: number,
  teamId: number,
  minimum: number,
): Promise<Squad> {
  const rows = await db
    .select({ user_id: users.id, name: users.name, status: availability.status })
    .from(users)
    .leftJoin(availability, and(eq(availability.userId, users.id), eq(availability.matchId, matchId)))
    .where(and(eq(users.memberOf, teamId), inArray(users.role, [...PLAYING_ROLES])))
    .orderBy(asc(users.name), asc(users.id));
  const suspended = await suspendedPlayersIn(
    db,
    matchId,
    rows.map((p) => p.user_id),
  );
  const players: SquadPlayer[] = rows.map((p) =>
    suspended.has(p.user_id)
      ? { ...p, status: p.status === 'yes' ? 'no' : p.status, suspended: true as const }
      : p,
  );
  const answers = new Map<number, AvailabilityStatus>();
  for (const p of players) if (p.status) answers.set(p.user_id, p.status);
  const count = countSquad(
    players.map((p) => p.user_id),
    answers,
  );
  return { match_id: matchId, team_id: teamId, minimum, ...count, players };
}

async function readMatch(db: Executor, matchId: number): Promise<MatchRow> {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw notFound('match_not_found', MATCH_NOT_FOUND());
  return match;
}

/**
 * The squad a call names: the caller's team in the match; an admin (in neither team) names one of
 * the two with team_id, else the home team's (the guest's while the home side is unknown).
 */
function squadTeam(me: Actor, match: MatchRow, teamId: number | undefined): number | null {
  if (!isAdmin(me)) return teamId ?? playingTeamIn(me, match);
  if (teamId === undefined) return match.homeId ?? match.guestId;
  if (teamId !== match.homeId && teamId !== match.guestId)
    throw badRequest('invalid_field', m.server_squad_team_not_playing());
  return teamId;
}

export async function setAvailability(
  app: FastifyInstance,
  user: CurrentUser,
  input: Omit<z.output<typeof setAvailabilityRequest>, 'access_token'>,
): Promise<Availability> {
  return writeLeagueIfShown(app, async (tx) => {
    const me = await caller(tx, user);
    const match = await readMatch(tx, input.match_id);
    authorize(canSetAvailability(me, match), 'availability_not_allowed', AVAILABILITY_REFUSED.set());
    const now = app.clock.now();
    if (!availabilityOpen(match.date, now))
      throw conflict('availability_closed', AVAILABILITY_REFUSED.closed());
    if (input.status === 'yes' && (await suspendedPlayersIn(tx, match.id, [me.id])).size)
      throw conflict('player_suspended', m.server_player_suspended());
    if (input.status === 'yes') {
      // Only eligible players who accepted the participation terms play (decisions 096, 097).
      if (!(await isUserEligible(tx, me.id))) throw conflict('not_eligible', m.server_not_eligible());
      await refuseWithoutTerms(tx, me.id);
    }
    const [row] = await tx
      .insert(availability)
      .values({ matchId: match.id, userId: me.id, status: input.status, updatedAt: now })
      .onConflictDoUpdate({
        target: [availability.matchId, availability.userId],
        set: { status: input.status, updatedAt: now },
      })
      .returning();
    if (!row) throw new Error('setAvailability: upsert returned nothing');
    const value = {
      match_id: row.matchId,
      user_id: row.userId,
      status: row.status,
      updated_at: row.updatedAt.toISOString(),
    };
    return { value, shown: false };
  });
}

type SquadInput = Omit<z.output<typeof getSquadRequest>, 'access_token'>;

export async function getSquad(
  app: FastifyInstance,
  user: CurrentUser,
  input: SquadInput,
): Promise<MatchSquad> {
  const db = app.db;
  const me: Actor = { id: user.id, role: user.role, memberOf: user.memberOf };
  const match = await readMatch(db, input.match_id);
  const team = squadTeam(me, match, input.team_id);
  authorize(team !== null && canSeeSquad(me, match, team), 'squad_not_allowed', AVAILABILITY_REFUSED.squad());
  const { home, guest } = await textOf(db, match);
  const squad = await withGuests(db, await squadOf(db, match.id, team as number, await minimumSquad(db)));
  return {
    ...squad,
    home,
    guest,
    date: match.date?.toISOString() ?? null,
  };
}

/**
 * A captain's one tap (or an admin's): the team's players who have not answered get a reminder in
 * their next notification mail, group 'reminders' (their switch respected). Answers how many.
 */
export async function remindSquad(
  app: FastifyInstance,
  user: CurrentUser,
  input: SquadInput,
): Promise<{ reminded: number }> {
  return writeLeagueIfShown(app, async (tx) => {
    const me = await caller(tx, user);
    const match = await readMatch(tx, input.match_id);
    const team = squadTeam(me, match, input.team_id);
    authorize(
      team !== null && canRemindSquad(me, match, team),
      'remind_squad_not_allowed',
      AVAILABILITY_REFUSED.remind(),
    );
    if (!availabilityOpen(match.date, app.clock.now()))
      throw conflict('availability_closed', AVAILABILITY_REFUSED.closed());
    const squad = await squadOf(tx, match.id, team as number, MINIMUM_SQUAD.default);
    const waiting = squad.players.filter((p) => p.status === null).map((p) => p.user_id);
    const [asker] = await tx.select({ name: users.name }).from(users).where(eq(users.id, me.id));
    const text = await matchText(tx, match.id);
    await notify(tx, waiting, {
      group: 'reminders',
      kind: 'squad_reminder',
      objectId: match.id,
      title: () => m.mail_squad_reminder_title({ captain: asker?.name ?? '', pairing: pairing(text) }),
      body: () => m.mail_availability_body(),
      path: actionPaths.availability(match.id),
    });
    return { value: { reminded: waiting.length }, shown: false };
  });
}
