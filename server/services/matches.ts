import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuditAction } from '../../common/api/audit';
import { PLAYING_ROLES } from '../../common/api/enums';
import type { addResultRequest, addScorersRequest } from '../../common/api/requests';
import type { Result, ScorerEntry } from '../../common/api/types';
import { m } from '../../common/i18n/messages';
import { forfeitLoser } from '../../common/league/forfeits';
import type { LeagueMatch } from '../../common/league/match';
import { windowRefusal } from '../../common/league/match-window';
import { resultProblem } from '../../common/league/results';
import { goalsOfTeam, hasScorers, NO_SCORERS, scorersProblem } from '../../common/league/scorers';
import { isAdmin } from '../../common/policies/actor';
import {
  type Actor,
  canAcceptResult,
  canAssignReferee,
  canEditScorers,
  canEnterFinalResult,
  canEnterForfeit,
  canSetMatchDate,
  canSuggestResult,
  kickOffRefusal,
  MATCH_REFUSED,
  matchDateRefused,
  type RefereeSlot,
  refereeNamingRefusal,
  refereeRefused,
  refereeSlotsFor,
  refereeTeamOf,
  resultsOpenFor,
  scorersOpenFor,
  setsAnyKickOff,
  submittingTeam,
} from '../../common/policies/matches';
import { canSetMatchPitch, matchPitchRefused } from '../../common/policies/pitches';
import type { Tx } from '../db/client';
import { matches, pitches, results, scorers, seasons, users } from '../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound, unauthorized } from '../lib/errors';
import { authorize } from '../policies/authorize';
import { presentResult } from '../presenters/result';
import { type AuditActor, isoOrNull, matchTarget, recordAudit, teamLabel, userLabel } from './audit';
import type { CurrentUser } from './auth';
import { refuseSuspendedScorers } from './discipline';
import { refuseIneligiblePlayers } from './eligibility';
import { guestIdsOf } from './free-agents';
import { writeLeague } from './league-write';
import { matchPlaceChange, sameDate, setMatchDate } from './match-date';
import { seasonWindowEnd } from './match-window';
import { matchPitched, refereeChanged, resultFinal, resultSuggested } from './notifications/events';
import { PITCH_NOT_FOUND } from './pitches';
import { refuseHeldResult } from './referee-confirm';
import { recordMissedDuties, syncKnockout } from './season-setup';

/**
 * Match day (docs/PRODUCT.md#results-and-scorers, #roles). Every call is one transaction
 * that reads the caller, then locks the match row (`select ... for update`): calls on one match
 * are served one after the other, and each decides on the match as it is now. The partial unique
 * index 'one final per match' backs the lock up: a second final is a 409, never a second row.
 */

export const ALREADY_FINAL = m.server_match_already_final;
export const ALREADY_SUGGESTED = m.server_result_already_suggested;
export const MATCH_NOT_FOUND = m.server_match_not_found;
export const RESULT_NOT_FOUND = m.server_result_not_found;
export const NOT_KICKED_OFF = m.server_match_not_kicked_off;

export type MatchRow = typeof matches.$inferSelect;
export type ResultRow = typeof results.$inferSelect;

/** The caller as stored now (role or team may have changed since the token was checked). */
export async function caller(tx: Tx, user: CurrentUser): Promise<Actor> {
  const [me] = await tx
    .select({ id: users.id, role: users.role, memberOf: users.memberOf, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, user.id))
    .for('share');
  if (!me || me.tokenVersion !== user.tokenVersion) throw unauthorized();
  return me;
}

/** A match row as a call locked it, with hasFinal: the shape the rules take (common/league/match.ts). */
export type LockedMatch = MatchRow & Pick<LeagueMatch, 'hasFinal'>;

export async function lockMatch(tx: Tx, matchId: number): Promise<LockedMatch> {
  const [match] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
  if (!match) throw notFound('match_not_found', MATCH_NOT_FOUND());
  // Asked after the lock, in a statement of its own: a result made final while this call waited
  // shows (a subquery of the locking statement reads the snapshot taken before its wait).
  const [final] = await tx
    .select({ id: results.id })
    .from(results)
    .where(and(eq(results.matchId, match.id), eq(results.isFinal, true)));
  return { ...match, hasFinal: final !== undefined };
}

async function resultAnswer(tx: Tx, row: ResultRow): Promise<Result> {
  const list = await scorerAnswers(tx, row.id);
  const [submitter] = row.submittedBy
    ? await tx.select({ name: users.name }).from(users).where(eq(users.id, row.submittedBy))
    : [];
  return presentResult(row, submitter?.name ?? null, list);
}

async function scorerAnswers(tx: Tx, resultId: number): Promise<ScorerEntry[]> {
  return tx
    .select({
      id: scorers.id,
      user_id: scorers.userId,
      team_id: scorers.teamId,
      goal_count: scorers.goalCount,
      name: users.name,
    })
    .from(scorers)
    .innerJoin(users, eq(users.id, scorers.userId))
    .where(eq(scorers.resultId, resultId))
    .orderBy(asc(scorers.id));
}

// Date and referees.

/** `date` null sets the match back to 'tbd'. */
export async function updateMatchDate(
  app: FastifyInstance,
  user: CurrentUser,
  matchId: number,
  date: Date | null,
): Promise<{ match_id: number; date: string }> {
  return writeLeague(app, async (tx, scope) => {
    const me = await caller(tx, user);
    const match = await lockMatch(tx, matchId);
    scope.onlySeason(match.seasonId);
    authorize(canSetMatchDate(me, match), 'match_date_not_allowed', matchDateRefused(me, match));
    const refusal = kickOffRefusal(me, match.date, date, app.clock.now());
    if (refusal) throw conflict('kick_off_not_changeable', refusal);
    if (date !== null && !setsAnyKickOff(me)) {
      const beyond = windowRefusal(date, await seasonWindowEnd(tx, match.seasonId));
      if (beyond) throw badRequest('date_after_season', beyond);
    }
    await setMatchDate(tx, match, date, me.id);
    if (!sameDate(match.date, date)) {
      await recordAudit(tx, user, {
        action: 'match.date',
        ...(await matchTarget(tx, match.id)),
        matchId: match.id,
        before: { date: isoOrNull(match.date) },
        after: { date: isoOrNull(date) },
      });
    }
    return { match_id: match.id, date: date ? date.toISOString() : 'tbd' };
  });
}

/** `pitchId` null plays the match at the default pitch (docs/PRODUCT.md#pitches). */
export async function setMatchPitch(
  app: FastifyInstance,
  user: CurrentUser,
  matchId: number,
  pitchId: number | null,
): Promise<{ match_id: number; pitch_id: number | null }> {
  return writeLeague(app, async (tx, scope) => {
    const me = await caller(tx, user);
    const match = await lockMatch(tx, matchId);
    scope.onlySeason(match.seasonId);
    authorize(canSetMatchPitch(me, match), 'match_pitch_not_allowed', matchPitchRefused(me, match));
    if (pitchId !== null) {
      // Shared lock: the pitch cannot be removed before this write commits.
      const [pitch] = await tx
        .select({ id: pitches.id })
        .from(pitches)
        .where(eq(pitches.id, pitchId))
        .for('share');
      if (!pitch) throw notFound('pitch_not_found', PITCH_NOT_FOUND());
    }
    if (match.pitchId !== pitchId) {
      await tx
        .update(matches)
        .set({ pitchId, ...matchPlaceChange() })
        .where(eq(matches.id, match.id));
      await matchPitched(tx, { matchId: match.id, actorId: me.id });
      await recordAudit(tx, user, {
        action: 'match.pitch',
        ...(await matchTarget(tx, match.id)),
        matchId: match.id,
        before: { pitch: await pitchLabel(tx, match.pitchId) },
        after: { pitch: await pitchLabel(tx, pitchId) },
      });
    }
    return { match_id: match.id, pitch_id: pitchId };
  });
}

export async function assignReferee(
  app: FastifyInstance,
  user: CurrentUser,
  input: { match_id: number; referee_id: number; slot?: RefereeSlot | undefined },
): Promise<{ match_id: number; slot: RefereeSlot; referee_id: number }> {
  return writeLeague(app, async (tx, scope) => {
    const me = await caller(tx, user);
    const match = await lockMatch(tx, input.match_id);
    scope.onlySeason(match.seasonId);
    const slot = input.slot ?? refereeSlotsFor(me, match)[0] ?? 1;
    authorize(canAssignReferee(me, match, slot), 'referee_not_allowed', refereeRefused(me, match, slot));
    const closed = refereeNamingRefusal(me, match.date, app.clock.now());
    if (closed) throw conflict('referee_naming_closed', closed);
    const teamId = refereeTeamOf(match, slot);
    if (teamId === null) throw conflict('no_referee_team', m.server_no_referee_team({ slot }));
    const [referee] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.id, input.referee_id), eq(users.memberOf, teamId), inArray(users.role, PLAYING_ROLES)),
      )
      .for('share');
    if (!referee) throw badRequest('referee_not_in_team', m.server_referee_not_in_team());
    await refuseIneligiblePlayers(tx, [referee.id]);
    await tx
      .update(matches)
      .set(slot === 1 ? { refereeId: referee.id } : { refereeId2: referee.id })
      .where(eq(matches.id, match.id));
    await refereeChanged(tx, {
      matchId: match.id,
      refereeTeamId: teamId,
      before: slot === 1 ? match.refereeId : match.refereeId2,
      after: referee.id,
      actorId: me.id,
    });
    const target = await matchTarget(tx, match.id);
    const before = slot === 1 ? match.refereeId : match.refereeId2;
    await recordAudit(tx, user, {
      action: 'match.referee',
      ...target,
      teamIds: [...target.teamIds, teamId],
      matchId: match.id,
      targetUserId: referee.id,
      before: { slot, referee_team: await teamLabel(tx, teamId), referee: await userLabel(tx, before) },
      after: { slot, referee_team: await teamLabel(tx, teamId), referee: await userLabel(tx, referee.id) },
    });
    return { match_id: match.id, slot, referee_id: referee.id };
  });
}

// Results.

export type ResultInput = z.output<typeof addResultRequest>;

export async function addResult(
  app: FastifyInstance,
  user: CurrentUser,
  input: ResultInput,
): Promise<Result> {
  return writeLeague(app, async (tx, scope) => {
    const me = await caller(tx, user);
    if (input.final) {
      authorize(canEnterFinalResult(me), 'final_result_not_allowed', MATCH_REFUSED.finalResult);
      if (!input.reason) throw badRequest('invalid_field', `reason: ${m.server_field_reason_required()}`);
      // finalizeResult needs the season's lock before the match's, as acceptResult takes them.
      await lockSeasonOfMatch(tx, input.match_id);
    } else if (input.reason !== undefined) {
      throw badRequest('invalid_field', `reason: ${m.server_field_reason_final_only()}`);
    } else if (input.unplayed) {
      throw badRequest('invalid_field', `unplayed: ${m.server_field_unplayed_final_only()}`);
    }
    const match = await lockMatch(tx, input.match_id);
    scope.onlySeason(match.seasonId);
    authorize(canSuggestResult(me, match), 'suggest_result_not_allowed', MATCH_REFUSED.suggestResult);
    if (input.forfeit) authorize(canEnterForfeit(me), 'forfeit_not_allowed', MATCH_REFUSED.forfeit);
    // canSuggestResult let a non-admin in only as a captain of one of the two teams.
    return insertResult(app, tx, user, me, match, input, { submittedTeamId: submittingTeam(me) });
  });
}

/**
 * A result suggested (or, an admin's with `final`, made final) on a locked match, whoever asked:
 * addResult, or a final whistle of the live match day (services/live.ts) with its scorers. The
 * same refusals, deadline stamp, notifications and audit entry either way.
 */
export async function insertResult(
  app: FastifyInstance,
  tx: Tx,
  user: CurrentUser,
  me: Actor,
  match: LockedMatch,
  input: ResultInput,
  side: { submittedTeamId: number | null; scorers?: { teamId: number; playerId: number; goals: number }[] },
): Promise<Result> {
  if (match.homeId === null || match.guestId === null) {
    throw conflict('match_teams_unknown', m.server_match_teams_unknown());
  }
  if (match.hasFinal) throw conflict('result_already_final', ALREADY_FINAL());
  const now = app.clock.now();
  // Before the kick-off a result would also book missed duties the referee teams could not yet do.
  if (!resultsOpenFor(me, match.date, now)) throw conflict('match_not_kicked_off', NOT_KICKED_OFF());
  const [mine] = await tx
    .select({ id: results.id })
    .from(results)
    .where(and(eq(results.matchId, match.id), eq(results.submittedBy, me.id)));
  if (mine) throw conflict('result_already_suggested', ALREADY_SUGGESTED());

  const problem = resultProblem(input, {
    match_stage: match.matchStage,
    home_id: match.homeId,
    guest_id: match.guestId,
  });
  if (problem) throw badRequest('invalid_result', problem.message);

  try {
    const [row] = await tx
      .insert(results)
      .values({
        matchId: match.id,
        scoreHome: input.home_score,
        scoreGuest: input.guest_score,
        submittedBy: me.id,
        submittedTeamId: side.submittedTeamId,
        shootoutWinnerId: input.shootout_winner_id ?? null,
        forfeit: input.forfeit ?? false,
        forfeitTeamId: input.forfeit ? forfeitLoser(match, input) : null,
        unplayed: input.unplayed ?? false,
        reason: input.reason ?? null,
        // The auto-accept deadline counts from here: stamped by the clock the deadline is read with.
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('addResult: insert returned nothing');
    if (side.scorers?.length) {
      await tx.insert(scorers).values(
        side.scorers.map((s) => ({
          resultId: row.id,
          userId: s.playerId,
          teamId: s.teamId,
          goalCount: s.goals,
        })),
      );
    }
    if (input.final && input.reason) {
      return finalizeResult(tx, match, row, {
        autoAccepted: false,
        now: app.clock.now(),
        actor: user,
        reason: input.reason,
      });
    }
    await resultSuggested(tx, { matchId: match.id, result: row, actorId: me.id });
    await recordAudit(tx, user, {
      action: 'result.suggest',
      ...(await matchTarget(tx, match.id)),
      matchId: match.id,
      after: await resultValues(tx, row),
    });
    return resultAnswer(tx, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('result_already_suggested', ALREADY_SUGGESTED());
    throw error;
  }
}

/** Locks the season of a match (if both exist; lockMatch then refuses a missing match). */
export async function lockSeasonOfMatch(tx: Tx, matchId: number): Promise<void> {
  const [row] = await tx.select({ seasonId: matches.seasonId }).from(matches).where(eq(matches.id, matchId));
  if (!row) return;
  await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, row.seasonId)).for('no key update');
}

export async function acceptResult(
  app: FastifyInstance,
  user: CurrentUser,
  resultId: number,
): Promise<Result> {
  return writeLeague(app, async (tx, scope) => {
    const me = await caller(tx, user);
    const [first] = await tx
      .select({ matchId: results.matchId, seasonId: matches.seasonId })
      .from(results)
      .innerJoin(matches, eq(matches.id, results.matchId))
      .where(eq(results.id, resultId));
    if (!first) {
      // Ids are never reused: a known id that is gone was a suggestion dropped when another result
      // of its match became final (or its season was deleted).
      const [seq] = await tx.select({ last: sql<string>`last_value` }).from(sql`results_id_seq`);
      if (seq && resultId <= Number(seq.last)) throw conflict('result_already_final', ALREADY_FINAL());
      throw notFound('result_not_found', RESULT_NOT_FOUND());
    }
    // Season first, then match (the order the season services use): accepts in one season run one
    // after the other, so the last two group results accepted at once still fill the knockout.
    await tx
      .select({ id: seasons.id })
      .from(seasons)
      .where(eq(seasons.id, first.seasonId))
      .for('no key update');
    // Its hasFinal is read under the lock: another accept may have finished meanwhile.
    const match = await lockMatch(tx, first.matchId);
    scope.onlySeason(match.seasonId);
    const [result] = await tx.select().from(results).where(eq(results.id, resultId));
    if (!result) {
      if (match.hasFinal) throw conflict('result_already_final', ALREADY_FINAL());
      throw notFound('result_not_found', RESULT_NOT_FOUND());
    }
    authorize(
      canAcceptResult(me, match, {
        submitterTeamId: result.submittedTeamId,
        forfeit: result.forfeit,
      }),
      'accept_result_not_allowed',
      result.forfeit ? MATCH_REFUSED.acceptForfeit : MATCH_REFUSED.acceptResult,
    );
    if (match.hasFinal) throw conflict('result_already_final', ALREADY_FINAL());
    // A referee's dispute holds the result: an admin's accept settles it (decision 093).
    await refuseHeldResult(tx, match, isAdmin(me));
    // The date may have moved past the suggestion: captains accept once the match kicked off.
    if (!resultsOpenFor(me, match.date, app.clock.now()))
      throw conflict('match_not_kicked_off', NOT_KICKED_OFF());
    return finalizeResult(tx, match, result, { autoAccepted: false, now: app.clock.now(), actor: user });
  });
}

/**
 * What makes a result final, whoever decides it (an accept, or the season's deadline:
 * docs/PRODUCT.md#deadlines): the result becomes the match's final one, the other suggestions go,
 * missed referee duties are booked, the knockout fills and both teams' captains are notified. The caller holds the season lock and
 * the match lock (in that order) and has checked that the match has no final result yet.
 */
export async function finalizeResult(
  tx: Tx,
  match: MatchRow,
  result: ResultRow,
  /**
   * actor: who made it final (left out of the notification); none for an auto-accept. reason: an
   * admin's result entered as final at once (addResult with final), kept in the audit log.
   */
  options: {
    autoAccepted: boolean;
    /** The clock's time: a season that breaks ties by fair play fills its bracket with the ratings then released. */
    now: Date;
    actor?: NonNullable<AuditActor>;
    reason?: string;
    /** The audit entry's action when not the usual one (a declared forfeit, a confirmed no-show). */
    action?: AuditAction;
    /** The caller tells the people itself (a forfeit is mailed at once: services/forfeits.ts). */
    quiet?: boolean;
  },
): Promise<Result> {
  let accepted: ResultRow | undefined;
  try {
    [accepted] = await tx
      .update(results)
      .set({ isFinal: true, autoAccepted: options.autoAccepted })
      .where(eq(results.id, result.id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('result_already_final', ALREADY_FINAL());
    throw error;
  }
  if (!accepted) throw notFound('result_not_found', RESULT_NOT_FOUND());
  // The suggestions not chosen go, but the entry keeps their scores and scorers for the admins.
  const rejected = await rejectedSuggestions(tx, match, result.id);
  await tx.delete(results).where(and(eq(results.matchId, match.id), ne(results.id, result.id)));
  await recordMissedDuties(tx, match.id, accepted);
  await syncKnockout(tx, match.seasonId, options.now);
  if (!options.quiet) {
    await resultFinal(tx, {
      matchId: match.id,
      result: accepted,
      actorId: options.actor?.id ?? null,
      autoAccepted: options.autoAccepted,
    });
  }
  await recordAudit(tx, options.actor ?? null, {
    action:
      options.action ??
      (options.reason ? 'result.enter_final' : options.actor ? 'result.accept' : 'result.auto_accept'),
    ...(await matchTarget(tx, match.id)),
    matchId: match.id,
    ...(options.reason
      ? { after: { ...(await resultValues(tx, accepted)), final: true, reason: options.reason } }
      : {
          before: {
            ...(await resultValues(tx, result)),
            final: false,
            ...(rejected.length ? { not_chosen: rejected } : {}),
          },
          after: { ...(await resultValues(tx, accepted)), final: true },
        }),
  });
  return resultAnswer(tx, accepted);
}

// Scorers.

export type ScorersInput = z.output<typeof addScorersRequest>;

/** Replaces the team's scorers of a pending or final result. */
export async function setScorers(
  app: FastifyInstance,
  user: CurrentUser,
  input: ScorersInput,
): Promise<ScorerEntry[]> {
  return writeLeague(app, async (tx, scope) => {
    const me = await caller(tx, user);
    const match = await lockMatch(tx, input.match_id);
    scope.onlySeason(match.seasonId);
    const [result] = await tx
      .select()
      .from(results)
      .where(and(eq(results.id, input.result_id), eq(results.matchId, match.id)));
    if (!result) throw notFound('result_not_found', RESULT_NOT_FOUND());
    authorize(canEditScorers(me, match, input.team_id), 'scorers_not_allowed', MATCH_REFUSED.scorers);
    if (input.team_id !== match.homeId && input.team_id !== match.guestId) {
      throw badRequest('team_not_in_match', m.server_team_not_in_match());
    }
    authorize(
      scorersOpenFor(me, match.date, result.createdAt, app.clock.now()),
      'scorers_closed',
      MATCH_REFUSED.scorersClosed,
    );
    if (!hasScorers(result)) throw conflict('no_scorers', NO_SCORERS());
    const goals = goalsOfTeam(
      { home_id: match.homeId },
      { score_home: result.scoreHome, score_guest: result.scoreGuest },
      input.team_id,
    );
    const problem = scorersProblem(input.scorers, goals);
    if (problem) throw badRequest('invalid_scorers', problem.message);
    const ids = input.scorers.map((s) => s.playerId);
    if (ids.length) {
      const members = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(inArray(users.id, ids), eq(users.memberOf, input.team_id), inArray(users.role, PLAYING_ROLES)),
        )
        // As assignReferee: a scorer deleting the account meanwhile waits, or is no member any more.
        .for('share');
      // A guest of the team in this match (an accepted one-match invitation, decision 098) scores for it too.
      const known = new Set([
        ...members.map((row) => row.id),
        ...(await guestIdsOf(tx, match.id, input.team_id)),
      ]);
      if (!ids.every((id) => known.has(id))) {
        throw badRequest('scorer_not_in_team', m.server_scorer_not_in_team());
      }
      await refuseSuspendedScorers(tx, match.id, ids);
      await refuseIneligiblePlayers(tx, ids);
    }
    const before = await scorerList(tx, result.id, input.team_id);
    await tx.delete(scorers).where(and(eq(scorers.resultId, result.id), eq(scorers.teamId, input.team_id)));
    if (input.scorers.length) {
      await tx.insert(scorers).values(
        input.scorers.map((s) => ({
          resultId: result.id,
          userId: s.playerId,
          teamId: input.team_id,
          goalCount: s.goals,
        })),
      );
    }
    const target = await matchTarget(tx, match.id);
    await recordAudit(tx, user, {
      action: 'scorers.set',
      ...target,
      target:
        target.target.kind === 'pairing'
          ? { ...target.target, team: await teamLabel(tx, input.team_id) }
          : target.target,
      matchId: match.id,
      before: { scorers: before },
      after: { scorers: await scorerList(tx, result.id, input.team_id) },
    });
    return scorerAnswers(tx, result.id);
  });
}

/** A team's scorers of a result as an entry keeps them: "Name (goals)", or none. */
async function scorerList(tx: Tx, resultId: number, teamId: number): Promise<string> {
  const list = (await scorerAnswers(tx, resultId)).filter((s) => s.team_id === teamId);
  return list.length ? list.map((s) => `${s.name} (${s.goal_count})`).join(', ') : 'none';
}

/**
 * The other suggestions of a match as an entry keeps them, one line each in no language:
 * '3:1 – Physik FC: Anna Berg (2); TUM Kickers: Ben Vogel (1)'.
 */
async function rejectedSuggestions(tx: Tx, match: MatchRow, chosenId: number): Promise<string[]> {
  const others = await tx
    .select()
    .from(results)
    .where(and(eq(results.matchId, match.id), ne(results.id, chosenId)))
    .orderBy(asc(results.id));
  const lines: string[] = [];
  for (const other of others) {
    const score = `${other.scoreHome}:${other.scoreGuest}`;
    const entries = await scorerAnswers(tx, other.id);
    const teamIds = [match.homeId, match.guestId].filter((id): id is number => id !== null);
    const byTeam: string[] = [];
    for (const teamId of teamIds) {
      const list = entries.filter((entry) => entry.team_id === teamId);
      if (list.length === 0) continue;
      byTeam.push(
        `${await teamLabel(tx, teamId)}: ${list.map((s) => `${s.name} (${s.goal_count})`).join(', ')}`,
      );
    }
    lines.push(byTeam.length ? `${score} – ${byTeam.join('; ')}` : score);
  }
  return lines;
}

/**
 * A result as an entry keeps it: the score, and a forfeit (with the team that could not play) or
 * shoot-out winner when there is one.
 */
async function resultValues(tx: Tx, row: ResultRow): Promise<Record<string, unknown>> {
  return {
    score: `${row.scoreHome}:${row.scoreGuest}`,
    ...(row.forfeit ? { forfeit: true } : {}),
    ...(row.forfeitTeamId === null ? {} : { could_not_play: await teamLabel(tx, row.forfeitTeamId) }),
    ...(row.unplayed ? { unplayed: true } : {}),
    ...(row.shootoutWinnerId === null ? {} : { shootout_winner: await teamLabel(tx, row.shootoutWinnerId) }),
  };
}

/** A match's pitch as an entry names it (null: the default pitch). */
async function pitchLabel(tx: Tx, pitchId: number | null): Promise<string> {
  if (pitchId === null) return 'Default pitch';
  const [row] = await tx.select({ name: pitches.name }).from(pitches).where(eq(pitches.id, pitchId));
  return row?.name ?? `Pitch ${pitchId}`;
}
