import { and, asc, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { DAY } from '../../common/durations';
import { isKnockoutStage, roundOfStage } from '../../common/league/bracket';
import { seededRandom } from '../lib/random';
import { named } from '../services/audit';
import { matchDateChange } from '../services/match-date';
import {
  joinRequested,
  matchDated,
  refereeDutiesNamed,
  resultSuggested,
} from '../services/notifications/events';
import { createFixtures, drawGroups, fillKnockout, recordMissedDuties } from '../services/season-setup';
import type { Db, Tx } from './client';
import {
  type BuiltTeam,
  buildResult,
  buildSeason,
  buildTeam,
  buildUser,
  DEFAULT_PASSWORD,
  type UserRow,
} from './factories';
import { auditLog, boardMembers, matches, missedRefereeDuties, pitches, results, users } from './schema';

/** One demo login per role, printed at start. */
export const DEMO_LOGINS = {
  password: DEFAULT_PASSWORD,
  accounts: [
    { role: 'ADMIN', email: 'admin@demo.example' },
    { role: 'CAPTAIN', email: 'captain@demo.example' },
    { role: 'co-captain', email: 'cocaptain@demo.example' },
    { role: 'PLAYER', email: 'player@demo.example' },
    { role: 'CAPTAIN_PENDING', email: 'pending@demo.example' },
    { role: 'USER (pending request)', email: 'user@demo.example' },
  ],
} as const;

const TEAMS: [string, string][] = [
  ['TUM Kickers', 'TUMK'],
  ['LMU Löwen', 'LMUL'],
  ['HM Hochschulkicker', 'HMK'],
  ['Informatik Allstars', 'INF'],
  ['Maschinenbau United', 'MBU'],
  ['Physik FC', 'PHY'],
  ['Medizin Sporting', 'MED'],
  ['BWL Athletic', 'BWL'],
  ['Jura 04', 'JUR'],
  ['Architektur Rovers', 'ARC'],
  ['Chemie Dynamo', 'CHE'],
  ['Professoren XI', 'PROF'],
];

const FIRST = [
  'Lukas',
  'Leon',
  'Jonas',
  'Felix',
  'Maximilian',
  'Paul',
  'Elias',
  'Noah',
  'Ben',
  'Finn',
  'Luis',
  'Julian',
  'Moritz',
  'Tim',
  'Niklas',
  'David',
  'Jakob',
  'Simon',
  'Tobias',
  'Florian',
  'Anna',
  'Lena',
  'Laura',
  'Sophie',
  'Marie',
  'Lea',
  'Hannah',
  'Julia',
  'Emma',
  'Mia',
  'Sarah',
  'Clara',
  'Amir',
  'Mehmet',
  'Luca',
  'Mateo',
  'Ivan',
  'Yusuf',
  'Kenji',
  'Arjun',
  'Sebastian',
  'Johannes',
  'Valentin',
  'Quirin',
  'Korbinian',
  'Benedikt',
  'Vroni',
];
const LAST = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Huber',
  'Bauer',
  'Maier',
  'Gruber',
  'Hofmann',
  'Wimmer',
  'Brunner',
  'Lehner',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Krause',
  'Yilmaz',
  'Rossi',
  'Novak',
  'Kowalski',
  'Papadopoulos',
  'Tanaka',
  'Sharma',
  'Obermeier',
];

const BOARD = [
  ['Katharina Obermeier', 'President', 'praesidentin'],
  ['Jonas Lehner', 'Vice President', 'vize'],
  ['Aylin Yilmaz', 'Treasurer', 'finanzen'],
  ['Quirin Huber', 'Referee Coordinator', 'schiedsrichter'],
  ['Sophie Brunner', 'Communications', 'kommunikation'],
  ['Mateo Rossi', 'Webmaster', 'web'],
] as const;

export function boardPhotoPath(name: string): string {
  return `/images/board/${slug(name)}.svg`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/ß/g, 'ss')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Loads the demo league when the database has no users yet. Returns whether it did. */
export async function loadDemoDataIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Instances starting together: one loads, the others wait here and then find the data.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('league:demoData'))`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((row?.count ?? 0) > 0) return false;
    await loadDemoData(tx, now);
    return true;
  });
}

/**
 * Made-up people for generated leagues (this demo, server/db/big-league.ts): `person` a random
 * name with a unique address and a phone, `login` a fixed address (a demo login) with a phone.
 */
export function demoPeople(random: () => number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const usedMails = new Set<string>();
  const person = () => {
    const first = pick(FIRST);
    const last = pick(LAST);
    let mail = `${slug(first)}.${slug(last)}@demo.example`;
    for (let i = 2; usedMails.has(mail); i++) mail = `${slug(first)}.${slug(last)}${i}@demo.example`;
    usedMails.add(mail);
    const phone = `+49${pick(['151', '152', '160', '170', '171', '176'])}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
    return { name: `${first} ${last}`, mail, phone };
  };
  const login = (email: string, name: string) => {
    usedMails.add(email);
    return { mail: email, name, phone: person().phone };
  };
  return { person, login };
}

export async function loadDemoData(tx: Tx, now: Date) {
  const random = seededRandom(2025);
  const { person, login } = demoPeople(random);

  const admin = await buildUser(tx, { role: 'ADMIN', ...login('admin@demo.example', 'Alexandra Admin') });

  const founded = new Date(now.getTime() - 700 * DAY);
  const built = [];
  for (const [index, [name, nameShort]] of TEAMS.entries()) {
    const size = 20 + Math.floor(random() * 7);
    const team = await buildTeam(tx, {
      name,
      nameShort,
      size,
      coCaptains: index === 0 ? 1 : random() < 0.4 ? 1 : 0,
      createdAt: new Date(founded.getTime() + index * 9 * DAY),
      captain: index === 0 ? login('captain@demo.example', 'Carla Kapitän') : person(),
      member: (i) => {
        if (index === 0 && i === 1) return login('cocaptain@demo.example', 'Cem Co-Kapitän');
        if (index === 0 && i === 2) return login('player@demo.example', 'Paul Spieler');
        return person();
      },
    });
    built.push(team);
  }
  // Accepted but retired: not on the public teams page, not drawn.
  await buildTeam(tx, {
    name: 'Alumni Veterans',
    nameShort: 'ALU',
    size: 21,
    isActive: false,
    captain: person(),
    member: () => person(),
  });
  // Waiting for the admin's acceptance.
  const pendingTeam = await buildTeam(tx, {
    name: 'Akademie Kicker',
    nameShort: 'AKA',
    accepted: false,
    size: 8,
    captain: login('pending@demo.example', 'Pia Pending'),
    member: () => person(),
  });
  // A student who asked to join TUM Kickers (pending request: member_of set, role USER).
  const firstTeam = built[0];
  if (!firstTeam) throw new Error('demo: no teams');
  const requester = await buildUser(tx, {
    role: 'USER',
    memberOf: firstTeam.team.id,
    joinRequestedAt: new Date(now.getTime() - DAY),
    ...login('user@demo.example', 'Uli User'),
  });
  for (let i = 0; i < 3; i++) await buildUser(tx, { role: 'USER', ...person() });

  // The migration seeds the default pitch (Pitch 1); the demo adds its neighbour for some matches.
  const [pitch2] = await tx
    .insert(pitches)
    .values({
      name: 'Zentraler Hochschulsport, Pitch 2',
      address: 'Connollystraße 32, 80809 München',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Connollystra%C3%9Fe+32%2C+80809+M%C3%BCnchen',
    })
    .returning();
  if (!pitch2) throw new Error('demo: no second pitch');

  const membersOf = new Map(built.map((b) => [b.team.id, b.members]));
  const teamIds = built.map((b) => b.team.id);
  const year = now.getUTCFullYear();
  const winter = now.getUTCMonth() >= 9 || now.getUTCMonth() < 2;
  // Seasons start at midnight, so kick-offs are in the evening whatever time the demo is loaded.
  const today = new Date(Date.UTC(year, now.getUTCMonth(), now.getUTCDate()));

  const past = await buildSeason(tx, {
    name: winter ? `Summer ${year}` : `Winter ${year - 1}/${String(year).slice(2)}`,
  });
  await playSeason(tx, past.id, teamIds, membersOf, random, {
    start: new Date(today.getTime() - 300 * DAY),
    playedWeeks: Number.POSITIVE_INFINITY,
    missedDuties: 2,
    forgetfulTeam: teamIds[5] as number,
    now,
  });
  const current = await buildSeason(tx, {
    name: winter ? `Winter ${year}/${String(year + 1).slice(2)}` : `Summer ${year}`,
  });
  await playSeason(tx, current.id, teamIds, membersOf, random, {
    start: new Date(today.getTime() - 17 * DAY),
    playedWeeks: 2.5,
    missedDuties: 2,
    forgetfulTeam: teamIds[8] as number,
    now,
  });
  await leaveWorkWaiting(tx, current.id, firstTeam, membersOf, now);
  // Every third match of the current season on Pitch 2, the rest on the default.
  await tx
    .update(matches)
    .set({ pitchId: pitch2.id })
    .where(and(eq(matches.seasonId, current.id), sql`${matches.id} % 3 = 0`));
  await demoNotifications(tx, firstTeam.team.id, current.id, requester.id, now);
  await demoAuditLog(tx, {
    admin,
    first: firstTeam,
    pending: pendingTeam,
    season: current,
    pitch2,
    built,
    now,
  });

  await loadDemoBoard(tx);
}

/** The demo's board (Meet the Team). */
export async function loadDemoBoard(tx: Tx) {
  await tx.insert(boardMembers).values(
    BOARD.map(([name, role, box], sortOrder) => ({
      name,
      role,
      mail: `${box}@muenchner-hochschulliga.example`,
      imgUrl: boardPhotoPath(name),
      sortOrder,
    })),
  );
}

/**
 * A few entries of the audit log as the demo's history would have left them (docs/PRODUCT.md#audit-log),
 * so Dashboard > Audit log shows something on a fresh start: the admin's season set-up and a new
 * pitch, the demo captain's roster decisions, the pending team's registration.
 */
async function demoAuditLog(
  tx: Tx,
  demo: {
    admin: UserRow;
    first: BuiltTeam;
    pending: BuiltTeam;
    season: { id: number; name: string };
    pitch2: { id: number; name: string; address: string; mapUrl: string };
    built: BuiltTeam[];
    now: Date;
  },
) {
  const { admin, first, pending, season, pitch2, built, now } = demo;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const by = (user: UserRow) => ({ actorId: user.id, actorName: user.name });
  const [captain, coCaptain, player] = first.members;
  if (!captain || !coCaptain || !player) throw new Error('demo: TUM Kickers lack members');
  // Each entry's target as recordAudit keeps it: the English label and the data it is read from.
  const seasonNamed = { targetLabel: season.name, data: named(season.name) };
  const roster = (user: UserRow) => ({
    targetLabel: `${user.name} (${first.team.name})`,
    data: { kind: 'member', name: user.name, team: first.team.name } as const,
    teamIds: [first.team.id],
    targetUserId: user.id,
  });
  await tx.insert(auditLog).values([
    {
      ...by(admin),
      at: daysAgo(40),
      action: 'pitch.add',
      targetLabel: pitch2.name,
      data: named(pitch2.name),
      after: { id: pitch2.id, name: pitch2.name, address: pitch2.address, map_url: pitch2.mapUrl },
    },
    {
      ...by(captain),
      at: daysAgo(35),
      action: 'roster.accept',
      ...roster(player),
      before: { role: 'USER', team: first.team.name },
      after: { role: 'PLAYER', team: first.team.name },
    },
    {
      ...by(captain),
      at: daysAgo(34),
      action: 'roster.promote',
      ...roster(coCaptain),
      before: { role: 'PLAYER' },
      after: { role: 'CAPTAIN' },
    },
    { ...by(admin), at: daysAgo(21), action: 'season.add', ...seasonNamed, seasonId: season.id },
    {
      ...by(admin),
      at: daysAgo(20),
      action: 'season.groups',
      ...seasonNamed,
      seasonId: season.id,
      teamIds: built.map((b) => b.team.id),
    },
    {
      ...by(admin),
      at: daysAgo(20),
      action: 'season.matches',
      ...seasonNamed,
      seasonId: season.id,
    },
    {
      ...by(pending.captain),
      at: daysAgo(2),
      action: 'team.create',
      targetLabel: pending.team.name,
      data: named(pending.team.name),
      teamIds: [pending.team.id],
      targetUserId: pending.captain.id,
      after: { name: pending.team.name, name_short: pending.team.nameShort, captain: pending.captain.name },
    },
  ]);
}

/**
 * Waiting notification items for the demo captains (TUM Kickers), as the changes above would have
 * queued them: Uli's join request, the opponent's suggested result, the date of their next match
 * and their coming referee duties. The first scheduler pass mails each captain one digest (/dev/mail).
 */
async function demoNotifications(tx: Tx, teamId: number, seasonId: number, requesterId: number, now: Date) {
  await joinRequested(tx, { teamId, userId: requesterId });
  const [suggested] = await tx
    .select({ result: results })
    .from(results)
    .innerJoin(matches, eq(matches.id, results.matchId))
    .where(
      and(
        eq(matches.seasonId, seasonId),
        or(eq(matches.homeId, teamId), eq(matches.guestId, teamId)),
        eq(results.isFinal, false),
        ne(results.submittedTeamId, teamId),
      ),
    )
    .limit(1);
  if (suggested?.result.submittedBy) {
    const { result } = suggested;
    await resultSuggested(tx, { matchId: result.matchId, result, actorId: result.submittedBy as number });
  }
  const upcoming = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.seasonId, seasonId), gt(matches.date, now)))
    .orderBy(asc(matches.date), asc(matches.id));
  const next = upcoming.find((m) => m.homeId === teamId || m.guestId === teamId);
  if (next) await matchDated(tx, { matchId: next.id, before: null, actorId: null });
  const duties = upcoming.filter((m) => m.refereeTeamId === teamId || m.refereeTeamId2 === teamId);
  await refereeDutiesNamed(
    tx,
    duties.map((m) => m.id),
  );
}

/**
 * Draws and plays a season week by week. Weeks before `playedWeeks` are final (a fractional
 * value leaves the rest of that week pending); later weeks have dates up to two weeks ahead,
 * then 'tbd'. `missedDuties` referee slots of played matches stay empty (penalties).
 */
export async function playSeason(
  tx: Tx,
  seasonId: number,
  teamIds: number[],
  membersOf: Map<number, UserRow[]>,
  random: () => number,
  plan: { start: Date; playedWeeks: number; missedDuties: number; forgetfulTeam: number; now: Date },
) {
  await drawGroups(tx, seasonId, teamIds, random);
  const { groupWeeks } = await createFixtures(tx, seasonId, random);
  const goals = () => Math.min(7, Math.floor(-Math.log(1 - random()) * 2.2));
  const kickoff = (week: number, slot: number) =>
    new Date(
      plan.start.getTime() + (week - 1) * 7 * DAY + (slot % 3) * DAY + (18 + (slot % 2)) * 3600 * 1000,
    );
  let missedLeft = plan.missedDuties;

  const play = async (m: typeof matches.$inferSelect, slot: number, final: boolean) => {
    const home = membersOf.get(m.homeId as number) ?? [];
    const guest = membersOf.get(m.guestId as number) ?? [];
    const scoreHome = goals();
    const scoreGuest = goals();
    const knockoutDraw = isKnockoutStage(m.matchStage) && scoreHome === scoreGuest;
    const refereeOf = (teamId: number | null) => {
      if (teamId === null) return null;
      const pool = membersOf.get(teamId) ?? [];
      return pool[Math.floor(random() * pool.length)]?.id ?? null;
    };
    let refereeId = refereeOf(m.refereeTeamId);
    const refereeId2 = refereeOf(m.refereeTeamId2);
    // One team forgets its duties: the season's penalty shows in the table.
    if (final && missedLeft > 0 && m.refereeTeamId === plan.forgetfulTeam) {
      missedLeft--;
      refereeId = null;
    }
    await tx
      .update(matches)
      .set({ ...matchDateChange(kickoff(m.week, slot)), refereeId, refereeId2 })
      .where(eq(matches.id, m.id));
    const scorerList = (members: UserRow[], teamId: number, count: number) => {
      const byUser = new Map<number, number>();
      for (let g = 0; g < count; g++) {
        // Strikers (the first few listed) score most goals, as in a real team.
        const pool = random() < 0.7 ? members.slice(0, 6) : members;
        const shooter = pool[Math.floor(random() * pool.length)];
        if (shooter) byUser.set(shooter.id, (byUser.get(shooter.id) ?? 0) + 1);
      }
      return [...byUser].map(([userId, n]) => ({ userId, teamId, goals: n }));
    };
    const homeCaptain = home[0];
    // A final result was entered after its match, not when the demo was loaded: only the matches of
    // the last two days still ask their captains to rate the fair play (its 48 hours run from it).
    const enteredAt = new Date(
      Math.min(kickoff(m.week, slot).getTime() + 2 * 3600 * 1000, plan.now.getTime()),
    );
    await buildResult(
      tx,
      {
        ...(final ? { createdAt: enteredAt } : {}),
        matchId: m.id,
        scoreHome,
        scoreGuest,
        isFinal: final,
        submittedBy: homeCaptain?.id ?? null,
        submittedTeamId: homeCaptain ? m.homeId : null,
        shootoutWinnerId: knockoutDraw ? (random() < 0.5 ? m.homeId : m.guestId) : null,
      },
      [
        ...scorerList(home, m.homeId as number, scoreHome),
        ...scorerList(guest, m.guestId as number, scoreGuest),
      ],
    );
    if (final) await recordMissedDuties(tx, m.id, { unplayed: false, forfeit: false });
  };

  const groupMatches = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.seasonId, seasonId), sql`${matches.groupId} is not null`))
    .orderBy(asc(matches.week), asc(matches.id));
  for (const [slot, m] of groupMatches.entries()) {
    const weekDone = m.week <= Math.floor(plan.playedWeeks);
    const partial = m.week === Math.ceil(plan.playedWeeks) && !weekDone;
    if (weekDone || partial) {
      // In a half-played week some results wait for the other captain's acceptance.
      await play(m, slot, weekDone || random() < 0.5);
    } else if (m.week <= Math.ceil(plan.playedWeeks) + 1) {
      await tx
        .update(matches)
        .set(matchDateChange(kickoff(m.week, slot)))
        .where(eq(matches.id, m.id));
    }
  }
  if (plan.playedWeeks < groupWeeks) return;

  for (const round of ['QF', 'SF', 'F'] as const) {
    await fillKnockout(tx, seasonId, null);
    const knockout = await tx
      .select()
      .from(matches)
      .where(and(eq(matches.seasonId, seasonId), sql`${matches.groupId} is null`))
      .orderBy(asc(matches.id));
    const roundMatches = knockout.filter((m) => {
      const r = roundOfStage(m.matchStage);
      return round === 'F' ? r === 'F' || r === '3P' : r === round;
    });
    for (const [slot, m] of roundMatches.entries()) await play(m, slot, true);
  }
  await fillKnockout(tx, seasonId, null);
  const done = await tx
    .select({ id: results.id })
    .from(results)
    .where(
      inArray(
        results.matchId,
        (await tx.select({ id: matches.id }).from(matches).where(eq(matches.seasonId, seasonId))).map(
          (m) => m.id,
        ),
      ),
    );
  if (!done.length) throw new Error('demo: season without results');
}

type MatchRow = typeof matches.$inferSelect;

/**
 * Leaves match-day work waiting in the current season, so each demo login has to-dos
 * (docs/PRODUCT.md#to-do): the demo team's match of the last week played waits for its captains to
 * accept the opponent's suggestion; a match of that week is disputed and one of the week before
 * has no final result (the admin's); the demo player referees the team's next duty. Its undated
 * matches (to date) and empty referee slots (to fill) come with the season. Runs after the
 * season is played, without the random source, so the rest of the league stays as it was.
 */
async function leaveWorkWaiting(
  tx: Tx,
  seasonId: number,
  demoTeam: BuiltTeam,
  membersOf: Map<number, UserRow[]>,
  now: Date,
) {
  const teamId = demoTeam.team.id;
  const rows = await tx
    .select()
    .from(matches)
    .where(and(eq(matches.seasonId, seasonId), isNotNull(matches.groupId)))
    .orderBy(asc(matches.week), asc(matches.id));
  const played = await tx
    .select({ matchId: results.matchId })
    .from(results)
    .where(
      inArray(
        results.matchId,
        rows.map((m) => m.id),
      ),
    );
  const withResult = new Set(played.map((r) => r.matchId));
  const lastWeek = Math.max(...rows.filter((m) => withResult.has(m.id)).map((m) => m.week));
  const plays = (m: MatchRow) => m.homeId === teamId || m.guestId === teamId;
  const find = (what: string, test: (m: MatchRow) => boolean) => {
    const match = rows.find((m) => withResult.has(m.id) && test(m));
    if (!match) throw new Error(`demo: no match for ${what}`);
    return match;
  };

  const ours = find('accept_result', (m) => m.week === lastWeek && plays(m));
  await suggestedBy(
    tx,
    ours,
    (ours.homeId === teamId ? ours.guestId : ours.homeId) as number,
    membersOf,
    now,
  );

  const disputed = find('disputed_result', (m) => m.week === lastWeek && !plays(m));
  const first = await suggestedBy(tx, disputed, disputed.homeId as number, membersOf, now);
  await buildResult(tx, {
    matchId: disputed.id,
    scoreHome: first.scoreHome,
    scoreGuest: first.scoreGuest + 1,
    submittedBy: membersOf.get(disputed.guestId as number)?.[0]?.id ?? null,
    submittedTeamId: disputed.guestId,
  });

  const overdue = find('overdue_result', (m) => m.week === lastWeek - 1 && !plays(m));
  await suggestedBy(tx, overdue, overdue.homeId as number, membersOf, now);

  // The team's first empty slot of a match ahead.
  const player = demoTeam.members.find((u) => u.role === 'PLAYER');
  for (const m of rows) {
    if (!player || m.date === null || m.date <= now) continue;
    if (m.refereeTeamId === teamId && m.refereeId === null) {
      await tx.update(matches).set({ refereeId: player.id }).where(eq(matches.id, m.id));
      return;
    }
    if (m.refereeTeamId2 === teamId && m.refereeId2 === null) {
      await tx.update(matches).set({ refereeId2: player.id }).where(eq(matches.id, m.id));
      return;
    }
  }
  throw new Error('demo: no referee duty for the demo player');
}

/**
 * The match's result becomes a suggestion of `teamId`'s captain, waiting for the other side:
 * no longer final (its missed duties go), its scores and scorers kept.
 */
async function suggestedBy(
  tx: Tx,
  match: MatchRow,
  teamId: number,
  membersOf: Map<number, UserRow[]>,
  now: Date,
): Promise<typeof results.$inferSelect> {
  await tx.delete(missedRefereeDuties).where(eq(missedRefereeDuties.matchId, match.id));
  // Suggested just now: its auto-accept deadline lies ahead, so the demo's waiting work stays waiting.
  const [row] = await tx
    .update(results)
    .set({
      isFinal: false,
      createdAt: now,
      submittedBy: membersOf.get(teamId)?.[0]?.id ?? null,
      submittedTeamId: teamId,
    })
    .where(eq(results.matchId, match.id))
    .returning();
  if (!row) throw new Error('demo: the match has no result');
  return row;
}
