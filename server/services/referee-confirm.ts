import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { confirmResultRequest, ResultConfirmation } from '../../common/api/referee-confirm';
import type { Todo } from '../../common/api/todos';
import { m } from '../../common/i18n/messages';
import { matchTitle } from '../../common/league/calendar';
import {
  CONFIRM_WINDOW_MS,
  confirmTimeRefusal,
  heldByReferee,
  isAppointedReferee,
  MATCH_LENGTH_MS,
} from '../../common/league/referee-confirm';
import { isDisputed } from '../../common/league/results';
import type { TodoRefereedMatch } from '../../common/league/todos';
import type { Db, Tx } from '../db/client';
import { matches, resultConfirmations, results, teams, users } from '../db/schema';
import { conflict } from '../lib/errors';
import { authorize } from '../policies/authorize';
import { matchTarget, recordAudit } from './audit';
import type { CurrentUser } from './auth';
import { writeLeagueIfShown } from './league-write';
import { caller, lockMatch, lockSeasonOfMatch, type ResultRow } from './matches';
import { syncKnockout } from './season-setup';

/**
 * Referees confirm results (docs/PRODUCT.md#referees-confirm, decision 093). An appointed referee
 * answers once per match, after the final whistle and within a week of the kick-off: agreeing with
 * the result, or disputing it with their version. A dispute holds the result for the admins: a
 * final result goes back to pending (off the table, the scorers and the bans), captains cannot
 * accept it (acceptResult asks refuseHeldResult), the deadline's auto-accept skips the match, and
 * the admins' to-do list shows both versions until an admin makes a result final.
 */

type ConfirmationRow = typeof resultConfirmations.$inferSelect;

const scoreOf = (row: Pick<ResultRow, 'scoreHome' | 'scoreGuest'>) => `${row.scoreHome}:${row.scoreGuest}`;

const answerOf = (row: ConfirmationRow, held: boolean): ResultConfirmation => ({
  match_id: row.matchId,
  result_id: row.resultId,
  score: row.score,
  agree: row.agree,
  note: row.note,
  answered_at: row.answeredAt.toISOString(),
  held,
});

/** The referees' answers to a match. */
export async function refereeAnswers(db: Db | Tx, matchId: number): Promise<ConfirmationRow[]> {
  return db
    .select()
    .from(resultConfirmations)
    .where(eq(resultConfirmations.matchId, matchId))
    .orderBy(asc(resultConfirmations.id));
}

/**
 * 409 `result_held_by_referee` when a referee disputes the match's result and none is final: only
 * an admin settles it then. Asked by acceptResult under the match's lock.
 */
export async function refuseHeldResult(
  tx: Tx,
  match: { id: number; hasFinal: boolean },
  admin: boolean,
): Promise<void> {
  if (admin) return;
  if (heldByReferee(await refereeAnswers(tx, match.id), match.hasFinal)) {
    throw conflict('result_held_by_referee', m.server_result_held_by_referee());
  }
}

export async function confirmResult(
  app: FastifyInstance,
  user: CurrentUser,
  input: z.output<typeof confirmResultRequest>,
): Promise<ResultConfirmation> {
  return writeLeagueIfShown(app, async (tx) => {
    const me = await caller(tx, user);
    // Season before match, as acceptResult: a dispute of a final result refills the knockout.
    await lockSeasonOfMatch(tx, input.match_id);
    const match = await lockMatch(tx, input.match_id);
    authorize(
      isAppointedReferee(me, match),
      'confirm_result_not_allowed',
      m.server_confirm_result_not_allowed(),
    );
    const now = app.clock.now();
    const late = confirmTimeRefusal(match.date, now);
    if (late === 'match_not_finished') throw conflict(late, m.server_match_not_finished());
    if (late === 'confirm_window_closed') throw conflict(late, m.server_confirm_window_closed());
    const answers = await refereeAnswers(tx, match.id);
    if (answers.some((answer) => answer.refereeId === me.id)) {
      throw conflict('result_already_answered', m.server_result_already_answered());
    }
    const rows = await tx
      .select()
      .from(results)
      .where(eq(results.matchId, match.id))
      .orderBy(asc(results.id));
    const final = rows.find((row) => row.isFinal);
    if (!final && isDisputed(rows)) {
      throw conflict('results_disagree', m.server_results_disagree());
    }
    // The sides agree: every suggestion has the same outcome, so the first one stands for them all.
    const answered = final ?? rows[0];
    if (!answered) throw conflict('no_result_to_confirm', m.server_no_result_to_confirm());
    const note = input.note?.trim() ? input.note.trim() : null;
    const [row] = await tx
      .insert(resultConfirmations)
      .values({
        matchId: match.id,
        refereeId: me.id,
        resultId: answered.id,
        score: scoreOf(answered),
        agree: input.agree,
        note,
        answeredAt: now,
      })
      .returning();
    if (!row) throw new Error('confirmResult: insert returned nothing');
    const reopened = !input.agree && final !== undefined;
    if (reopened) {
      // Held: not final again until an admin accepts it or enters another (finalizeResult).
      await tx.update(results).set({ isFinal: false, autoAccepted: false }).where(eq(results.id, final.id));
      await syncKnockout(tx, match.seasonId, now);
    }
    await recordAudit(tx, user, {
      action: input.agree ? 'result.referee_confirm' : 'result.referee_dispute',
      ...(await matchTarget(tx, match.id)),
      matchId: match.id,
      after: { score: row.score, ...(note === null ? {} : { note }), ...(reopened ? { final: false } : {}) },
    });
    const held = heldByReferee([...answers, row], match.hasFinal && !reopened);
    return { value: answerOf(row, held), shown: reopened };
  });
}

/**
 * The admins' items of results held by a referee's dispute (kind `referee_dispute`), both
 * versions in one sentence: the result as entered and the referee's note. Read apart from the
 * match facts, as the disputed cards are: the matches' own decisions (decisions.ts) stay the
 * captains' disagreements and overdue matches.
 */
export async function refereeDisputeTodos(db: Db): Promise<Todo[]> {
  // Open ones only: a final result of the match settled the dispute.
  const open = await db
    .select({ confirmation: resultConfirmations, referee: users.name })
    .from(resultConfirmations)
    .innerJoin(users, eq(users.id, resultConfirmations.refereeId))
    .where(
      and(
        eq(resultConfirmations.agree, false),
        sql`not exists (select 1 from ${results} where ${results.matchId} = ${resultConfirmations.matchId} and ${results.isFinal})`,
      ),
    )
    .orderBy(asc(resultConfirmations.answeredAt), asc(resultConfirmations.id));
  if (open.length === 0) return [];
  const matchRows = await db
    .select()
    .from(matches)
    .where(
      inArray(
        matches.id,
        open.map((d) => d.confirmation.matchId),
      ),
    );
  const teamRows = await db.select({ id: teams.id, name: teams.name }).from(teams);
  const names = new Map(teamRows.map((t) => [t.id, t.name]));
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const byId = new Map(matchRows.map((row) => [row.id, row]));
  return open.flatMap(({ confirmation, referee }) => {
    const match = byId.get(confirmation.matchId);
    if (!match) return [];
    return [
      {
        kind: 'referee_dispute' as const,
        text: m.server_todo_referee_dispute({
          match: matchTitle({
            home: name(match.homeId),
            guest: name(match.guestId),
            matchStage: match.matchStage,
          }),
          score: confirmation.score,
          referee,
          note: confirmation.note ?? '',
        }),
        match_id: match.id,
        ...(match.date ? { due_at: match.date.toISOString() } : {}),
      },
    ];
  });
}

/**
 * What the to-do list asks about referees' answers: of the matches read (`matchIds`, none final),
 * those held by a dispute; and the matches the caller referees between the final whistle and the
 * window's end, with their results and answers, for the caller's "confirm the result" items.
 */
export async function refereeTodoFacts(
  db: Db,
  userId: number,
  matchIds: number[],
  now: Date,
): Promise<{ held: Set<number>; refereed: TodoRefereedMatch[] }> {
  const disputed = matchIds.length
    ? await db
        .select({ matchId: resultConfirmations.matchId })
        .from(resultConfirmations)
        .where(and(inArray(resultConfirmations.matchId, matchIds), eq(resultConfirmations.agree, false)))
    : [];
  const since = new Date(now.getTime() - CONFIRM_WINDOW_MS);
  const until = new Date(now.getTime() - MATCH_LENGTH_MS);
  const matchRows = await db
    .select()
    .from(matches)
    .where(
      and(
        or(eq(matches.refereeId, userId), eq(matches.refereeId2, userId)),
        gte(matches.date, since),
        lte(matches.date, until),
      ),
    )
    .orderBy(asc(matches.id));
  const ids = matchRows.map((row) => row.id);
  const [resultRows, answerRows] = ids.length
    ? await Promise.all([
        db.select().from(results).where(inArray(results.matchId, ids)).orderBy(asc(results.id)),
        db.select().from(resultConfirmations).where(inArray(resultConfirmations.matchId, ids)),
      ])
    : [[], []];
  return {
    held: new Set(disputed.map((row) => row.matchId)),
    refereed: matchRows.map((row) => {
      const list = resultRows.filter((r) => r.matchId === row.id);
      return {
        ...row,
        hasFinal: list.some((r) => r.isFinal),
        results: list,
        answers: answerRows.filter((a) => a.matchId === row.id),
      };
    }),
  };
}
