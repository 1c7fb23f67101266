import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { PLAYING_ROLES } from '../../common/api/enums';
import type { AddLiveEventAnswer, addLiveEventRequest, LiveEvents } from '../../common/api/live';
import type { PushKind } from '../../common/api/push';
import { m } from '../../common/i18n/messages';
import {
  LIVE_WINDOW_HOURS,
  type LiveOrderRefusal,
  type LiveWindowRefusal,
  liveOrderRefusal,
  liveScorers,
  liveState,
  liveSuggestingTeam,
  liveWindowRefusal,
  undoTarget,
} from '../../common/league/live';
import { canRecordLiveEvent, LIVE_REFUSED } from '../../common/policies/live';
import type { Db, Tx } from '../db/client';
import { liveEvents, matches, results, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import { authorize } from '../policies/authorize';
import { matchTarget, recordAudit, teamLabel, userLabel } from './audit';
import type { CurrentUser } from './auth';
import { refuseSuspendedScorers } from './discipline';
import { refuseIneligiblePlayers } from './eligibility';
import { writeLeague } from './league-write';
import { announceLiveChange } from './live-stream';
import { ALREADY_FINAL, caller, insertResult, type LockedMatch, lockMatch, MATCH_NOT_FOUND } from './matches';
import { type MatchPush, queueMatchPush } from './push';

/**
 * Live match day (docs/PRODUCT.md#live-match-day, decision 084): the events of a match as they are
 * recorded on the pitch, and the final whistle as a result suggestion through addResult's own
 * path (insertResult). Each write locks the match row first (lockMatch), so two recorders tapping
 * at once are served one after the other and each decides on the events as they are then: both
 * goals count, and a resend of one event id finds the first.
 */

export type LiveEventInput = z.output<typeof addLiveEventRequest>;
type LiveEventRow = typeof liveEvents.$inferSelect;

const REFUSAL_SENTENCES: Record<LiveWindowRefusal | LiveOrderRefusal, () => string> = {
  live_match_undated: () => m.server_live_match_undated(),
  result_already_final: () => ALREADY_FINAL(),
  live_before_kick_off: () => m.server_live_before_kick_off(),
  live_window_closed: () => m.server_live_window_closed({ hours: LIVE_WINDOW_HOURS }),
  live_match_finished: () => m.server_live_match_finished(),
  live_nothing_to_undo: () => m.server_live_nothing_to_undo(),
  live_event_out_of_order: () => m.server_live_event_out_of_order(),
};

const goalKind = (kind: string) => kind === 'goal' || kind === 'own_goal';

/** The payload as the kind wants it (400): a goal names one of the two teams; other kinds name none. */
function payloadProblem(input: LiveEventInput, match: LockedMatch) {
  if (goalKind(input.kind)) {
    if (input.team_id === undefined) {
      return badRequest('invalid_field', `team_id: ${m.server_field_live_team_required()}`);
    }
    if (input.team_id !== match.homeId && input.team_id !== match.guestId) {
      return badRequest('team_not_in_match', m.server_team_not_in_match());
    }
  } else if (input.team_id !== undefined || input.player_id !== undefined) {
    return badRequest(
      'invalid_field',
      `${input.team_id !== undefined ? 'team_id' : 'player_id'}: ${m.server_field_live_goal_only()}`,
    );
  }
  if (input.shootout_winner_id !== undefined && input.kind !== 'fulltime') {
    return badRequest('invalid_field', `shootout_winner_id: ${m.server_field_live_goal_only()}`);
  }
  return null;
}

/** The scorer of a goal plays for the team credited; of an own goal, for the other team. */
async function checkPlayer(tx: Tx, input: LiveEventInput, match: LockedMatch): Promise<void> {
  if (input.player_id === undefined || input.team_id === undefined) return;
  const side =
    input.kind === 'own_goal'
      ? input.team_id === match.homeId
        ? match.guestId
        : match.homeId
      : input.team_id;
  if (side === null) throw badRequest('live_player_not_in_team', m.server_live_player_not_in_team());
  const [player] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.player_id), eq(users.memberOf, side), inArray(users.role, PLAYING_ROLES)))
    // As the scorers of a result: a player deleting the account meanwhile waits.
    .for('share');
  if (!player) throw badRequest('live_player_not_in_team', m.server_live_player_not_in_team());
  // A suspended player does not play the match, so scores in it neither way (decision 087).
  await refuseSuspendedScorers(tx, match.id, [input.player_id]);
  await refuseIneligiblePlayers(tx, [input.player_id]);
}

const eventsOf = (db: Db | Tx, matchId: number) =>
  db
    .select({ event: liveEvents, playerName: users.name })
    .from(liveEvents)
    .leftJoin(users, eq(users.id, liveEvents.playerId))
    .where(eq(liveEvents.matchId, matchId))
    .orderBy(asc(liveEvents.id));

type EventWithName = Awaited<ReturnType<typeof eventsOf>>[number];

/** The public answer: the events that count with the running score, and where the match stands. */
function present(
  matchId: number,
  rows: EventWithName[],
  match: Pick<LockedMatch, 'homeId' | 'guestId'>,
): LiveEvents {
  const byId = new Map(rows.map((row) => [row.event.id, row]));
  const state = liveState(
    rows.map((row) => row.event),
    match,
  );
  return {
    match_id: matchId,
    status: state.status,
    home: state.score.home,
    guest: state.score.guest,
    events: state.events.map(({ event, score }) => {
      if (event.kind === 'undo') throw new Error('liveState counted an undo');
      return {
        id: event.id,
        kind: event.kind,
        team_id: event.teamId,
        player_id: event.playerId,
        player_name: byId.get(event.id)?.playerName ?? null,
        minute: event.minute,
        at: event.createdAt.toISOString(),
        home: score.home,
        guest: score.guest,
      };
    }),
  };
}

const eventAnswer = (row: LiveEventRow): AddLiveEventAnswer['event'] => ({
  id: row.id,
  event_id: row.eventId,
  kind: row.kind,
  undoes_id: row.undoesId,
  result_id: row.resultId,
});

/** An event as the audit log keeps it, in no language: 'goal 23\' Physik FC (Anna Berg)'. */
async function eventValues(tx: Tx, row: LiveEventRow): Promise<Record<string, unknown>> {
  return {
    event: row.kind,
    ...(row.teamId === null ? {} : { team: await teamLabel(tx, row.teamId) }),
    ...(row.playerId === null ? {} : { player: await userLabel(tx, row.playerId) }),
    ...(row.minute === null ? {} : { minute: row.minute }),
  };
}

export async function addLiveEvent(
  app: FastifyInstance,
  user: CurrentUser,
  input: LiveEventInput,
): Promise<AddLiveEventAnswer> {
  // Set by the attempt that commits; the followers' pushes go only after the commit (decision 091).
  const after: { push?: MatchPush } = {};
  const answer = await writeLeague(app, async (tx, scope) => {
    after.push = undefined;
    const me = await caller(tx, user);
    const match = await lockMatch(tx, input.match_id);
    scope.onlySeason(match.seasonId);
    authorize(canRecordLiveEvent(me, match), 'live_event_not_allowed', LIVE_REFUSED.record);
    if (input.event_id !== undefined) {
      // A resend (the phone's queue sent again after a lost answer) answers what the first stored,
      // even once the window has closed or the whistle made the match final.
      const [known] = await tx
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.matchId, match.id), eq(liveEvents.eventId, input.event_id)));
      if (known)
        return { event: eventAnswer(known), live: present(match.id, await eventsOf(tx, match.id), match) };
    }
    const now = app.clock.now();
    const closed = liveWindowRefusal(match, now);
    if (closed) throw conflict(closed, REFUSAL_SENTENCES[closed]());
    if (match.homeId === null || match.guestId === null) {
      throw conflict('match_teams_unknown', m.server_match_teams_unknown());
    }
    const problem = payloadProblem(input, match);
    if (problem) throw problem;
    await checkPlayer(tx, input, match);
    const before = await eventsOf(tx, match.id);
    const facts = before.map((row) => row.event);
    const refusal = liveOrderRefusal(facts, match, input.kind, me.id);
    if (refusal) throw conflict(refusal, REFUSAL_SENTENCES[refusal]());

    const undoesId = input.kind === 'undo' ? undoTarget(facts, me.id) : null;
    const undone = facts.find((e) => e.id === undoesId);
    let withdrawn: string | null = null;
    if (undone?.kind === 'fulltime' && undone.resultId !== null) {
      // Withdrawn while not accepted: lockMatch found no final result, so this one is not.
      const [gone] = await tx
        .delete(results)
        .where(and(eq(results.id, undone.resultId), eq(results.isFinal, false)))
        .returning();
      if (gone) withdrawn = `${gone.scoreHome}:${gone.scoreGuest}`;
    }
    let resultId: number | null = null;
    if (input.kind === 'fulltime') {
      const { score } = liveState(facts, match);
      const suggested = await insertResult(
        app,
        tx,
        user,
        me,
        match,
        {
          match_id: match.id,
          home_score: score.home,
          guest_score: score.guest,
          ...(input.shootout_winner_id === undefined ? {} : { shootout_winner_id: input.shootout_winner_id }),
        },
        { submittedTeamId: liveSuggestingTeam(me, match), scorers: await currentScorers(tx, facts) },
      );
      resultId = suggested.id;
    }
    const [row] = await tx
      .insert(liveEvents)
      .values({
        matchId: match.id,
        eventId: input.event_id ?? null,
        kind: input.kind,
        teamId: input.team_id ?? null,
        playerId: input.player_id ?? null,
        minute: input.minute ?? null,
        undoesId,
        resultId,
        recordedBy: me.id,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('addLiveEvent: insert returned nothing');
    await recordAudit(tx, user, {
      action: undone ? 'live.undo' : 'live.event',
      ...(await matchTarget(tx, match.id)),
      matchId: match.id,
      ...(undone
        ? { before: { ...(await eventValues(tx, undone)), ...(withdrawn ? { suggestion: withdrawn } : {}) } }
        : { after: await eventValues(tx, row) }),
    });
    const live = present(match.id, await eventsOf(tx, match.id), match);
    // To the SSE clients of every instance once this commits (decision 085).
    await announceLiveChange(tx, {
      id: row.id,
      match_id: match.id,
      home: live.home,
      guest: live.guest,
      minute: live.events.at(-1)?.minute ?? null,
      status: live.status,
    });
    const pushKind = PUSH_KIND_OF[row.kind];
    if (pushKind) {
      after.push = {
        matchId: match.id,
        kind: pushKind,
        teamId: row.teamId,
        home: live.home,
        guest: live.guest,
      };
    }
    return { event: eventAnswer(row), live };
  });
  if (after.push) queueMatchPush(app, after.push);
  return answer;
}

/** The live events a follower's phone hears of: an own goal is a goal for the team credited. */
const PUSH_KIND_OF: Partial<Record<LiveEventRow['kind'], PushKind>> = {
  kickoff: 'kickoff',
  goal: 'goal',
  own_goal: 'goal',
  fulltime: 'fulltime',
};

/** The named scorers of the goals that count, whose accounts are still players of their team. */
async function currentScorers(tx: Tx, facts: LiveEventRow[]) {
  const tally = liveScorers(facts);
  if (tally.length === 0) return [];
  const members = await tx
    .select({ id: users.id, memberOf: users.memberOf })
    .from(users)
    .where(
      and(
        inArray(
          users.id,
          tally.map((s) => s.playerId),
        ),
        inArray(users.role, PLAYING_ROLES),
      ),
    )
    .for('share');
  const teamOf = new Map(members.map((u) => [u.id, u.memberOf]));
  return tally.filter((s) => teamOf.get(s.playerId) === s.teamId);
}

/** Public: a match's events that count, with the running score and status. */
export async function getLiveEvents(app: FastifyInstance, matchId: number): Promise<LiveEvents> {
  const [match] = await app.db
    .select({ id: matches.id, homeId: matches.homeId, guestId: matches.guestId })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match) throw notFound('match_not_found', MATCH_NOT_FOUND());
  return present(match.id, await eventsOf(app.db, match.id), match);
}
