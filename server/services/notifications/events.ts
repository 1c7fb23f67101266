import { and, asc, eq, inArray } from 'drizzle-orm';
import { actionPaths } from '../../../common/api/links';
import type { NotificationGroup } from '../../../common/api/notifications';
import { getLocale, m } from '../../../common/i18n/messages';
import { formatKickOff, LEAGUE_TIME_ZONE } from '../../../common/league/kick-off';
import { proposalLapsesAt } from '../../../common/league/match-moves';
import { pitchOfMatch } from '../../../common/league/pitches';
import { isDisputed } from '../../../common/league/results';
import type { Db, Tx } from '../../db/client';
import { type matchDateProposals, matches, pitches, results, teams, users } from '../../db/schema';
import { notify, settle } from './notify';
import { pitchLine as pitchLineOf } from './pitch-line';

/**
 * Which change notifies whom with what (docs/PRODUCT.md#notifications). Each function is called by
 * the service making the change, inside its transaction, after the change: it reads the recipients
 * and the facts as they are now, and queues one item each (notify). The user who made the change
 * is left out. The texts are functions of those facts, called by notify in each recipient's
 * language, so everything a text needs is loaded before it is written.
 */

type Executor = Db | Tx;
type MatchRow = typeof matches.$inferSelect;

/** A kick-off as mails name it, in the current language: the zone spelled out, since a reader may be anywhere. */
export function kickOff(date: Date | null): string {
  return date
    ? m.mail_kick_off_at({ when: formatKickOff(date, LEAGUE_TIME_ZONE, getLocale()) })
    : m.mail_no_date();
}

const others = (userIds: Iterable<number | null>, actorId: number | null | undefined): number[] =>
  [...new Set(userIds)].filter((id): id is number => id !== null && id !== actorId);

/** The captains of the teams: the main captain and the co-captains (role CAPTAIN, member of the team). */
export async function captainsOf(db: Executor, teamIds: readonly (number | null)[]): Promise<number[]> {
  const ids = teamIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.memberOf, ids), eq(users.role, 'CAPTAIN')))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

async function teamNames(db: Executor, teamIds: readonly (number | null)[]): Promise<Map<number, string>> {
  const ids = [...new Set(teamIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function teamName(db: Executor, teamId: number | null): Promise<string | null> {
  return teamId === null ? null : ((await teamNames(db, [teamId])).get(teamId) ?? null);
}

async function userName(db: Executor, userId: number | null | undefined): Promise<string | null> {
  if (userId === null || userId === undefined) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

export interface MatchText {
  match: MatchRow;
  /** The teams' names, null while a side is not known. */
  home: string | null;
  guest: string | null;
}

export async function matchText(db: Executor, matchId: number): Promise<MatchText> {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw new Error(`notification for a missing match ${matchId}`);
  return textOf(db, match);
}

/** matchText for a match row the caller has read already: only the teams' names are asked for. */
export async function textOf(db: Executor, match: MatchText['match']): Promise<MatchText> {
  const names = await teamNames(db, [match.homeId, match.guestId]);
  const name = (id: number | null) => (id !== null && names.get(id)) || null;
  return { match, home: name(match.homeId), guest: name(match.guestId) };
}

/** "Home – Guest", a side not known yet named as such in the current language. */
export const pairingOf = (home: string | null | undefined, guest: string | null | undefined): string =>
  `${home ?? m.mail_team_tbd()} – ${guest ?? m.mail_team_tbd()}`;

export const pairing = (text: MatchText): string => pairingOf(text.home, text.guest);

export const lines = (...parts: (string | null | false)[]): string =>
  parts.filter((p): p is string => typeof p === 'string').join('\n');

export interface ResultFacts {
  scoreHome: number;
  scoreGuest: number;
  shootoutWinnerId: number | null;
  forfeit: boolean;
}

/** The score with the teams, the shoot-out's winner, a forfeit and the kick-off, as lines. */
export async function scoreLines(db: Executor, text: MatchText, result: ResultFacts): Promise<() => string> {
  const winner = await teamName(db, result.shootoutWinnerId);
  return () =>
    lines(
      `${text.home ?? m.mail_team_tbd()} ${result.scoreHome}:${result.scoreGuest} ${text.guest ?? m.mail_team_tbd()}`,
      winner && m.mail_shootout_won({ team: winner }),
      result.forfeit && m.mail_forfeit(),
      m.mail_kick_off_line({ when: kickOff(text.match.date) }),
    );
}

// Results.

const score = (result: ResultFacts) => `${result.scoreHome}:${result.scoreGuest}`;

/** What a result's items and reminders are about: the match's card. */
const resultPlaces = (matchId: number) => ({
  groups: ['results', 'reminders'] as NotificationGroup[],
  paths: [actionPaths.match(matchId)],
});

/**
 * A result suggested: to the captains of the other team (of both teams when an admin suggested
 * it, since either side may then accept).
 */
export async function resultSuggested(
  db: Executor,
  input: { matchId: number; result: ResultFacts & { submittedTeamId: number | null }; actorId: number },
): Promise<void> {
  const text = await matchText(db, input.matchId);
  const { submittedTeamId } = input.result;
  const otherTeams =
    submittedTeamId === null
      ? [text.match.homeId, text.match.guestId]
      : [text.match.homeId, text.match.guestId].filter((id) => id !== submittedTeamId);
  const by = await userName(db, input.actorId);
  const byTeam = await teamName(db, submittedTeamId);
  const scores = await scoreLines(db, text, input.result);
  const answer = await answerLine(db, text.match.id, submittedTeamId);
  // A suggestion answers the other side's suggestion and the reminders to enter or answer one.
  await settle(db, input.actorId, resultPlaces(text.match.id));
  await notify(db, others(await captainsOf(db, otherTeams), input.actorId), {
    group: 'results',
    kind: 'result_suggested',
    objectId: text.match.id,
    title: () => m.mail_result_suggested_title({ pairing: pairing(text), score: score(input.result) }),
    body: () =>
      lines(
        scores(),
        byTeam
          ? m.mail_result_suggested_by_team({ by: by ?? m.mail_fallback_user(), team: byTeam })
          : m.mail_result_suggested_by_admin({ by: by ?? m.mail_fallback_user() }),
        answer(),
      ),
    path: actionPaths.match(text.match.id),
  });
}

/** What the other side can do: accept, or suggest another result; when its own differs, the match is disputed. */
async function answerLine(
  db: Executor,
  matchId: number,
  submittedTeamId: number | null,
): Promise<() => string> {
  const pending = await db
    .select()
    .from(results)
    .where(and(eq(results.matchId, matchId), eq(results.isFinal, false)));
  const own = pending.find((r) => r.submittedTeamId !== null && r.submittedTeamId !== submittedTeamId);
  if (own && isDisputed(pending)) {
    return () => m.mail_result_differs({ score: `${own.scoreHome}:${own.scoreGuest}` });
  }
  return () => m.mail_result_answer();
}

/**
 * A result final, by an accept (of the other side or an admin) or by the season's deadline: to the
 * captains of both teams. `actorId` null: nobody made it final (auto-accept).
 */
export async function resultFinal(
  db: Executor,
  input: { matchId: number; result: ResultFacts; actorId: number | null; autoAccepted: boolean },
): Promise<void> {
  const text = await matchText(db, input.matchId);
  const by = await userName(db, input.actorId);
  const scores = await scoreLines(db, text, input.result);
  await settle(db, input.actorId, resultPlaces(text.match.id));
  await notify(db, others(await captainsOf(db, [text.match.homeId, text.match.guestId]), input.actorId), {
    group: 'results',
    kind: 'result_final',
    objectId: text.match.id,
    title: () => m.mail_result_final_title({ pairing: pairing(text), score: score(input.result) }),
    body: () =>
      lines(
        scores(),
        input.autoAccepted
          ? m.mail_result_auto_accepted()
          : m.mail_result_made_final_by({ by: by ?? m.mail_fallback_admin() }),
      ),
    path: actionPaths.match(text.match.id),
  });
}

// Referees.

/**
 * Referee teams named for these matches (Create Matches, a knockout round filled): the captains of
 * each referee team get ONE item listing all its new duties, earliest first.
 */
export async function refereeDutiesNamed(db: Executor, matchIds: readonly number[]): Promise<void> {
  if (matchIds.length === 0) return;
  const rows = await db
    .select()
    .from(matches)
    .where(inArray(matches.id, [...matchIds]))
    .orderBy(asc(matches.week), asc(matches.date), asc(matches.id));
  const names = await teamNames(
    db,
    rows.flatMap((row) => [row.homeId, row.guestId, row.refereeTeamId, row.refereeTeamId2]),
  );
  const name = (id: number | null) => (id !== null && names.get(id)) || null;
  const duties = new Map<number, MatchRow[]>();
  for (const row of rows) {
    for (const teamId of new Set([row.refereeTeamId, row.refereeTeamId2])) {
      if (teamId === null) continue;
      duties.set(teamId, [...(duties.get(teamId) ?? []), row]);
    }
  }
  for (const [teamId, list] of duties) {
    const first = list[0];
    if (!first) continue;
    const teamText = () => name(teamId) ?? m.mail_team_tbd();
    await notify(db, await captainsOf(db, [teamId]), {
      group: 'referee',
      kind: 'referee_duties',
      objectId: first.id,
      title: () =>
        list.length === 1
          ? m.mail_referee_duty_one({
              team: teamText(),
              pairing: pairingOf(name(first.homeId), name(first.guestId)),
            })
          : m.mail_referee_duties_many({ team: teamText(), count: list.length }),
      body: () =>
        lines(
          ...list.map((row) =>
            m.mail_referee_duty_line({
              week: row.week,
              pairing: pairingOf(name(row.homeId), name(row.guestId)),
              when: kickOff(row.date),
            }),
          ),
          m.mail_referee_duty_appoint(),
        ),
      path: actionPaths.refereeing(first.id),
    });
  }
}

/**
 * A referee appointed to a slot (assignReferee): the new referee is told they are appointed, the
 * one they replace that they are not any more.
 */
export async function refereeChanged(
  db: Executor,
  input: { matchId: number; refereeTeamId: number; before: number | null; after: number; actorId: number },
): Promise<void> {
  if (input.before === input.after) return;
  const text = await matchText(db, input.matchId);
  const by = await userName(db, input.actorId);
  const team = await teamName(db, input.refereeTeamId);
  const facts = () =>
    lines(
      m.mail_match_week({ pairing: pairing(text), week: text.match.week }),
      m.mail_kick_off_line({ when: kickOff(text.match.date) }),
    );
  await notify(db, others([input.after], input.actorId), {
    group: 'referee',
    kind: 'referee_appointed',
    objectId: text.match.id,
    title: () => m.mail_referee_appointed_title({ pairing: pairing(text) }),
    body: () =>
      lines(
        facts(),
        m.mail_referee_appointed_by({
          by: by ?? m.mail_fallback_admin(),
          team: team ?? m.mail_fallback_your_team(),
        }),
      ),
    path: actionPaths.refereeing(text.match.id),
  });
  if (input.before === null) return;
  const successor = await userName(db, input.after);
  await notify(db, others([input.before], input.actorId), {
    group: 'referee',
    kind: 'referee_removed',
    objectId: text.match.id,
    title: () => m.mail_referee_removed_title({ pairing: pairing(text) }),
    body: () =>
      lines(
        facts(),
        m.mail_referee_replaced({
          by: by ?? m.mail_fallback_admin_subject(),
          successor: successor ?? m.mail_fallback_other_referee(),
        }),
      ),
    path: actionPaths.refereeing(text.match.id),
  });
}

// Dates.

/** What a match's date items are about: its card (captains) and its Refereeing entry (referees). */
const datePlaces = (matchId: number) => ({
  groups: ['dates'] as NotificationGroup[],
  paths: [actionPaths.match(matchId), actionPaths.refereeing(matchId)],
});

/** A match's date set, changed or cleared: to the captains of both teams and the appointed referees. */
export async function matchDated(
  db: Executor,
  input: { matchId: number; before: Date | null; actorId: number | null },
): Promise<void> {
  const text = await matchText(db, input.matchId);
  const after = text.match.date;
  const by = await userName(db, input.actorId);
  const pitch = await pitchLine(db, text.match);
  // Whoever dates the match (also by accepting a proposal) is done with its date items and proposals.
  await settle(db, input.actorId, datePlaces(text.match.id));
  await notifyMatchPeople(db, text.match, input.actorId, {
    kind: 'match_dated',
    title: () =>
      after === null
        ? m.mail_date_cleared_title({ pairing: pairing(text) })
        : input.before === null
          ? m.mail_date_set_title({ pairing: pairing(text), when: kickOff(after) })
          : m.mail_date_moved_title({ pairing: pairing(text), when: kickOff(after) }),
    body: () =>
      lines(
        m.mail_before({ when: kickOff(input.before) }),
        m.mail_now({ when: kickOff(after) }),
        pitch(),
        by && m.mail_changed_by({ by }),
      ),
  });
}

async function pitchOf(db: Executor, match: MatchRow) {
  return pitchOfMatch(match.pitchId, await db.select().from(pitches));
}

/** The pitch line of where the match is played (pitch-line.ts; the HTML part links its map). */
async function pitchLine(db: Executor, match: MatchRow): Promise<() => string | null> {
  const pitch = await pitchOf(db, match);
  return () => (pitch ? pitchLineOf(pitch) : null);
}

/** A date or pitch change: to the captains of both teams and the appointed referees. */
async function notifyMatchPeople(
  db: Executor,
  match: MatchRow,
  actorId: number | null,
  item: { kind: 'match_dated' | 'match_pitched'; title: () => string; body: () => string },
): Promise<void> {
  const captains = others(await captainsOf(db, [match.homeId, match.guestId]), actorId);
  const about = { group: 'dates', objectId: match.id, ...item } as const;
  await notify(db, captains, { ...about, path: actionPaths.match(match.id) });
  // A referee who is also a captain of a playing team already has the item above.
  const referees = others([match.refereeId, match.refereeId2], actorId).filter(
    (id) => !captains.includes(id),
  );
  await notify(db, referees, { ...about, path: actionPaths.refereeing(match.id) });
}

/** The match moved to another pitch: to the same people as a date change. */
export async function matchPitched(db: Executor, input: { matchId: number; actorId: number }): Promise<void> {
  const text = await matchText(db, input.matchId);
  const by = await userName(db, input.actorId);
  const pitch = await pitchOf(db, text.match);
  const place = await pitchLine(db, text.match);
  await notifyMatchPeople(db, text.match, input.actorId, {
    kind: 'match_pitched',
    title: () =>
      m.mail_pitch_title({ pairing: pairing(text), pitch: pitch?.name ?? m.mail_fallback_other_pitch() }),
    body: () =>
      lines(
        place(),
        m.mail_kick_off_line({ when: kickOff(text.match.date) }),
        by && m.mail_changed_by({ by }),
      ),
  });
}

// Moving a match by consent (decision 035).

type ProposalRow = typeof matchDateProposals.$inferSelect;

async function proposalText(db: Executor, proposal: ProposalRow) {
  const text = await matchText(db, proposal.matchId);
  const team = await teamName(db, proposal.teamId);
  return {
    text,
    team: () => team ?? m.mail_fallback_a_team(),
    move: () =>
      lines(
        m.mail_move_kick_off_now({ when: kickOff(proposal.kickOff) }),
        m.mail_move_proposed({ when: kickOff(proposal.date) }),
      ),
  };
}

/**
 * A new date proposed: to the other team's captains, who accept or decline it, and to the
 * proposing team's other captains.
 */
export async function matchDateProposed(
  db: Executor,
  input: { proposal: ProposalRow; actorId: number },
): Promise<void> {
  const { proposal } = input;
  const { text, team, move } = await proposalText(db, proposal);
  const by = await userName(db, input.actorId);
  const title = () =>
    m.mail_move_proposed_title({ team: team(), pairing: pairing(text), when: kickOff(proposal.date) });
  const path = actionPaths.match(text.match.id);
  const answering = [text.match.homeId, text.match.guestId].filter((id) => id !== proposal.teamId);
  await notify(db, others(await captainsOf(db, answering), input.actorId), {
    group: 'dates',
    kind: 'date_proposed',
    objectId: proposal.id,
    title,
    body: () =>
      lines(
        move(),
        m.mail_move_proposed_by_team({ by: by ?? m.mail_fallback_captain(), team: team() }),
        m.mail_move_answer_before({ when: kickOff(proposalLapsesAt(proposal)) }),
      ),
    path,
  });
  await notify(db, others(await captainsOf(db, [proposal.teamId]), input.actorId), {
    group: 'dates',
    kind: 'date_proposed',
    objectId: proposal.id,
    title,
    body: () =>
      lines(
        move(),
        m.mail_move_proposed_by({ by: by ?? m.mail_fallback_captain() }),
        m.mail_move_other_answers(),
      ),
    path,
  });
}

/** A proposal ended without a move (declined or withdrawn): to the captains of both teams. */
async function proposalEnded(
  db: Executor,
  input: { proposal: ProposalRow; actorId: number },
  how: {
    title: (inputs: { pairing: string; when: string }) => string;
    by: (inputs: { by: string }) => string;
  },
): Promise<void> {
  const { text } = await proposalText(db, input.proposal);
  const by = await userName(db, input.actorId);
  await settle(db, input.actorId, datePlaces(text.match.id));
  await notify(db, others(await captainsOf(db, [text.match.homeId, text.match.guestId]), input.actorId), {
    group: 'dates',
    kind: 'date_proposal_ended',
    objectId: input.proposal.id,
    title: () => how.title({ pairing: pairing(text), when: kickOff(input.proposal.date) }),
    body: () =>
      lines(
        m.mail_move_keeps({ when: kickOff(text.match.date) }),
        how.by({ by: by ?? m.mail_fallback_admin() }),
      ),
    path: actionPaths.match(text.match.id),
  });
}

export const matchDateProposalDeclined = (db: Executor, input: { proposal: ProposalRow; actorId: number }) =>
  proposalEnded(db, input, { title: m.mail_move_declined_title, by: m.mail_declined_by });

export const matchDateProposalWithdrawn = (db: Executor, input: { proposal: ProposalRow; actorId: number }) =>
  proposalEnded(db, input, { title: m.mail_move_withdrawn_title, by: m.mail_withdrawn_by });

/**
 * A move accepted: the captains of both teams and the appointed referees have the date change's
 * item (matchDated); the captains of the referee teams, who appoint the referees, are told as well.
 */
export async function matchMovedForRefereeTeams(
  db: Executor,
  input: { matchId: number; before: Date | null; actorId: number },
): Promise<void> {
  const text = await matchText(db, input.matchId);
  const by = await userName(db, input.actorId);
  const told = new Set([
    ...(await captainsOf(db, [text.match.homeId, text.match.guestId])),
    text.match.refereeId,
    text.match.refereeId2,
  ]);
  const names = await teamNames(db, [text.match.refereeTeamId, text.match.refereeTeamId2]);
  for (const teamId of new Set([text.match.refereeTeamId, text.match.refereeTeamId2])) {
    if (teamId === null) continue;
    const captains = others(await captainsOf(db, [teamId]), input.actorId).filter((id) => !told.has(id));
    for (const id of captains) told.add(id);
    await notify(db, captains, {
      group: 'dates',
      kind: 'match_moved_for_referee_team',
      objectId: text.match.id,
      title: () =>
        m.mail_move_referee_title({
          pairing: pairing(text),
          team: names.get(teamId) ?? m.mail_fallback_your_team(),
          when: kickOff(text.match.date),
        }),
      body: () =>
        lines(
          m.mail_before({ when: kickOff(input.before) }),
          m.mail_now({ when: kickOff(text.match.date) }),
          by && m.mail_move_accepted_by({ by }),
          m.mail_move_referee_duty_moves(),
        ),
      path: actionPaths.refereeing(text.match.id),
    });
  }
}

// Teams and membership.

/** A join request: to the team's captains. */
export async function joinRequested(db: Executor, input: { teamId: number; userId: number }): Promise<void> {
  const requester = await userName(db, input.userId);
  const team = await teamName(db, input.teamId);
  await notify(db, others(await captainsOf(db, [input.teamId]), input.userId), {
    group: 'team',
    kind: 'join_requested',
    objectId: input.userId,
    title: () =>
      m.mail_join_requested_title({
        user: requester ?? m.mail_fallback_a_user(),
        team: team ?? m.mail_fallback_your_team(),
      }),
    body: () => m.mail_join_requested_body(),
    path: actionPaths.joinRequests(input.teamId),
  });
}

/** A join request answered (accepted or declined): to the requester. */
export async function joinAnswered(
  db: Executor,
  input: { teamId: number; userId: number; accepted: boolean; actorId: number },
): Promise<void> {
  const team = await teamName(db, input.teamId);
  const by = await userName(db, input.actorId);
  const teamText = () => team ?? m.mail_fallback_the_team();
  await notify(db, others([input.userId], input.actorId), {
    group: 'team',
    kind: 'join_answered',
    objectId: input.teamId,
    title: () =>
      input.accepted
        ? m.mail_join_accepted_title({ team: teamText() })
        : m.mail_join_declined_title({ team: teamText() }),
    body: () =>
      lines(
        by && (input.accepted ? m.mail_accepted_by({ by }) : m.mail_declined_by({ by })),
        input.accepted ? m.mail_join_accepted_body({ team: teamText() }) : m.mail_join_declined_body(),
      ),
    path: actionPaths.myTeam,
  });
}

/** A team accepted by an admin: to the user who registered it (its main captain). */
export async function teamAccepted(db: Executor, input: { teamId: number; actorId: number }): Promise<void> {
  const [team] = await db
    .select({ name: teams.name, captainId: teams.captainId })
    .from(teams)
    .where(eq(teams.id, input.teamId));
  if (!team) return;
  await notify(db, others([team.captainId], input.actorId), {
    group: 'team',
    kind: 'team_accepted',
    objectId: input.teamId,
    title: () => m.mail_team_accepted_title({ team: team.name }),
    body: () => m.mail_team_accepted_body(),
    path: actionPaths.myTeam,
  });
}

/** A new team registered and waiting for acceptance: to all admins. */
export async function teamRequested(db: Executor, input: { teamId: number; actorId: number }): Promise<void> {
  const [team] = await db
    .select({ name: teams.name, nameShort: teams.nameShort })
    .from(teams)
    .where(eq(teams.id, input.teamId));
  if (!team) return;
  const creator = await userName(db, input.actorId);
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN'));
  await notify(
    db,
    others(
      admins.map((a) => a.id),
      input.actorId,
    ),
    {
      group: 'team',
      kind: 'team_requested',
      objectId: input.teamId,
      title: () => m.mail_team_requested_title({ team: team.name }),
      body: () =>
        lines(
          `${team.name} (${team.nameShort})`,
          creator && m.mail_team_registered_by({ by: creator }),
          m.mail_team_requested_accept(),
        ),
      path: actionPaths.teamRequests,
    },
  );
}
