import { and, eq, inArray } from 'drizzle-orm';
import { actionPaths } from '../../../common/api/links';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_OBJECTS,
  type NotificationGroup,
  type NotificationKind,
} from '../../../common/api/notifications';
import { availabilityOpen, isShortSquad } from '../../../common/league/availability';
import { isProposalOpen } from '../../../common/league/match-moves';
import type { Db, Tx } from '../../db/client';
import {
  availability,
  invitations,
  matchDateProposals,
  matches,
  results,
  teams,
  users,
} from '../../db/schema';
import { minimumSquad, squadOf } from '../availability';
import { withGuests } from '../free-agents';

/**
 * Items whose cause was resolved before the digest is written are dropped (docs/PRODUCT.md#notifications,
 * decision 058): a result suggestion made final (by an accept, the deadline or the close of the
 * group stage), a date proposal answered, withdrawn or lapsed, a reminder's result entered or
 * slot appointed, a join request answered or withdrawn, a team accepted or removed, a match
 * deleted with its season, a player's "are you coming?" answered (any answer), a captain's short
 * squad filled to the league's minimum; both of the last lapse at the kick-off or a final result;
 * a free agent's invitation answered, or for a match that kicked off. Each kind is checked against its own table, by the item's object id;
 * one query per table, whatever the number of items. The person who resolves a cause has their
 * own items about it settled at once (settle in notify.ts).
 */

interface Waiting {
  group: NotificationGroup;
  path: string;
  kind: NotificationKind | null;
  objectId: number | null;
}

/** The id a path names when `build` makes exactly that path from it, else null. */
function idIn(path: string, build: (id: number) => string): number | null {
  const digits = /-(\d+)$/.exec(path)?.[1];
  if (!digits) return null;
  const id = Number(digits);
  return build(id) === path ? id : null;
}

const ids = (list: (number | null)[]) => [...new Set(list.filter((id): id is number => id !== null))];

/** Kinds whose object is a match. */
const MATCH_KINDS = new Set(NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_OBJECTS[kind] === 'match'));

/** The match an item is about: its object for match kinds, else the match its link names (older items). */
function matchOf(item: Waiting): number | null {
  if (item.kind !== null && item.objectId !== null) return MATCH_KINDS.has(item.kind) ? item.objectId : null;
  return idIn(item.path, actionPaths.match) ?? idIn(item.path, actionPaths.refereeing);
}

const objectsOf = (items: readonly Waiting[], kinds: NotificationKind[]) =>
  ids(items.map((item) => (item.kind !== null && kinds.includes(item.kind) ? item.objectId : null)));

const AVAILABILITY_KINDS: NotificationKind[] = ['reminder_availability', 'squad_reminder'];

/** The items still true for `user` (whose team is memberOf) at `now`, in their order. */
export async function stillTrue<T extends Waiting>(
  db: Db | Tx,
  user: { id: number; memberOf: number | null },
  items: readonly T[],
  now: Date,
): Promise<T[]> {
  const proposalIds = objectsOf(items, ['date_proposed']);
  const answerIds = objectsOf(items, ['reminder_answer']);
  const requesterIds = objectsOf(items, ['join_requested']);
  const teamIds = objectsOf(items, ['team_requested']);
  const askedIds = objectsOf(items, AVAILABILITY_KINDS);
  const shortIds = user.memberOf === null ? [] : objectsOf(items, ['short_squad']);
  const invitationIds = objectsOf(items, ['invitation']);

  const proposals = proposalIds.length
    ? await db.select().from(matchDateProposals).where(inArray(matchDateProposals.id, proposalIds))
    : [];
  const answers = answerIds.length
    ? await db
        .select({ id: results.id, matchId: results.matchId, isFinal: results.isFinal })
        .from(results)
        .where(inArray(results.id, answerIds))
    : [];
  const invitationRows = invitationIds.length
    ? await db
        .select({ id: invitations.id, status: invitations.status, matchId: invitations.matchId })
        .from(invitations)
        .where(inArray(invitations.id, invitationIds))
    : [];
  const matchIds = ids([
    ...items.map(matchOf),
    ...proposals.map((p) => p.matchId),
    ...answers.map((a) => a.matchId),
    ...invitationRows.map((i) => i.matchId),
  ]);
  const matchRows = matchIds.length
    ? await db.select().from(matches).where(inArray(matches.id, matchIds))
    : [];
  const resultRows = matchIds.length
    ? await db
        .select({ matchId: results.matchId, isFinal: results.isFinal })
        .from(results)
        .where(inArray(results.matchId, matchIds))
    : [];
  const requesters = requesterIds.length
    ? await db
        .select({ id: users.id, memberOf: users.memberOf, role: users.role })
        .from(users)
        .where(inArray(users.id, requesterIds))
    : [];
  const teamRows = teamIds.length
    ? await db
        .select({ id: teams.id, accepted: teams.accepted })
        .from(teams)
        .where(inArray(teams.id, teamIds))
    : [];

  const answered = askedIds.length
    ? await db
        .select({ matchId: availability.matchId })
        .from(availability)
        .where(and(eq(availability.userId, user.id), inArray(availability.matchId, askedIds)))
    : [];
  // The user's team's squad per match as the reminder counted it (a suspended player's yes does
  // not count, a guest's does): few matches per digest, one squad read each.
  const minimum = shortIds.length ? await minimumSquad(db) : 0;
  const stillShort = new Set<number>();
  for (const matchId of user.memberOf === null ? [] : shortIds) {
    const squad = await withGuests(db, await squadOf(db, matchId, user.memberOf as number, minimum));
    if (isShortSquad(squad, minimum)) stillShort.add(matchId);
  }

  const matchById = new Map(matchRows.map((row) => [row.id, row]));
  const hasResult = new Set(resultRows.map((row) => row.matchId));
  const hasFinal = new Set(resultRows.filter((row) => row.isFinal).map((row) => row.matchId));
  const proposalById = new Map(proposals.map((row) => [row.id, row]));
  const answerById = new Map(answers.map((row) => [row.id, row]));
  const requesterById = new Map(requesters.map((row) => [row.id, row]));
  const teamById = new Map(teamRows.map((row) => [row.id, row]));
  const invitationById = new Map(invitationRows.map((row) => [row.id, row]));
  const hasAnswered = new Set(answered.map((row) => row.matchId));
  // Who is coming is asked until the kick-off, while no result is final.
  const stillAsked = (id: number) => {
    const asked = matchById.get(id);
    return asked !== undefined && !hasFinal.has(id) && availabilityOpen(asked.date, now);
  };

  const isTrue = (item: T): boolean => {
    const matchId = matchOf(item);
    const match = matchId === null ? undefined : matchById.get(matchId);
    if (matchId !== null && !match) return false;
    if (item.kind === null || item.objectId === null) return true;
    switch (item.kind) {
      case 'result_suggested':
        return !hasFinal.has(item.objectId);
      case 'reminder_result':
        return !hasResult.has(item.objectId);
      case 'reminder_answer': {
        const answer = answerById.get(item.objectId);
        return answer !== undefined && !answer.isFinal && !hasFinal.has(answer.matchId);
      }
      case 'reminder_referee': {
        // True while a slot of the user's team is still empty.
        if (!match) return false;
        return [
          [match.refereeTeamId, match.refereeId],
          [match.refereeTeamId2, match.refereeId2],
        ].some(([team, referee]) => team === user.memberOf && referee === null);
      }
      case 'date_proposed': {
        const proposal = proposalById.get(item.objectId);
        const moved = proposal && matchById.get(proposal.matchId);
        return (
          proposal !== undefined &&
          moved !== undefined &&
          isProposalOpen(proposal, { date: moved.date, hasFinal: hasFinal.has(moved.id) }, now)
        );
      }
      case 'join_requested': {
        // A join request is member_of = team with role USER (docs/PRODUCT.md#roles).
        const requester = requesterById.get(item.objectId);
        const team = idIn(item.path, actionPaths.joinRequests);
        return requester !== undefined && requester.role === 'USER' && requester.memberOf === team;
      }
      case 'team_requested':
        return teamById.get(item.objectId)?.accepted === false;
      case 'invitation': {
        // While unanswered; one for a match only until its kick-off (as its to-do, decision 098).
        const invitation = invitationById.get(item.objectId);
        if (invitation?.status !== 'open') return false;
        return invitation.matchId === null || stillAsked(invitation.matchId);
      }
      case 'reminder_availability':
      case 'squad_reminder':
        return stillAsked(item.objectId) && !hasAnswered.has(item.objectId);
      case 'short_squad': {
        // Told to the captains of a playing team: the user's team, while still short.
        const playing = match !== undefined && [match.homeId, match.guestId].includes(user.memberOf);
        return playing && stillAsked(item.objectId) && stillShort.has(item.objectId);
      }
      default:
        return true;
    }
  };
  return items.filter(isTrue);
}
