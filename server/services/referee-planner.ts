import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PLAYING_ROLES } from '../../common/api/enums';
import type { RefereeSuggestion } from '../../common/api/referee-planner';
import { m } from '../../common/i18n/messages';
import { leagueDay, planReferees } from '../../common/league/referee-planner';
import { type Actor, isAdmin } from '../../common/policies/actor';
import { refereeTeamOf } from '../../common/policies/matches';
import { availability, matches, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../lib/errors';
import type { CurrentUser } from './auth';
import { suspendedPlayersIn } from './discipline';
import { ineligibleAmong } from './eligibility';
import { guestsOf } from './free-agents';
import { MATCH_NOT_FOUND } from './matches';

/**
 * The fair referee planner (docs/PRODUCT.md#referee-planner, decision 099): the season's facts
 * for common/league/referee-planner.ts. A read: appointing stays assignReferee's.
 */
export async function suggestReferees(
  app: FastifyInstance,
  user: CurrentUser,
  input: { match_id: number; slot: 1 | 2 },
): Promise<RefereeSuggestion[]> {
  const db = app.db;
  const me: Actor = { id: user.id, role: user.role, memberOf: user.memberOf };
  const [match] = await db.select().from(matches).where(eq(matches.id, input.match_id));
  if (!match) throw notFound('match_not_found', MATCH_NOT_FOUND());
  const teamId = refereeTeamOf({ ...match, hasFinal: false }, input.slot);
  const captainOfTeam = me.role === 'CAPTAIN' && teamId !== null && me.memberOf === teamId;
  if (!isAdmin(me) && !captainOfTeam)
    throw forbidden('suggest_referees_not_allowed', m.server_suggest_referees_not_allowed());
  if (teamId === null) throw conflict('no_referee_team', m.server_no_referee_team({ slot: input.slot }));

  const members = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.memberOf, teamId), inArray(users.role, [...PLAYING_ROLES])));
  const seasonMatches = await db.select().from(matches).where(eq(matches.seasonId, match.seasonId));
  const ids = seasonMatches.map((row) => row.id);
  const memberIds = members.map((member) => member.id);
  const answers = memberIds.length
    ? await db
        .select({ matchId: availability.matchId, userId: availability.userId, status: availability.status })
        .from(availability)
        .where(and(inArray(availability.matchId, ids), inArray(availability.userId, memberIds)))
    : [];
  const guests = (await guestsOf(db, ids)).flatMap((g) =>
    g.matchId === null ? [] : [{ ...g, matchId: g.matchId }],
  );
  // A ban falls on the team's own matches: those of that day decide who is banned that day.
  const day = match.date ? leagueDay(match.date) : null;
  const suspended = new Set<number>();
  for (const other of seasonMatches) {
    const sameDay = day !== null && other.date !== null && leagueDay(other.date) === day;
    if (!sameDay || (other.homeId !== teamId && other.guestId !== teamId)) continue;
    for (const id of await suspendedPlayersIn(db, other.id, memberIds)) suspended.add(id);
  }
  return planReferees({
    match,
    slot: input.slot,
    teamId,
    members,
    seasonMatches,
    answers,
    guests,
    suspended,
    ineligible: new Set(await ineligibleAmong(db, memberIds)),
  });
}
