import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Todo } from '../../common/api/todos';
import { shortSquadDue } from '../../common/league/availability';
import {
  type TodoFacts,
  type TodoProposal,
  type TodoResult,
  type TodoSquad,
  todosFor,
} from '../../common/league/todos';
import { isAdmin } from '../../common/policies/actor';
import { playingTeamIn } from '../../common/policies/availability';
import {
  availability,
  mailOutbox,
  matchDateProposals,
  matches,
  results,
  seasons,
  teams,
  users,
} from '../db/schema';
import type { CurrentUser } from './auth';
import { minimumSquad, squadOf } from './availability';
import { cardDisputeTodos } from './discipline';
import { eligibilityTodos } from './eligibility';
import { fairPlayTodos } from './fair-play';
import { forfeitTodoFacts } from './forfeit-todos';
import { invitationTodos } from './free-agents';
import { seasonWindowEnds } from './match-window';
import { termsTodos } from './participation-terms';
import { refereeDisputeTodos, refereeTodoFacts } from './referee-confirm';

/**
 * The caller's to-do list (docs/PRODUCT.md#to-do): seven reads (an admin's eight; a captain's one
 * more per match less than 48 hours ahead) gather the facts, and
 * common/league/todos.ts decides the items through the policies of the actions themselves.
 */
export async function getTodos(app: FastifyInstance, user: CurrentUser): Promise<Todo[]> {
  const db = app.db;
  const now = app.clock.now();
  const actor = { id: user.id, role: user.role, memberOf: user.memberOf };

  // Matches without a final result that may need the caller: played or refereed by their team,
  // refereed by them, or any of them for an admin. The rule ignores the ones that do not.
  const scope: SQL[] = [eq(matches.refereeId, user.id), eq(matches.refereeId2, user.id)];
  if (user.memberOf !== null) {
    const team = user.memberOf;
    scope.push(
      eq(matches.homeId, team),
      eq(matches.guestId, team),
      eq(matches.refereeTeamId, team),
      eq(matches.refereeTeamId2, team),
    );
  }
  const notFinal = sql`not exists (select 1 from ${results} where ${results.matchId} = ${matches.id} and ${results.isFinal})`;
  const matchRows = await db
    .select({ ...getTableColumns(matches), autoAcceptHours: seasons.autoAcceptHours })
    .from(matches)
    .innerJoin(seasons, eq(seasons.id, matches.seasonId))
    .where(isAdmin(actor) ? notFinal : and(notFinal, or(...scope)))
    .orderBy(asc(matches.id));

  const matchIds = matchRows.map((r) => r.id);
  const resultRows = matchIds.length
    ? await db.select().from(results).where(inArray(results.matchId, matchIds)).orderBy(asc(results.id))
    : [];
  // The matches read have no final result: each result of theirs is a suggestion.
  const suggestionsOf = new Map<number, TodoResult[]>();
  for (const r of resultRows) suggestionsOf.set(r.matchId, [...(suggestionsOf.get(r.matchId) ?? []), r]);

  const proposalRows = matchIds.length
    ? await db
        .select()
        .from(matchDateProposals)
        .where(and(inArray(matchDateProposals.matchId, matchIds), eq(matchDateProposals.status, 'open')))
    : [];
  const proposalOf = new Map<number, TodoProposal>(proposalRows.map((p) => [p.matchId, p]));

  // A league has a few dozen teams: all of them name the matches and the teams awaiting acceptance.
  const teamRows = await db
    .select({ id: teams.id, name: teams.name, captainId: teams.captainId, accepted: teams.accepted })
    .from(teams)
    .orderBy(asc(teams.createdAt), asc(teams.id));
  const [current] = await db.select({ id: seasons.id }).from(seasons).orderBy(desc(seasons.id)).limit(1);
  const joinRequests =
    user.memberOf === null
      ? []
      : await db
          .select({ id: users.id, name: users.name, teamId: sql<number>`${users.memberOf}` })
          .from(users)
          .where(and(eq(users.memberOf, user.memberOf), eq(users.role, 'USER')))
          .orderBy(asc(users.createdAt), asc(users.id));

  // Only the admins' items ask when the season's match window ends, and for the failed mails.
  const failedMails = isAdmin(actor)
    ? ((await db.select({ n: count() }).from(mailOutbox).where(isNotNull(mailOutbox.failedAt)))[0]?.n ?? 0)
    : 0;
  const windowEnd =
    current && isAdmin(actor) ? (await seasonWindowEnds(db, [current.id])).get(current.id) : undefined;

  // Who is coming (docs/PRODUCT.md#availability): the caller's own answers, and for a captain the
  // squads of the team's matches less than 48 hours ahead.
  const ownMatches = matchRows.filter((m) => playingTeamIn(actor, m) !== null);
  const answeredMatches = new Set(
    ownMatches.length
      ? (
          await db
            .select({ matchId: availability.matchId })
            .from(availability)
            .where(
              and(
                eq(availability.userId, user.id),
                inArray(
                  availability.matchId,
                  ownMatches.map((m) => m.id),
                ),
              ),
            )
        ).map((r) => r.matchId)
      : [],
  );
  const squads = new Map<number, TodoSquad>();
  const shortSoon = ownMatches.filter((m) => user.role === 'CAPTAIN' && shortSquadDue(m.date, now));
  if (shortSoon.length && user.memberOf !== null) {
    const minimum = await minimumSquad(db);
    for (const m of shortSoon) {
      const squad = await squadOf(db, m.id, user.memberOf, minimum);
      const unanswered = squad.players.filter((p) => p.status === null).map((p) => p.name);
      squads.set(m.id, { yes: squad.yes, minimum, unanswered });
    }
  }

  // Referees confirm results (decision 093): disputes hold a result, the caller's matches to answer.
  const referees = await refereeTodoFacts(db, user.id, matchIds, now);

  const facts: TodoFacts = {
    now,
    currentSeasonId: current?.id ?? null,
    currentWindowEnd: windowEnd ?? null,
    teams: teamRows,
    matches: matchRows.map((m) => ({
      ...m,
      hasFinal: false,
      suggestions: suggestionsOf.get(m.id) ?? [],
      dateProposal: proposalOf.get(m.id) ?? null,
      heldByReferee: referees.held.has(m.id),
    })),
    joinRequests,
    failedMails,
    ...(await forfeitTodoFacts(db, matchIds, current?.id ?? null, isAdmin(actor))),
    answeredMatches,
    squads,
    refereed: referees.refereed,
  };
  // Disputed cards are the admins' alone, read apart from the match facts (decision 087).
  // A free agent's invitations to answer (decision 098).
  const invited = await invitationTodos(db, user.id, now);
  // A captain's matches to rate for fair play while the 48 hours run (decision 094).
  const fairPlay = await fairPlayTodos(db, actor, now);
  // A member's own items for playing this season: eligibility and the terms (decisions 096, 097).
  const own = [...(await eligibilityTodos(db, user)), ...(await termsTodos(db, user))];
  return isAdmin(actor)
    ? [
        ...todosFor(actor, facts),
        ...(await cardDisputeTodos(db)),
        ...(await refereeDisputeTodos(db)),
        ...invited,
        ...fairPlay,
        ...own,
      ]
    : [...todosFor(actor, facts), ...invited, ...fairPlay, ...own];
}
