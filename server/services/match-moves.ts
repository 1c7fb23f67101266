import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from '../../common/api/error-codes';
import type { MatchDateProposal } from '../../common/api/match-moves';
import { m } from '../../common/i18n/messages';
import {
  ALREADY_PROPOSED,
  moveRefusal,
  proposalClosedRefusal,
  proposalStatus,
  proposeRefusal,
} from '../../common/league/match-moves';
import { windowRefusal } from '../../common/league/match-window';
import {
  type Actor,
  canAnswerMatchDateProposal,
  canProposeMatchDate,
  canSeeMatchDateProposal,
  canWithdrawMatchDateProposal,
  MATCH_REFUSED,
  type MatchFacts,
  type ProposalSide,
} from '../../common/policies/matches';
import type { Tx } from '../db/client';
import { matchDateProposals, matches, results, users } from '../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound } from '../lib/errors';
import { authorize } from '../policies/authorize';
import { presentMatchDateProposal } from '../presenters/match-date-proposal';
import { isoOrNull, matchTarget, recordAudit } from './audit';
import type { CurrentUser } from './auth';
import { writeLeagueIfShown } from './league-write';
import { setMatchDate } from './match-date';
import { seasonWindowEnd } from './match-window';
import { caller, lockMatch } from './matches';
import {
  matchDateProposalDeclined,
  matchDateProposalWithdrawn,
  matchDateProposed,
  matchMovedForRefereeTeams,
} from './notifications/events';

/**
 * Moving a match by consent (docs/PRODUCT.md#moving-a-match, decision 035). Each write is one
 * service function and one transaction that locks the match row first, like every match-day call
 * (server/services/matches.ts); the partial unique index 'one open proposal per match' backs the
 * lock up. Proposals show on no public page: only an accepted one (a new date) drops the public cache.
 */

export const PROPOSAL_NOT_FOUND = m.server_proposal_not_found;

type ProposalRow = typeof matchDateProposals.$inferSelect;

const proposerName = async (tx: Tx, row: ProposalRow): Promise<string | null> => {
  if (row.proposedBy === null) return null;
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.proposedBy));
  return user?.name ?? null;
};

/** The open proposals the caller may see: of the matches their team plays, every one for an admin. */
export async function getMatchDateProposals(
  app: FastifyInstance,
  user: CurrentUser,
): Promise<MatchDateProposal[]> {
  const now = app.clock.now();
  const actor: Actor = { id: user.id, role: user.role, memberOf: user.memberOf };
  const rows = await app.db
    .select({
      proposal: matchDateProposals,
      match: {
        ...getTableColumns(matches),
        hasFinal: sql<boolean>`exists (select 1 from ${results} where ${results.matchId} = ${matches.id} and ${results.isFinal})`,
      },
      proposer: users.name,
    })
    .from(matchDateProposals)
    .innerJoin(matches, eq(matches.id, matchDateProposals.matchId))
    .leftJoin(users, eq(users.id, matchDateProposals.proposedBy))
    .where(eq(matchDateProposals.status, 'open'))
    .orderBy(asc(matchDateProposals.id));
  return rows
    .filter(
      ({ proposal, match }) =>
        canSeeMatchDateProposal(actor, match) && proposalStatus(proposal, match, now) === 'open',
    )
    .map(({ proposal, proposer }) => presentMatchDateProposal(proposal, 'open', proposer));
}

/** A captain of either team proposes a new kick-off for a dated match that has not kicked off. */
export async function proposeMatchDate(
  app: FastifyInstance,
  user: CurrentUser,
  input: { match_id: number; date: Date },
): Promise<MatchDateProposal> {
  const now = app.clock.now();
  return writeLeagueIfShown(app, async (tx) => {
    const me = await caller(tx, user);
    const match = await lockMatch(tx, input.match_id);
    authorize(canProposeMatchDate(me, match), 'propose_date_not_allowed', MATCH_REFUSED.proposeDate);
    const refusal = moveRefusal(match, now);
    if (refusal) throw conflict('match_not_movable', refusal);
    const problem = proposeRefusal(match, input.date, now);
    if (problem) throw badRequest('invalid_proposed_date', problem);
    // Only captains propose: the season's match window holds them as it does for a date set alone.
    const beyond = windowRefusal(input.date, await seasonWindowEnd(tx, match.seasonId));
    if (beyond) throw badRequest('date_after_season', beyond);
    const [open] = await tx
      .select()
      .from(matchDateProposals)
      .where(and(eq(matchDateProposals.matchId, match.id), eq(matchDateProposals.status, 'open')));
    if (open) {
      const status = proposalStatus(open, match, now);
      if (status === 'open') throw conflict('date_already_proposed', ALREADY_PROPOSED());
      // Stored open but over (its own kick-off passed): closed now, so the index makes room.
      await tx.update(matchDateProposals).set({ status }).where(eq(matchDateProposals.id, open.id));
    }
    if (!match.date) throw new Error('proposeMatchDate: moveRefusal let an undated match through');
    try {
      const [row] = await tx
        .insert(matchDateProposals)
        .values({
          matchId: match.id,
          date: input.date,
          kickOff: match.date,
          // canProposeMatchDate let in captains of one of the two teams only.
          teamId: me.memberOf,
          proposedBy: me.id,
        })
        .returning();
      if (!row) throw new Error('proposeMatchDate: insert returned nothing');
      await matchDateProposed(tx, { proposal: row, actorId: me.id });
      await recordAudit(tx, user, {
        action: 'match.move_propose',
        ...(await matchTarget(tx, match.id)),
        matchId: match.id,
        before: null,
        after: { kick_off: isoOrNull(row.kickOff), proposed: isoOrNull(row.date) },
      });
      return { value: presentMatchDateProposal(row, 'open', await proposerName(tx, row)), shown: false };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('date_already_proposed', ALREADY_PROPOSED());
      throw error;
    }
  });
}

/** The proposal under its match's lock (match first, as every match-day call locks), or a 404. */
async function lockProposal(tx: Tx, proposalId: number) {
  const [first] = await tx
    .select({ matchId: matchDateProposals.matchId })
    .from(matchDateProposals)
    .where(eq(matchDateProposals.id, proposalId));
  if (!first) throw notFound('proposal_not_found', PROPOSAL_NOT_FOUND());
  const match = await lockMatch(tx, first.matchId);
  const [proposal] = await tx
    .select()
    .from(matchDateProposals)
    .where(eq(matchDateProposals.id, proposalId))
    .for('update');
  if (!proposal) throw notFound('proposal_not_found', PROPOSAL_NOT_FOUND());
  return { match, proposal };
}

/**
 * The shared opening of answering and withdrawing: the caller, the proposal under its match's lock,
 * the caller's permission, a proposal still open, then its new status stored with who and when.
 */
async function closeProposal(
  tx: Tx,
  user: CurrentUser,
  step: {
    proposalId: number;
    may: (me: Actor, match: MatchFacts, proposal: ProposalSide) => boolean;
    refusedCode: ErrorCode;
    refused: string;
    status: 'accepted' | 'declined' | 'withdrawn';
    now: Date;
  },
) {
  const me = await caller(tx, user);
  const { match, proposal } = await lockProposal(tx, step.proposalId);
  authorize(step.may(me, match, { teamId: proposal.teamId }), step.refusedCode, step.refused);
  const closed = proposalClosedRefusal(proposal, match, step.now);
  if (closed) throw conflict('proposal_closed', closed);
  const [row] = await tx
    .update(matchDateProposals)
    .set({ status: step.status, answeredBy: me.id, answeredAt: step.now })
    .where(eq(matchDateProposals.id, proposal.id))
    .returning();
  if (!row) throw notFound('proposal_not_found', PROPOSAL_NOT_FOUND());
  return { me, match, proposal, row };
}

/**
 * The other team's captain (or an admin) accepts or declines. Accepted, the match moves through
 * setMatchDate, the one path of a user's date change (feeds' SEQUENCE and DTSTAMP, its notification).
 */
export async function answerMatchDateProposal(
  app: FastifyInstance,
  user: CurrentUser,
  input: { proposal_id: number; accept: boolean },
): Promise<MatchDateProposal> {
  const now = app.clock.now();
  return writeLeagueIfShown(app, async (tx) => {
    const status = input.accept ? 'accepted' : 'declined';
    const { me, match, proposal, row } = await closeProposal(tx, user, {
      proposalId: input.proposal_id,
      may: canAnswerMatchDateProposal,
      refusedCode: 'answer_proposal_not_allowed',
      refused: MATCH_REFUSED.answerProposal,
      status,
      now,
    });
    await recordAudit(tx, user, {
      action: input.accept ? 'match.move_accept' : 'match.move_decline',
      ...(await matchTarget(tx, match.id)),
      matchId: match.id,
      before: { date: isoOrNull(match.date) },
      after: {
        date: isoOrNull(input.accept ? proposal.date : match.date),
        proposed: isoOrNull(proposal.date),
      },
    });
    if (input.accept) {
      await setMatchDate(tx, match, proposal.date, me.id);
      await matchMovedForRefereeTeams(tx, { matchId: match.id, before: match.date, actorId: me.id });
    } else {
      await matchDateProposalDeclined(tx, { proposal: row, actorId: me.id });
    }
    return { value: presentMatchDateProposal(row, status, await proposerName(tx, row)), shown: input.accept };
  });
}

/** The proposing side takes its open proposal back. */
export async function withdrawMatchDateProposal(
  app: FastifyInstance,
  user: CurrentUser,
  input: { proposal_id: number },
): Promise<MatchDateProposal> {
  const now = app.clock.now();
  return writeLeagueIfShown(app, async (tx) => {
    const { me, match, proposal, row } = await closeProposal(tx, user, {
      proposalId: input.proposal_id,
      may: canWithdrawMatchDateProposal,
      refusedCode: 'withdraw_proposal_not_allowed',
      refused: MATCH_REFUSED.withdrawProposal,
      status: 'withdrawn',
      now,
    });
    await matchDateProposalWithdrawn(tx, { proposal: row, actorId: me.id });
    await recordAudit(tx, user, {
      action: 'match.move_withdraw',
      ...(await matchTarget(tx, match.id)),
      matchId: match.id,
      before: { kick_off: isoOrNull(proposal.kickOff), proposed: isoOrNull(proposal.date) },
      after: null,
    });
    return { value: presentMatchDateProposal(row, 'withdrawn', await proposerName(tx, row)), shown: false };
  });
}
