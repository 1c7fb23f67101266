import { and, asc, eq, inArray } from 'drizzle-orm';
import { actionPaths } from '../../../common/api/links';
import { formatKickOff, LEAGUE_TIME_ZONE_NAME } from '../../../common/league/kick-off';
import { proposalLapsesAt } from '../../../common/league/match-moves';
import { pitchLocation, pitchOfMatch } from '../../../common/league/pitches';
import { isDisputed, suggestionOf } from '../../../common/league/results';
import type { Db, Tx } from '../../db/client';
import { type matchDateProposals, matches, pitches, results, teams, users } from '../../db/schema';
import { notify } from './notify';

/**
 * Which change notifies whom with what (docs/PRODUCT.md#notifications). Each function is called by
 * the service making the change, inside its transaction, after the change: it reads the recipients
 * as they are now and queues one item each (notify). The user who made the change is left out.
 */

type Executor = Db | Tx;
type MatchRow = typeof matches.$inferSelect;

/** A kick-off as mails name it: the zone spelled out, since a reader may be anywhere. */
export function kickOff(date: Date | null): string {
  return date ? `${formatKickOff(date)} ${LEAGUE_TIME_ZONE_NAME}` : 'TBD (no date yet)';
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

async function userName(db: Executor, userId: number | null | undefined): Promise<string | null> {
  if (userId === null || userId === undefined) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

export interface MatchText {
  match: MatchRow;
  home: string;
  guest: string;
  /** "Home – Guest" */
  pairing: string;
}

export async function matchText(db: Executor, matchId: number): Promise<MatchText> {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw new Error(`notification for a missing match ${matchId}`);
  const names = await teamNames(db, [match.homeId, match.guestId]);
  const home = (match.homeId !== null && names.get(match.homeId)) || 'TBD';
  const guest = (match.guestId !== null && names.get(match.guestId)) || 'TBD';
  return { match, home, guest, pairing: `${home} – ${guest}` };
}

export const lines = (...parts: (string | null | false)[]): string =>
  parts.filter((p): p is string => typeof p === 'string').join('\n');

export interface ResultFacts {
  scoreHome: number;
  scoreGuest: number;
  shootoutWinnerId: number | null;
  forfeit: boolean;
}

export async function scoreLines(db: Executor, m: MatchText, result: ResultFacts): Promise<string> {
  const winner =
    result.shootoutWinnerId === null
      ? null
      : (await teamNames(db, [result.shootoutWinnerId])).get(result.shootoutWinnerId);
  return lines(
    `${m.home} ${result.scoreHome}:${result.scoreGuest} ${m.guest}`,
    winner ? `Shoot-out won by ${winner}.` : null,
    result.forfeit && 'Entered as a forfeit.',
    `Kick-off: ${kickOff(m.match.date)}`,
  );
}

// Results.

/**
 * A result suggested: to the captains of the other team (of both teams when an admin suggested
 * it, since either side may then accept).
 */
export async function resultSuggested(
  db: Executor,
  input: { matchId: number; result: ResultFacts & { submittedTeamId: number | null }; actorId: number },
): Promise<void> {
  const m = await matchText(db, input.matchId);
  const { submittedTeamId } = input.result;
  const otherTeams =
    submittedTeamId === null
      ? [m.match.homeId, m.match.guestId]
      : [m.match.homeId, m.match.guestId].filter((id) => id !== submittedTeamId);
  const by = await userName(db, input.actorId);
  const byTeam =
    submittedTeamId === null ? null : (await teamNames(db, [submittedTeamId])).get(submittedTeamId);
  await notify(db, others(await captainsOf(db, otherTeams), input.actorId), {
    group: 'results',
    title: `A result was suggested for ${m.pairing}: ${input.result.scoreHome}:${input.result.scoreGuest}.`,
    body: lines(
      await scoreLines(db, m, input.result),
      `Suggested by ${by ?? 'a user'}${byTeam ? ` (${byTeam})` : ' (admin)'}.`,
      await answerLine(db, m.match.id, submittedTeamId),
    ),
    path: actionPaths.match(m.match.id),
  });
}

/** What the other side can do: accept, or suggest another result; when its own differs, the match is disputed. */
async function answerLine(db: Executor, matchId: number, submittedTeamId: number | null): Promise<string> {
  const pending = await db
    .select()
    .from(results)
    .where(and(eq(results.matchId, matchId), eq(results.isFinal, false)));
  const suggestions = pending.map(suggestionOf);
  const own = pending.find((r) => r.submittedTeamId !== null && r.submittedTeamId !== submittedTeamId);
  if (own && isDisputed(suggestions)) {
    return `It differs from your team's suggestion (${own.scoreHome}:${own.scoreGuest}): accept it if it is right, otherwise an admin decides.`;
  }
  return 'Accept it, or suggest another result if it is wrong.';
}

/**
 * A result final, by an accept (of the other side or an admin) or by the season's deadline: to the
 * captains of both teams. `actorId` null: nobody made it final (auto-accept).
 */
export async function resultFinal(
  db: Executor,
  input: { matchId: number; result: ResultFacts; actorId: number | null; autoAccepted: boolean },
): Promise<void> {
  const m = await matchText(db, input.matchId);
  const by = await userName(db, input.actorId);
  await notify(db, others(await captainsOf(db, [m.match.homeId, m.match.guestId]), input.actorId), {
    group: 'results',
    title: `The result of ${m.pairing} is final: ${input.result.scoreHome}:${input.result.scoreGuest}.`,
    body: lines(
      await scoreLines(db, m, input.result),
      input.autoAccepted
        ? 'Accepted automatically: the other side did not answer the suggestion within the deadline.'
        : `Made final by ${by ?? 'an admin'}.`,
    ),
    path: actionPaths.match(m.match.id),
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
    rows.flatMap((m) => [m.homeId, m.guestId, m.refereeTeamId, m.refereeTeamId2]),
  );
  const name = (id: number | null) => (id !== null && names.get(id)) || 'TBD';
  const duties = new Map<number, MatchRow[]>();
  for (const m of rows) {
    for (const teamId of new Set([m.refereeTeamId, m.refereeTeamId2])) {
      if (teamId === null) continue;
      duties.set(teamId, [...(duties.get(teamId) ?? []), m]);
    }
  }
  for (const [teamId, list] of duties) {
    const first = list[0];
    if (!first) continue;
    await notify(db, await captainsOf(db, [teamId]), {
      group: 'referee',
      title:
        list.length === 1
          ? `${name(teamId)} has a new referee duty: ${name(first.homeId)} – ${name(first.guestId)}.`
          : `${name(teamId)} has ${list.length} new referee duties.`,
      body: lines(
        ...list.map((m) => `Week ${m.week}: ${name(m.homeId)} – ${name(m.guestId)}, ${kickOff(m.date)}`),
        'Appoint a referee from your team for each match on Refereeing.',
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
  const m = await matchText(db, input.matchId);
  const by = await userName(db, input.actorId);
  const teamName = (await teamNames(db, [input.refereeTeamId])).get(input.refereeTeamId) ?? 'your team';
  const facts = `${m.pairing}, week ${m.match.week}\nKick-off: ${kickOff(m.match.date)}`;
  await notify(db, others([input.after], input.actorId), {
    group: 'referee',
    title: `You are appointed referee of ${m.pairing}.`,
    body: lines(facts, `Appointed by ${by ?? 'an admin'} for ${teamName}.`),
    path: actionPaths.refereeing(m.match.id),
  });
  if (input.before === null) return;
  const successor = await userName(db, input.after);
  await notify(db, others([input.before], input.actorId), {
    group: 'referee',
    title: `You are no longer referee of ${m.pairing}.`,
    body: lines(facts, `${by ?? 'An admin'} appointed ${successor ?? 'another referee'} instead.`),
    path: actionPaths.refereeing(m.match.id),
  });
}

// Dates.

/** A match's date set, changed or cleared: to the captains of both teams and the appointed referees. */
export async function matchDated(
  db: Executor,
  input: { matchId: number; before: Date | null; actorId: number | null },
): Promise<void> {
  const m = await matchText(db, input.matchId);
  const after = m.match.date;
  const by = await userName(db, input.actorId);
  const title =
    after === null
      ? `${m.pairing} has no date any more.`
      : input.before === null
        ? `${m.pairing} is dated: ${kickOff(after)}.`
        : `${m.pairing} is moved to ${kickOff(after)}.`;
  const body = lines(
    `Before: ${kickOff(input.before)}`,
    `Now: ${kickOff(after)}`,
    await pitchLine(db, m.match),
    by && `Changed by ${by}.`,
  );
  await notifyMatchPeople(db, m.match, input.actorId, { title, body });
}

async function pitchOf(db: Executor, match: MatchRow) {
  return pitchOfMatch(match.pitchId, await db.select().from(pitches));
}

/** "Pitch: name, address (map link)" of where the match is played (docs/PRODUCT.md#pitches). */
async function pitchLine(db: Executor, match: MatchRow): Promise<string | null> {
  const pitch = await pitchOf(db, match);
  return pitch ? `Pitch: ${pitchLocation(pitch)} (${pitch.mapUrl})` : null;
}

/** A date or pitch change: to the captains of both teams and the appointed referees. */
async function notifyMatchPeople(
  db: Executor,
  match: MatchRow,
  actorId: number | null,
  item: { title: string; body: string },
): Promise<void> {
  const captains = others(await captainsOf(db, [match.homeId, match.guestId]), actorId);
  await notify(db, captains, { group: 'dates', ...item, path: actionPaths.match(match.id) });
  // A referee who is also a captain of a playing team already has the item above.
  const referees = others([match.refereeId, match.refereeId2], actorId).filter(
    (id) => !captains.includes(id),
  );
  await notify(db, referees, { group: 'dates', ...item, path: actionPaths.refereeing(match.id) });
}

/** The match moved to another pitch: to the same people as a date change. */
export async function matchPitched(db: Executor, input: { matchId: number; actorId: number }): Promise<void> {
  const m = await matchText(db, input.matchId);
  const by = await userName(db, input.actorId);
  const pitch = await pitchOf(db, m.match);
  const body = lines(
    await pitchLine(db, m.match),
    `Kick-off: ${kickOff(m.match.date)}`,
    by && `Changed by ${by}.`,
  );
  await notifyMatchPeople(db, m.match, input.actorId, {
    title: `${m.pairing} is played at ${pitch?.name ?? 'another pitch'}.`,
    body,
  });
}

// Moving a match by consent (decision 035).

type ProposalRow = typeof matchDateProposals.$inferSelect;

async function proposalText(db: Executor, proposal: ProposalRow) {
  const m = await matchText(db, proposal.matchId);
  const team =
    proposal.teamId === null ? null : (await teamNames(db, [proposal.teamId])).get(proposal.teamId);
  return {
    m,
    team: team ?? 'A team',
    move: lines(`Kick-off now: ${kickOff(proposal.kickOff)}`, `Proposed: ${kickOff(proposal.date)}`),
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
  const { m, team, move } = await proposalText(db, proposal);
  const by = await userName(db, input.actorId);
  const title = `${team} proposes to move ${m.pairing} to ${kickOff(proposal.date)}.`;
  const path = actionPaths.match(m.match.id);
  const answering = [m.match.homeId, m.match.guestId].filter((id) => id !== proposal.teamId);
  await notify(db, others(await captainsOf(db, answering), input.actorId), {
    group: 'dates',
    title,
    body: lines(
      move,
      `Proposed by ${by ?? 'a captain'} (${team}).`,
      `Accept or decline it on Matches before ${kickOff(proposalLapsesAt(proposal))}; until then the match keeps its kick-off.`,
    ),
    path,
  });
  await notify(db, others(await captainsOf(db, [proposal.teamId]), input.actorId), {
    group: 'dates',
    title,
    body: lines(move, `Proposed by ${by ?? 'a captain'}.`, "The other team's captains accept or decline it."),
    path,
  });
}

/** A proposal ended without a move (declined or withdrawn): to the captains of both teams. */
async function proposalEnded(
  db: Executor,
  input: { proposal: ProposalRow; actorId: number },
  how: { title: (pairing: string, to: string) => string; by: string },
): Promise<void> {
  const { m } = await proposalText(db, input.proposal);
  const by = await userName(db, input.actorId);
  await notify(db, others(await captainsOf(db, [m.match.homeId, m.match.guestId]), input.actorId), {
    group: 'dates',
    title: how.title(m.pairing, kickOff(input.proposal.date)),
    body: lines(
      `The match keeps its kick-off: ${kickOff(m.match.date)}.`,
      `${how.by} by ${by ?? 'an admin'}.`,
    ),
    path: actionPaths.match(m.match.id),
  });
}

export const matchDateProposalDeclined = (db: Executor, input: { proposal: ProposalRow; actorId: number }) =>
  proposalEnded(db, input, {
    title: (pairing, to) => `The move of ${pairing} to ${to} is declined.`,
    by: 'Declined',
  });

export const matchDateProposalWithdrawn = (db: Executor, input: { proposal: ProposalRow; actorId: number }) =>
  proposalEnded(db, input, {
    title: (pairing, to) => `The proposal to move ${pairing} to ${to} is withdrawn.`,
    by: 'Withdrawn',
  });

/**
 * A move accepted: the captains of both teams and the appointed referees have the date change's
 * item (matchDated); the captains of the referee teams, who appoint the referees, are told as well.
 */
export async function matchMovedForRefereeTeams(
  db: Executor,
  input: { matchId: number; before: Date | null; actorId: number },
): Promise<void> {
  const m = await matchText(db, input.matchId);
  const by = await userName(db, input.actorId);
  const told = new Set([
    ...(await captainsOf(db, [m.match.homeId, m.match.guestId])),
    m.match.refereeId,
    m.match.refereeId2,
  ]);
  const names = await teamNames(db, [m.match.refereeTeamId, m.match.refereeTeamId2]);
  for (const teamId of new Set([m.match.refereeTeamId, m.match.refereeTeamId2])) {
    if (teamId === null) continue;
    const captains = others(await captainsOf(db, [teamId]), input.actorId).filter((id) => !told.has(id));
    for (const id of captains) told.add(id);
    await notify(db, captains, {
      group: 'dates',
      title: `${m.pairing}, which ${names.get(teamId) ?? 'your team'} referees, is moved to ${kickOff(m.match.date)}.`,
      body: lines(
        `Before: ${kickOff(input.before)}`,
        `Now: ${kickOff(m.match.date)}`,
        by && `Proposal accepted by ${by}.`,
        'Your referee duty moves with it.',
      ),
      path: actionPaths.refereeing(m.match.id),
    });
  }
}

// Teams and membership.

/** A join request: to the team's captains. */
export async function joinRequested(db: Executor, input: { teamId: number; userId: number }): Promise<void> {
  const requester = await userName(db, input.userId);
  const teamName = (await teamNames(db, [input.teamId])).get(input.teamId) ?? 'your team';
  await notify(db, others(await captainsOf(db, [input.teamId]), input.userId), {
    group: 'team',
    title: `${requester ?? 'A user'} asks to join ${teamName}.`,
    body: 'Accept or decline the request on My Team.',
    path: actionPaths.joinRequests(input.teamId),
  });
}

/** A join request answered (accepted or declined): to the requester. */
export async function joinAnswered(
  db: Executor,
  input: { teamId: number; userId: number; accepted: boolean; actorId: number },
): Promise<void> {
  const teamName = (await teamNames(db, [input.teamId])).get(input.teamId) ?? 'the team';
  const by = await userName(db, input.actorId);
  await notify(db, others([input.userId], input.actorId), {
    group: 'team',
    title: input.accepted
      ? `Your request to join ${teamName} is accepted.`
      : `Your request to join ${teamName} is declined.`,
    body: lines(
      by && `${input.accepted ? 'Accepted' : 'Declined'} by ${by}.`,
      input.accepted
        ? `You are now a player of ${teamName}.`
        : 'You can ask another team, or register a team of your own.',
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
    title: `Your team ${team.name} is accepted.`,
    body: 'It now takes players, and you can name co-captains on My Team.',
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
      title: `${team.name} asks to be accepted as a team.`,
      body: lines(
        `${team.name} (${team.nameShort})`,
        creator && `Registered by ${creator}.`,
        'Accept it on My Team.',
      ),
      path: actionPaths.teamRequests,
    },
  );
}
