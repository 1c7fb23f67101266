import { and, eq, inArray } from 'drizzle-orm';
import { actionPaths } from '../../../common/api/links';
import type { NotificationGroup } from '../../../common/api/notifications';
import type { Db, Tx } from '../../db/client';
import { matches, results, teams, users } from '../../db/schema';

/**
 * Items that asked for an action whose cause was resolved without a newer item to this user (a
 * reminder's match made final, a slot appointed, a join request answered or withdrawn, a team
 * accepted or removed, a match deleted with its season) are dropped when the digest is written
 * (docs/PRODUCT.md#notifications). The person who resolves a cause has their own items about it
 * settled at once (settleOwnItems in events.ts); everybody else gets the resolution's item, which
 * replaces the older one (coalesce.ts). One query per kind of object, whatever the number of items.
 */

interface Waiting {
  group: NotificationGroup;
  title: string;
  path: string;
}

/** The id a path names when `build` makes exactly that path from it, else null. */
function idIn(path: string, build: (id: number) => string): number | null {
  const digits = /-(\d+)$/.exec(path)?.[1];
  if (!digits) return null;
  const id = Number(digits);
  return build(id) === path ? id : null;
}

const ids = (list: (number | null)[]) => [...new Set(list.filter((id): id is number => id !== null))];

/** The items still true for `user` (whose team is memberOf), in their order. */
export async function stillTrue<T extends Waiting>(
  db: Db | Tx,
  user: { memberOf: number | null },
  items: readonly T[],
): Promise<T[]> {
  const about = items.map((item) => ({
    item,
    match: idIn(item.path, actionPaths.match),
    refereeing: idIn(item.path, actionPaths.refereeing),
    requests: idIn(item.path, actionPaths.joinRequests),
  }));
  const matchIds = ids(about.flatMap((a) => [a.match, a.refereeing]));
  const requestTeams = ids(about.map((a) => a.requests));
  const askTeamRequests = items.some((item) => item.path === actionPaths.teamRequests);

  const matchRows = matchIds.length
    ? await db
        .select({
          id: matches.id,
          refereeTeamId: matches.refereeTeamId,
          refereeId: matches.refereeId,
          refereeTeamId2: matches.refereeTeamId2,
          refereeId2: matches.refereeId2,
        })
        .from(matches)
        .where(inArray(matches.id, matchIds))
    : [];
  const matchById = new Map(matchRows.map((row) => [row.id, row]));
  const reminded = about.filter((a) => a.item.group === 'reminders' && a.match !== null);
  const finals = reminded.length
    ? await db
        .select({ matchId: results.matchId })
        .from(results)
        .where(and(inArray(results.matchId, ids(reminded.map((a) => a.match))), eq(results.isFinal, true)))
    : [];
  const decided = new Set(finals.map((row) => row.matchId));
  const requesters = requestTeams.length
    ? await db
        .select({ name: users.name, teamId: users.memberOf })
        .from(users)
        // A join request is member_of = team with role USER (docs/PRODUCT.md#roles).
        .where(and(inArray(users.memberOf, requestTeams), eq(users.role, 'USER')))
    : [];
  const waitingTeams = askTeamRequests
    ? await db.select({ name: teams.name }).from(teams).where(eq(teams.accepted, false))
    : [];

  const named = (title: string, names: string[]) => names.some((name) => title.includes(name));
  return about
    .filter(({ item, match, refereeing, requests }) => {
      const matchId = match ?? refereeing;
      if (matchId !== null) {
        const row = matchById.get(matchId);
        if (!row) return false;
        if (item.group !== 'reminders') return true;
        if (match !== null) return !decided.has(match);
        // The referee reminder of a slot of the user's team: true while that slot is empty.
        const slots = [
          [row.refereeTeamId, row.refereeId],
          [row.refereeTeamId2, row.refereeId2],
        ];
        return slots.some(([team, referee]) => team === user.memberOf && referee === null);
      }
      if (requests !== null) {
        // The sentence names the requester: true while that user's request to the team waits.
        return named(
          item.title,
          requesters.filter((r) => r.teamId === requests).map((r) => r.name),
        );
      }
      if (item.path === actionPaths.teamRequests) {
        return named(
          item.title,
          waitingTeams.map((team) => team.name),
        );
      }
      return true;
    })
    .map(({ item }) => item);
}
