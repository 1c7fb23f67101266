import { sql } from 'drizzle-orm';
import { DAY } from '../../common/durations';
import { seededRandom } from '../lib/random';
import type { Db, Tx } from './client';
import { demoPeople, loadDemoBoard, playSeason } from './demo';
import { buildSeason, buildTeam, buildUser, type UserRow } from './factories';
import { users } from './schema';

/**
 * A league that has kept its history (issue 22): many finished seasons and a running one, every
 * match of the finished ones played with scorers. bench/big-league.ts measures the public pages,
 * reads and cache rebuilds on it next to the demo league, so costs that grow with the league's age
 * show. Built with the factories and the demo's season player, so its rows are like the demo's.
 */
export interface BigLeagueShape {
  finishedSeasons: number;
  teams: number;
  /** Per team, its captain included. */
  members: number;
}

export const BIG_LEAGUE: BigLeagueShape = { finishedSeasons: 20, teams: 32, members: 25 };

/**
 * Loads the big league into an empty database (one transaction): the demo's admin, captain and
 * player logins (same addresses and password, so the benches log in alike), `teams` teams of
 * `members`, `finishedSeasons` seasons played to the final and a running one half-way through its
 * group stage. Returns false, loading nothing, when the database has users already.
 */
export async function loadBigLeagueIfEmpty(db: Db, now = new Date(), shape = BIG_LEAGUE): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((row?.count ?? 0) > 0) return false;
    await loadBigLeague(tx, now, shape);
    return true;
  });
}

export async function loadBigLeague(tx: Tx, now: Date, shape: BigLeagueShape = BIG_LEAGUE) {
  const random = seededRandom(2222);
  const { person, login } = demoPeople(random);
  await buildUser(tx, { role: 'ADMIN', ...login('admin@demo.example', 'Alexandra Admin') });
  const built = [];
  for (let index = 0; index < shape.teams; index++) {
    built.push(
      await buildTeam(tx, {
        name: `Hochschulteam ${index + 1}`,
        nameShort: `HT${index + 1}`,
        size: shape.members,
        coCaptains: index === 0 ? 1 : 0,
        captain: index === 0 ? login('captain@demo.example', 'Carla Kapitän') : person(),
        member: (i) => {
          if (index === 0 && i === 1) return login('cocaptain@demo.example', 'Cem Co-Kapitän');
          if (index === 0 && i === 2) return login('player@demo.example', 'Paul Spieler');
          return person();
        },
      }),
    );
  }
  const membersOf = new Map<number, UserRow[]>(built.map((b) => [b.team.id, b.members]));
  const teamIds = built.map((b) => b.team.id);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  // Two seasons a year, the oldest first (ids grow with time, as the selectors expect).
  const total = shape.finishedSeasons + 1;
  for (let i = 0; i < total; i++) {
    const ago = total - 1 - i;
    const start = new Date(today.getTime() - (ago * 182 + 17) * DAY);
    // Named by half-years counted back from today's, so no two seasons share a name.
    const half = today.getUTCFullYear() * 2 + (today.getUTCMonth() >= 6 ? 1 : 0) - ago;
    const year = Math.floor(half / 2);
    const season = await buildSeason(tx, {
      name: half % 2 ? `Winter ${year}/${String(year + 1).slice(2)}` : `Summer ${year}`,
    });
    await playSeason(tx, season.id, teamIds, membersOf, random, {
      start,
      playedWeeks: ago === 0 ? 2.5 : Number.POSITIVE_INFINITY,
      missedDuties: 2,
      forgetfulTeam: teamIds[(i * 7) % teamIds.length] as number,
      now,
    });
  }
  await loadDemoBoard(tx);
}
