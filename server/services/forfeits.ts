import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { NoShowClaim } from '../../common/api/forfeits';
import type { Result } from '../../common/api/types';
import { m } from '../../common/i18n/messages';
import {
  FORFEIT_NOTICE_HOURS,
  forfeitDeclarationOpen,
  forfeitScore,
  noShowClaimOpen,
  otherTeam,
} from '../../common/league/forfeits';
import {
  canClaimNoShow,
  canConfirmNoShow,
  canDeclareForfeit,
  FORFEIT_REFUSED,
} from '../../common/policies/forfeits';
import type { Tx } from '../db/client';
import { matches, noShowClaims, results } from '../db/schema';
import { conflict, isUniqueViolation } from '../lib/errors';
import { authorize } from '../policies/authorize';
import { matchTarget, recordAudit, teamLabel } from './audit';
import type { CurrentUser } from './auth';
import { writeLeague } from './league-write';
import {
  ALREADY_FINAL,
  caller,
  finalizeResult,
  type LockedMatch,
  lockMatch,
  lockSeasonOfMatch,
} from './matches';
import { matchForfeited } from './notifications/forfeit-events';

/**
 * Matches that are not played (docs/PRODUCT.md#forfeits-and-unplayed-matches, decision 082): a
 * captain declares that their team cannot play, or claims that the other did not come and a
 * referee of the match or an admin confirms it; either way the match becomes a final 0:3 through
 * finalizeResult, like an accepted result (table, head-to-head, knockout), with no missed duty
 * booked. Each call takes the season's lock, then the match's (the order of an accept), so of two
 * calls on one match the second sees the first's final result or claim and is refused.
 */

const teamsKnown = (match: LockedMatch) => {
  if (match.homeId === null || match.guestId === null) {
    throw conflict('match_teams_unknown', m.server_match_teams_unknown());
  }
};

/** The final 0:3 against `loserId`, entered by `user` and made final at once. */
async function forfeitAgainst(
  app: FastifyInstance,
  tx: Tx,
  user: CurrentUser,
  match: LockedMatch,
  input: { loserId: number; reason: string | null; how: 'declared' | 'no_show' },
): Promise<Result> {
  const score = forfeitScore(match, input.loserId);
  // Whatever was suggested before goes: the caller's own suggestion would block the insert, and
  // finalizeResult drops the others anyway.
  await tx.delete(results).where(and(eq(results.matchId, match.id), eq(results.isFinal, false)));
  const [row] = await tx
    .insert(results)
    .values({
      matchId: match.id,
      scoreHome: score.home_score,
      scoreGuest: score.guest_score,
      submittedBy: user.id,
      submittedTeamId: input.how === 'declared' ? input.loserId : null,
      forfeit: true,
      forfeitTeamId: input.loserId,
      reason: input.reason,
      createdAt: app.clock.now(),
    })
    .returning();
  if (!row) throw new Error('forfeitAgainst: insert returned nothing');
  const answer = await finalizeResult(tx, match, row, {
    autoAccepted: false,
    now: app.clock.now(),
    actor: user,
    quiet: true,
    action: input.how === 'declared' ? 'result.declare_forfeit' : 'result.confirm_no_show',
    reason: input.reason ?? 'no-show confirmed',
  });
  await matchForfeited(app, tx, {
    matchId: match.id,
    result: row,
    loserId: input.loserId,
    how: input.how,
    reason: input.reason,
    actorId: user.id,
  });
  return answer;
}

/** A captain says their team cannot play: until FORFEIT_NOTICE_HOURS before the kick-off. */
export async function declareForfeit(
  app: FastifyInstance,
  user: CurrentUser,
  input: { match_id: number; reason: string },
): Promise<Result> {
  return writeLeague(app, async (tx, scope) => {
    const me = await caller(tx, user);
    await lockSeasonOfMatch(tx, input.match_id);
    const match = await lockMatch(tx, input.match_id);
    scope.onlySeason(match.seasonId);
    if (match.hasFinal) throw conflict('result_already_final', ALREADY_FINAL());
    authorize(canDeclareForfeit(me, match), 'declare_forfeit_not_allowed', FORFEIT_REFUSED.declare);
    teamsKnown(match);
    if (!forfeitDeclarationOpen(match.date, app.clock.now())) {
      throw conflict(
        'forfeit_deadline_passed',
        m.server_forfeit_deadline_passed({ hours: FORFEIT_NOTICE_HOURS }),
      );
    }
    // canDeclareForfeit let in only a captain of one of the two teams.
    const loserId = me.memberOf as number;
    return forfeitAgainst(app, tx, user, match, { loserId, reason: input.reason, how: 'declared' });
  });
}

/**
 * A claim waits for a referee or an admin while it is unconfirmed, the match has no final result
 * and the claiming team has not suggested a result since: its own suggestion says the match was
 * played. A suggestion of the team said not to have come leaves the claim to the referee.
 */
export const claimWaiting = and(
  isNull(noShowClaims.confirmedAt),
  sql`not exists (select 1 from ${results} where ${results.matchId} = ${noShowClaims.matchId} and (${results.isFinal} or ${results.submittedTeamId} = ${noShowClaims.teamId}))`,
);

const claimAnswer = (row: typeof noShowClaims.$inferSelect): NoShowClaim => ({
  match_id: row.matchId,
  team_id: row.teamId,
  claimed_at: row.claimedAt.toISOString(),
});

/**
 * A captain says the other team did not come: from the forfeit deadline on, while no result is
 * final or suggested (a suggestion says the match was played, or that the sides agree; a dispute
 * goes to an admin's forfeit entry).
 */
export async function claimNoShow(
  app: FastifyInstance,
  user: CurrentUser,
  input: { match_id: number },
): Promise<NoShowClaim> {
  return writeLeague(app, async (tx, scope) => {
    const me = await caller(tx, user);
    const match = await lockMatch(tx, input.match_id);
    scope.onlySeason(match.seasonId);
    if (match.hasFinal) throw conflict('result_already_final', ALREADY_FINAL());
    authorize(canClaimNoShow(me, match), 'claim_no_show_not_allowed', FORFEIT_REFUSED.claim);
    teamsKnown(match);
    const now = app.clock.now();
    if (!noShowClaimOpen(match.date, now)) {
      throw conflict('no_show_too_early', m.server_no_show_too_early({ hours: FORFEIT_NOTICE_HOURS }));
    }
    const [known] = await tx.select().from(noShowClaims).where(eq(noShowClaims.matchId, match.id));
    if (known) throw conflict('no_show_already_claimed', m.server_no_show_already_claimed());
    const [suggested] = await tx
      .select({ id: results.id })
      .from(results)
      .where(eq(results.matchId, match.id))
      .limit(1);
    if (suggested) throw conflict('result_already_suggested', m.server_no_show_after_suggestion());
    try {
      const [row] = await tx
        .insert(noShowClaims)
        .values({ matchId: match.id, teamId: me.memberOf, claimedBy: me.id, claimedAt: now })
        .returning();
      if (!row) throw new Error('claimNoShow: insert returned nothing');
      const accused = otherTeam(match, me.memberOf as number);
      await recordAudit(tx, user, {
        action: 'result.claim_no_show',
        ...(await matchTarget(tx, match.id)),
        matchId: match.id,
        after: { did_not_come: accused === null ? 'unknown' : await teamLabel(tx, accused) },
      });
      return claimAnswer(row);
    } catch (error) {
      // The match lock serves claims one after the other; the unique index backs it up.
      if (isUniqueViolation(error))
        throw conflict('no_show_already_claimed', m.server_no_show_already_claimed());
      throw error;
    }
  });
}

/** An appointed referee of the match or an admin confirms the claim: the team that did not come loses 0:3. */
export async function confirmNoShow(
  app: FastifyInstance,
  user: CurrentUser,
  input: { match_id: number },
): Promise<Result> {
  return writeLeague(app, async (tx, scope) => {
    const me = await caller(tx, user);
    await lockSeasonOfMatch(tx, input.match_id);
    const match = await lockMatch(tx, input.match_id);
    scope.onlySeason(match.seasonId);
    authorize(canConfirmNoShow(me, match), 'confirm_no_show_not_allowed', FORFEIT_REFUSED.confirm);
    if (match.hasFinal) throw conflict('result_already_final', ALREADY_FINAL());
    const [claim] = await tx
      .select()
      .from(noShowClaims)
      .where(and(eq(noShowClaims.matchId, match.id), claimWaiting));
    if (!claim || claim.teamId === null)
      throw conflict('no_show_not_claimed', m.server_no_show_not_claimed());
    teamsKnown(match);
    const loserId = otherTeam(match, claim.teamId);
    // The claiming team left the match (a knockout side replaced): nothing to confirm.
    if (loserId === null || (claim.teamId !== match.homeId && claim.teamId !== match.guestId)) {
      throw conflict('no_show_not_claimed', m.server_no_show_not_claimed());
    }
    await tx
      .update(noShowClaims)
      .set({ confirmedBy: me.id, confirmedAt: app.clock.now() })
      .where(eq(noShowClaims.id, claim.id));
    return forfeitAgainst(app, tx, user, match, { loserId, reason: null, how: 'no_show' });
  });
}

/** The season's claims waiting for a confirmation (claimWaiting), for any signed-in user. */
export async function noShowClaimsOf(app: FastifyInstance, seasonId: number): Promise<NoShowClaim[]> {
  const rows = await app.db
    .select({ claim: noShowClaims })
    .from(noShowClaims)
    .innerJoin(matches, eq(matches.id, noShowClaims.matchId))
    .where(and(eq(matches.seasonId, seasonId), claimWaiting))
    .orderBy(asc(noShowClaims.id));
  return rows.map((row) => claimAnswer(row.claim));
}
