import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  addCardsRequest,
  adjustSuspensionRequest,
  Card,
  DisciplineRulesAnswer,
  disputeCardRequest,
  PlayerCards,
  resolveCardDisputeRequest,
  Suspension,
  setDisciplineRulesRequest,
} from '../../common/api/discipline';
import { PLAYING_ROLES } from '../../common/api/enums';
import type { Todo } from '../../common/api/todos';
import { m } from '../../common/i18n/messages';
import {
  type Ban,
  type CountedCard,
  DEFAULT_DISCIPLINE_RULES,
  type DisciplineRules,
  type MatchState,
  suspendedIn,
  suspensionsOf,
  type TeamMatch,
  untilMatchOf,
} from '../../common/league/suspensions';
import type { Actor } from '../../common/policies/actor';
import {
  canAddCards,
  canAdjustSuspension,
  canDecideCard,
  canDisputeCard,
  canSeePendingCards,
  canSetDisciplineRules,
  DISCIPLINE_REFUSED,
  suspensionsScope,
} from '../../common/policies/discipline';
import type { Db, Tx } from '../db/client';
import { banLengths, cards, disciplineRules, matches, results, seasons, teams, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import { authorize } from '../policies/authorize';
import { presentDisciplineRules } from '../presenters/season';
import { matchTarget, matchTargets, recordAudit, targetText, teamLabel } from './audit';
import type { CurrentUser } from './auth';
import { writeLeagueIfShown } from './league-write';
import { ALREADY_FINAL, caller, lockMatch, RESULT_NOT_FOUND } from './matches';

/**
 * Discipline (docs/PRODUCT.md#discipline, decision 087): cards ride on a suggested result and count
 * once it is final and nobody disputes them (or an admin kept them); suspensions are computed from
 * them by common/league/suspensions.ts, per team and season, on every read. Nothing here is on a
 * public page yet, so the writes leave the public cache warm.
 */

type Executor = Db | Tx;
type Body<T extends z.ZodType> = Omit<z.output<T>, 'access_token'>;

const CARD_NOT_FOUND = () => m.server_card_not_found();

// Reading what counts.

async function rulesOf(db: Executor, seasonId: number): Promise<DisciplineRules> {
  const [row] = await db.select().from(disciplineRules).where(eq(disciplineRules.seasonId, seasonId));
  return row ?? DEFAULT_DISCIPLINE_RULES;
}

/**
 * The bans of teams in a season, as the rule computes them: four reads whatever the number of
 * teams (the season's matches, its counted cards, the admins' lengths, its rules). `teamIds` null:
 * every team with a counted card.
 */
export async function bansOfTeams(
  db: Executor,
  seasonId: number,
  teamIds: readonly number[] | null,
): Promise<Map<number, Ban[]>> {
  const bans = new Map<number, Ban[]>();
  if (teamIds?.length === 0) return bans;
  // The cards that count: on a final result, not waiting for a dispute's decision.
  const counted = await db
    .select({
      id: cards.id,
      playerId: cards.playerId,
      matchId: cards.matchId,
      kind: cards.kind,
      teamId: cards.teamId,
    })
    .from(cards)
    .innerJoin(results, and(eq(results.id, cards.resultId), eq(results.isFinal, true)))
    .innerJoin(matches, eq(matches.id, cards.matchId))
    .where(
      and(
        eq(matches.seasonId, seasonId),
        teamIds ? inArray(cards.teamId, [...teamIds]) : isNotNull(cards.teamId),
        or(isNull(cards.disputedAt), isNotNull(cards.keptAt)),
      ),
    )
    .orderBy(asc(cards.id));
  if (!counted.length) return bans;
  const rules = await rulesOf(db, seasonId);
  const lengths = await db
    .select({ cardId: banLengths.cardId, matches: banLengths.matches })
    .from(banLengths)
    .where(
      inArray(
        banLengths.cardId,
        counted.map((c) => c.id),
      ),
    );
  // The season's matches in the order they are played: kick-off (undated last), then id.
  const rows = await db
    .select({
      id: matches.id,
      homeId: matches.homeId,
      guestId: matches.guestId,
      forfeit: results.forfeit,
      unplayed: results.unplayed,
      finalId: results.id,
    })
    .from(matches)
    .leftJoin(results, and(eq(results.matchId, matches.id), eq(results.isFinal, true)))
    .where(eq(matches.seasonId, seasonId))
    .orderBy(sql`${matches.date} asc nulls last`, asc(matches.id));
  const lengthOf = new Map(lengths.map((l) => [l.cardId, l.matches]));
  for (const teamId of new Set(counted.map((c) => c.teamId as number))) {
    const teamMatches: TeamMatch[] = rows
      .filter((r) => r.homeId === teamId || r.guestId === teamId)
      .map((r) => {
        const state: MatchState =
          r.finalId === null ? 'open' : r.forfeit || r.unplayed ? 'unplayed' : 'played';
        return { id: r.id, seasonId, state };
      });
    const teamCards: CountedCard[] = counted.filter((c) => c.teamId === teamId);
    bans.set(
      teamId,
      suspensionsOf(teamMatches, teamCards, () => rules, lengthOf),
    );
  }
  return bans;
}

/** One team's bans in a season. */
export const bansOfTeam = async (db: Executor, seasonId: number, teamId: number): Promise<Ban[]> =>
  (await bansOfTeams(db, seasonId, [teamId])).get(teamId) ?? [];

/**
 * The players among `playerIds` who are suspended for the match (a ban of theirs falls on it).
 * For the refusals of availability and scorers, and for the live goals (server/services/live.ts).
 */
export async function suspendedPlayersIn(
  db: Executor,
  matchId: number,
  playerIds: readonly number[],
): Promise<Set<number>> {
  const suspended = new Set<number>();
  if (!playerIds.length) return suspended;
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) return suspended;
  const teams = [match.homeId, match.guestId].filter((id): id is number => id !== null);
  for (const bans of (await bansOfTeams(db, match.seasonId, teams)).values()) {
    for (const id of playerIds) if (suspendedIn(bans, id, matchId)) suspended.add(id);
  }
  return suspended;
}

/** Refuses a goal credited to a player suspended for the match (409 scorer_suspended). */
export async function refuseSuspendedScorers(
  db: Executor,
  matchId: number,
  playerIds: readonly number[],
): Promise<void> {
  const suspended = [...(await suspendedPlayersIn(db, matchId, playerIds))];
  if (!suspended.length) return;
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, suspended[0] as number));
  throw conflict('scorer_suspended', m.server_scorer_suspended({ name: row?.name ?? '' }));
}

// Cards.

async function cardsOfResult(db: Executor, resultId: number): Promise<Card[]> {
  const rows = await db
    .select({ card: cards, name: users.name })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.playerId))
    .where(eq(cards.resultId, resultId))
    .orderBy(asc(cards.id));
  return rows.map(({ card, name }) => cardAnswerOf(card, name));
}

const cardAnswerOf = (card: typeof cards.$inferSelect, name: string): Card => ({
  id: card.id,
  result_id: card.resultId,
  match_id: card.matchId,
  player_id: card.playerId,
  name,
  team_id: card.teamId,
  kind: card.kind,
  minute: card.minute,
  recorded_team_id: card.recordedTeamId,
  recorded_by: card.recordedBy,
  disputed: card.disputedAt !== null && card.keptAt === null,
  kept: card.keptAt !== null,
  dispute_note: card.disputeNote,
});

/** How a card reads in an audit entry: 'red: Anna Berg (Physik FC), 63'. */
const cardLine = (kind: string, name: string, team: string, minute: number | null) =>
  `${kind}: ${name} (${team})${minute === null ? '' : `, ${minute}'`}`;

export async function addCards(
  app: FastifyInstance,
  user: CurrentUser,
  input: Body<typeof addCardsRequest>,
): Promise<Card[]> {
  return writeLeagueIfShown(app, async (tx) => {
    const me = await caller(tx, user);
    const [found] = await tx.select().from(results).where(eq(results.id, input.result_id));
    if (!found) throw notFound('result_not_found', RESULT_NOT_FOUND());
    const match = await lockMatch(tx, found.matchId);
    // Read again under the match's lock: an accept meanwhile made it final or dropped it.
    const [result] = await tx.select().from(results).where(eq(results.id, input.result_id));
    if (!result) throw notFound('result_not_found', RESULT_NOT_FOUND());
    authorize(canAddCards(me, match), 'add_cards_not_allowed', DISCIPLINE_REFUSED.addCards);
    if (result.isFinal && me.role !== 'ADMIN') throw conflict('result_already_final', ALREADY_FINAL());
    const ids = input.cards.map((c) => c.player_id);
    const sides = [match.homeId, match.guestId].filter((id): id is number => id !== null);
    const players = await tx
      .select({ id: users.id, name: users.name, teamId: users.memberOf })
      .from(users)
      .where(
        and(
          inArray(users.id, ids),
          inArray(users.memberOf, sides.length ? sides : [-1]),
          inArray(users.role, [...PLAYING_ROLES]),
        ),
      )
      .for('share');
    if (players.length !== ids.length) {
      throw badRequest('card_player_not_in_match', m.server_card_player_not_in_match());
    }
    const taken = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.resultId, result.id), inArray(cards.playerId, ids)));
    if (taken.length) throw conflict('card_already_recorded', m.server_card_already_recorded());
    const teamOf = new Map(players.map((p) => [p.id, p]));
    const recordedTeamId = me.role === 'CAPTAIN' && sides.includes(me.memberOf ?? -1) ? me.memberOf : null;
    await tx.insert(cards).values(
      input.cards.map((c) => ({
        resultId: result.id,
        matchId: match.id,
        playerId: c.player_id,
        teamId: teamOf.get(c.player_id)?.teamId ?? null,
        kind: c.kind,
        minute: c.minute ?? null,
        recordedBy: me.id,
        recordedTeamId,
        createdAt: app.clock.now(),
      })),
    );
    const target = await matchTarget(tx, match.id);
    const lines: string[] = [];
    for (const c of input.cards) {
      const p = teamOf.get(c.player_id);
      lines.push(
        cardLine(c.kind, p?.name ?? '', p?.teamId ? await teamLabel(tx, p.teamId) : '', c.minute ?? null),
      );
    }
    await recordAudit(tx, user, {
      action: 'cards.add',
      ...target,
      matchId: match.id,
      after: { result_id: result.id, cards: lines.join('; ') },
    });
    return { value: await cardsOfResult(tx, result.id), shown: false };
  });
}

/**
 * A match's cards: the final result's for anyone; with the suggestions' and the dispute notes for
 * those who act on the match (canSeePendingCards).
 */
export async function matchCards(
  app: FastifyInstance,
  user: CurrentUser | null,
  matchId: number,
): Promise<Card[]> {
  const db = app.db;
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw notFound('match_not_found', m.server_match_not_found());
  const me: Actor | null = user ? { id: user.id, role: user.role, memberOf: user.memberOf } : null;
  const [final] = await db
    .select({ id: results.id })
    .from(results)
    .where(and(eq(results.matchId, match.id), eq(results.isFinal, true)));
  const insider = canSeePendingCards(me, { ...match, hasFinal: final !== undefined });
  const rows = await db
    .select({ card: cards, name: users.name })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.playerId))
    .innerJoin(results, eq(results.id, cards.resultId))
    .where(and(eq(cards.matchId, match.id), insider ? undefined : eq(results.isFinal, true)))
    .orderBy(asc(cards.resultId), asc(cards.id));
  return rows.map(({ card, name }) => {
    const answer = cardAnswerOf(card, name);
    return insider ? answer : { ...answer, dispute_note: null };
  });
}

/** A card with its match locked, or 404. */
async function lockCard(tx: Tx, cardId: number) {
  const [found] = await tx.select().from(cards).where(eq(cards.id, cardId));
  if (!found) throw notFound('card_not_found', CARD_NOT_FOUND());
  const match = await lockMatch(tx, found.matchId);
  const [card] = await tx.select().from(cards).where(eq(cards.id, cardId));
  if (!card) throw notFound('card_not_found', CARD_NOT_FOUND());
  const [player] = await tx.select({ name: users.name }).from(users).where(eq(users.id, card.playerId));
  return { card, match, playerName: player?.name ?? '' };
}

export async function disputeCard(
  app: FastifyInstance,
  user: CurrentUser,
  input: Body<typeof disputeCardRequest>,
): Promise<Card> {
  return writeLeagueIfShown(app, async (tx) => {
    const me = await caller(tx, user);
    const { card, match, playerName } = await lockCard(tx, input.card_id);
    authorize(canDisputeCard(me, match, card), 'dispute_card_not_allowed', DISCIPLINE_REFUSED.dispute);
    if (card.disputedAt !== null) throw conflict('card_already_disputed', m.server_card_already_disputed());
    const [row] = await tx
      .update(cards)
      .set({ disputedBy: me.id, disputedAt: app.clock.now(), disputeNote: input.note ?? null })
      .where(eq(cards.id, card.id))
      .returning();
    if (!row) throw new Error('disputeCard: update returned nothing');
    const target = await matchTarget(tx, match.id);
    await recordAudit(tx, user, {
      action: 'cards.dispute',
      ...target,
      matchId: match.id,
      targetUserId: card.playerId,
      after: { card: `${card.kind}: ${playerName}`, note: input.note ?? null },
    });
    return { value: cardAnswerOf(row, playerName), shown: false };
  });
}

/** An admin keeps a disputed card (it counts from now) or removes it. Answers the result's cards. */
export async function resolveCardDispute(
  app: FastifyInstance,
  user: CurrentUser,
  input: Body<typeof resolveCardDisputeRequest>,
): Promise<Card[]> {
  return writeLeagueIfShown(app, async (tx) => {
    const me = await caller(tx, user);
    authorize(canDecideCard(me), 'decide_card_not_allowed', DISCIPLINE_REFUSED.decide);
    const { card, match, playerName } = await lockCard(tx, input.card_id);
    if (card.disputedAt === null || card.keptAt !== null) {
      throw conflict('card_not_disputed', m.server_card_not_disputed());
    }
    if (input.keep) await tx.update(cards).set({ keptAt: app.clock.now() }).where(eq(cards.id, card.id));
    else await tx.delete(cards).where(eq(cards.id, card.id));
    const target = await matchTarget(tx, match.id);
    await recordAudit(tx, user, {
      action: 'cards.decide',
      ...target,
      matchId: match.id,
      targetUserId: card.playerId,
      before: { card: `${card.kind}: ${playerName}`, note: card.disputeNote },
      after: { card: input.keep ? `${card.kind}: ${playerName}` : null },
    });
    return { value: await cardsOfResult(tx, card.resultId), shown: false };
  });
}

/** The admins' to-do items: each disputed card waiting for a decision. */
export async function cardDisputeTodos(db: Executor): Promise<Todo[]> {
  const rows = await db
    .select({ card: cards, name: users.name })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.playerId))
    .where(and(isNotNull(cards.disputedAt), isNull(cards.keptAt)))
    .orderBy(asc(cards.disputedAt), asc(cards.id));
  const targets = await matchTargets(
    db,
    rows.map(({ card }) => card.matchId),
  );
  return rows.map(({ card, name }): Todo => {
    const kind = {
      yellow: m.server_card_yellow,
      yellow_red: m.server_card_yellow_red,
      red: m.server_card_red,
    }[card.kind]();
    const target = targets.get(card.matchId)?.target ?? { kind: 'match', match_id: card.matchId };
    return {
      kind: 'card_dispute',
      text: m.server_todo_card_dispute({ kind, player: name, match: targetText(target) }),
      match_id: card.matchId,
      user_id: card.playerId,
      ...(card.teamId === null ? {} : { team_id: card.teamId }),
    };
  });
}

// Rules and suspensions.

async function seasonOrNotFound(db: Executor, seasonId: number) {
  const [season] = await db.select().from(seasons).where(eq(seasons.id, seasonId));
  if (!season) throw notFound('season_not_found', m.server_season_not_found());
  return season;
}

export async function setDisciplineRules(
  app: FastifyInstance,
  user: CurrentUser,
  input: Body<typeof setDisciplineRulesRequest>,
): Promise<DisciplineRulesAnswer> {
  return writeLeagueIfShown(app, async (tx) => {
    const me = await caller(tx, user);
    authorize(canSetDisciplineRules(me), 'discipline_rules_not_allowed', DISCIPLINE_REFUSED.rules);
    const season = await seasonOrNotFound(tx, input.season_id);
    const before = await rulesOf(tx, season.id);
    const rules: DisciplineRules = {
      yellowLimit: input.yellow_limit,
      yellowBan: input.yellow_ban,
      yellowRedBan: input.yellow_red_ban,
      redBan: input.red_ban,
    };
    await tx
      .insert(disciplineRules)
      .values({ seasonId: season.id, ...rules })
      .onConflictDoUpdate({ target: disciplineRules.seasonId, set: rules });
    await recordAudit(tx, user, {
      action: 'season.discipline_rules',
      target: { kind: 'name', name: season.name },
      seasonId: season.id,
      before: presentDisciplineRules(season.id, before),
      after: presentDisciplineRules(season.id, rules),
    });
    // /rules states the newest season's numbers from the public answers (NEWEST_DISCIPLINE_RULES).
    return { value: presentDisciplineRules(season.id, rules), shown: true };
  });
}

/** A season's rules: the admin's, or the defaults. */
export async function getDisciplineRules(
  app: FastifyInstance,
  seasonId: number,
): Promise<DisciplineRulesAnswer> {
  const season = await seasonOrNotFound(app.db, seasonId);
  return presentDisciplineRules(season.id, await rulesOf(app.db, season.id));
}

/** The season's bans the caller may see: an admin every team's, a member their team's. */
export async function getSuspensions(
  app: FastifyInstance,
  user: CurrentUser,
  input: { season_id: number },
): Promise<Suspension[]> {
  const db = app.db;
  const me: Actor = { id: user.id, role: user.role, memberOf: user.memberOf };
  const scope = suspensionsScope(me);
  authorize(scope !== null, 'suspensions_not_allowed', DISCIPLINE_REFUSED.suspensions);
  const season = await seasonOrNotFound(db, input.season_id);
  const bans = await bansOfTeams(db, season.id, scope && 'team' in scope ? [scope.team] : null);
  const rows: Suspension[] = [];
  for (const [teamId, list] of bans) {
    for (const ban of list) {
      rows.push({
        user_id: ban.playerId,
        name: '',
        team_id: teamId,
        reason: ban.reason,
        matches: ban.matches,
        served: ban.servedIn.length,
        until_match_id: untilMatchOf(ban),
        card_id: ban.cardId,
        match_id: ban.matchId,
      });
    }
  }
  const ids = [...new Set(rows.map((r) => r.user_id))];
  const names = new Map(
    ids.length
      ? (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))).map(
          (u) => [u.id, u.name],
        )
      : [],
  );
  return rows
    .map((r) => ({ ...r, name: names.get(r.user_id) ?? '' }))
    .sort((a, b) => a.team_id - b.team_id || a.name.localeCompare(b.name) || a.card_id - b.card_id);
}

/**
 * A season's counted cards per player (final result, not waiting for a dispute's decision): an
 * admin every team's, a member the own team's and their own (carded for another team before a move).
 */
export async function playerCards(
  app: FastifyInstance,
  user: CurrentUser,
  input: { season_id: number },
): Promise<PlayerCards[]> {
  const db = app.db;
  const me: Actor = { id: user.id, role: user.role, memberOf: user.memberOf };
  const scope = suspensionsScope(me);
  authorize(scope !== null, 'suspensions_not_allowed', DISCIPLINE_REFUSED.suspensions);
  const season = await seasonOrNotFound(db, input.season_id);
  const rows = await db
    .select({ playerId: cards.playerId, name: users.name, teamId: cards.teamId, kind: cards.kind })
    .from(cards)
    .innerJoin(results, and(eq(results.id, cards.resultId), eq(results.isFinal, true)))
    .innerJoin(matches, eq(matches.id, cards.matchId))
    .innerJoin(users, eq(users.id, cards.playerId))
    .where(
      and(
        eq(matches.seasonId, season.id),
        isNotNull(cards.teamId),
        or(isNull(cards.disputedAt), isNotNull(cards.keptAt)),
        scope && 'team' in scope ? or(eq(cards.teamId, scope.team), eq(cards.playerId, me.id)) : undefined,
      ),
    );
  const byPlayer = new Map<string, PlayerCards>();
  for (const row of rows) {
    const key = `${row.teamId} ${row.playerId}`;
    const entry = byPlayer.get(key) ?? {
      user_id: row.playerId,
      name: row.name,
      team_id: row.teamId as number,
      yellow: 0,
      yellow_red: 0,
      red: 0,
    };
    entry[row.kind] += 1;
    byPlayer.set(key, entry);
  }
  return [...byPlayer.values()].sort(
    (a, b) => a.team_id - b.team_id || a.name.localeCompare(b.name) || a.user_id - b.user_id,
  );
}

/**
 * An admin sets the length of the ban a card gave, with a reason: 0 lifts it, more extends it.
 * Refused (409) for a card that gives no ban by the season's rules as they stand.
 */
export async function adjustSuspension(
  app: FastifyInstance,
  user: CurrentUser,
  input: Body<typeof adjustSuspensionRequest>,
): Promise<Suspension> {
  return writeLeagueIfShown(app, async (tx) => {
    const me = await caller(tx, user);
    authorize(canAdjustSuspension(me), 'adjust_suspension_not_allowed', DISCIPLINE_REFUSED.adjust);
    const { card, match, playerName } = await lockCard(tx, input.card_id);
    const ban =
      card.teamId === null
        ? undefined
        : (await bansOfTeam(tx, match.seasonId, card.teamId)).find((b) => b.cardId === card.id);
    if (!ban || card.teamId === null) throw conflict('card_gives_no_ban', m.server_card_gives_no_ban());
    const now = app.clock.now();
    await tx
      .insert(banLengths)
      .values({ cardId: card.id, matches: input.matches, reason: input.reason, setBy: me.id, setAt: now })
      .onConflictDoUpdate({
        target: banLengths.cardId,
        set: { matches: input.matches, reason: input.reason, setBy: me.id, setAt: now },
      });
    const [team] = await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, card.teamId));
    await recordAudit(tx, user, {
      action: 'suspension.adjust',
      target: { kind: 'member', name: playerName, team: team?.name ?? '' },
      teamIds: [card.teamId],
      matchId: match.id,
      seasonId: match.seasonId,
      targetUserId: card.playerId,
      before: { matches: ban.matches },
      after: { matches: input.matches, reason: input.reason },
    });
    const after =
      (await bansOfTeam(tx, match.seasonId, card.teamId)).find((b) => b.cardId === card.id) ?? ban;
    return {
      value: {
        user_id: card.playerId,
        name: playerName,
        team_id: card.teamId,
        reason: after.reason,
        matches: after.matches,
        served: after.servedIn.length,
        until_match_id: untilMatchOf(after),
        card_id: card.id,
        match_id: after.matchId,
      },
      shown: false,
    };
  });
}
