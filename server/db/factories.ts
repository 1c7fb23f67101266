import { eq } from 'drizzle-orm';
import type { Role } from '../../common/api/types';
import { hashPassword } from '../services/passwords';
import type { Db, Tx } from './client';
import { groups, groupTeams, matches, results, scorers, seasons, teams, users } from './schema';

/** Factories shared by the tests and the demo data: each inserts one thing with overridable fields. */

type Executor = Db | Tx;

export const DEFAULT_PASSWORD = 'league-demo-2025';

let defaultHash: Promise<string> | undefined;
/** Hashing costs ~0.5 s on purpose; factories reuse one hash of the default password. */
export function defaultPasswordHash(): Promise<string> {
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultHash;
}

let sequence = 0;
const next = () => ++sequence;

export type UserRow = typeof users.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;

type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string };

/** One user's row to insert: numbered defaults, then the overrides. */
async function userValues(overrides: UserOverrides): Promise<typeof users.$inferInsert> {
  const n = next();
  const { password, ...fields } = overrides;
  return {
    name: `Test User ${n}`,
    mail: `user${n}-${Date.now().toString(36)}@example.test`,
    phone: `+4915112${String(100000 + (n % 900000)).padStart(6, '0')}`,
    passwordHash: password ? await hashPassword(password) : await defaultPasswordHash(),
    role: 'USER',
    emailConfirmedAt: new Date(),
    ...fields,
  };
}

export async function buildUser(db: Executor, overrides: UserOverrides = {}): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values(await userValues(overrides))
    .returning();
  if (!user) throw new Error('buildUser: insert returned nothing');
  return user;
}

export interface BuiltTeam {
  team: TeamRow;
  captain: UserRow;
  members: UserRow[];
}

/**
 * A team with its main captain and `size - 1` more members. An accepted team's captain is
 * CAPTAIN, otherwise CAPTAIN_PENDING; `coCaptains` of the members get role CAPTAIN.
 */
export async function buildTeam(
  db: Executor,
  options: {
    name?: string;
    nameShort?: string;
    accepted?: boolean;
    isActive?: boolean;
    size?: number;
    coCaptains?: number;
    createdAt?: Date;
    captain?: Partial<typeof users.$inferInsert>;
    member?: (index: number) => Partial<typeof users.$inferInsert>;
  } = {},
): Promise<BuiltTeam> {
  const n = next();
  const accepted = options.accepted ?? true;
  const [team] = await db
    .insert(teams)
    .values({
      name: options.name ?? `Test Team ${n}`,
      nameShort: options.nameShort ?? `T${n}`.slice(0, 10),
      accepted,
      isActive: options.isActive ?? true,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!team) throw new Error('buildTeam: insert returned nothing');
  const captainRole: Role = accepted ? 'CAPTAIN' : 'CAPTAIN_PENDING';
  const captain = await buildUser(db, { role: captainRole, memberOf: team.id, ...options.captain });
  await db.update(teams).set({ captainId: captain.id }).where(eq(teams.id, team.id));
  const memberValues = [];
  for (let i = 1; i < (options.size ?? 1); i++) {
    const role: Role = i <= (options.coCaptains ?? 0) ? 'CAPTAIN' : 'PLAYER';
    memberValues.push(await userValues({ role, memberOf: team.id, ...options.member?.(i) }));
  }
  // One insert for the whole roster (ids in list order): a team of 25 was 25 round trips.
  const members = memberValues.length
    ? (await db.insert(users).values(memberValues).returning()).sort((a, b) => a.id - b.id)
    : [];
  return { team: { ...team, captainId: captain.id }, captain, members: [captain, ...members] };
}

export async function buildSeason(
  db: Executor,
  overrides: Partial<typeof seasons.$inferInsert> = {},
): Promise<typeof seasons.$inferSelect> {
  const [season] = await db
    .insert(seasons)
    .values({ name: `Season ${next()}`, ...overrides })
    .returning();
  if (!season) throw new Error('buildSeason: insert returned nothing');
  return season;
}

/** A group of a season ('Group 1' unless named), with `teamIds` drawn into it. */
export async function buildGroup(
  db: Executor,
  { seasonId, name = 'Group 1', teamIds = [] }: { seasonId: number; name?: string; teamIds?: number[] },
): Promise<typeof groups.$inferSelect> {
  const [group] = await db.insert(groups).values({ name, seasonId }).returning();
  if (!group) throw new Error('buildGroup: insert returned nothing');
  if (teamIds.length)
    await db.insert(groupTeams).values(teamIds.map((teamId) => ({ groupId: group.id, teamId })));
  return group;
}

type MatchInsert = typeof matches.$inferInsert;

/** A match row; a group-stage match of week 1 unless told otherwise. */
export async function buildMatch(
  db: Executor,
  values: Omit<MatchInsert, 'week' | 'matchStage'> & Partial<Pick<MatchInsert, 'week' | 'matchStage'>>,
): Promise<typeof matches.$inferSelect> {
  const [match] = await db
    .insert(matches)
    .values({ week: 1, matchStage: 'GROUP1', ...values })
    .returning();
  if (!match) throw new Error('buildMatch: insert returned nothing');
  return match;
}

/** A result; suggested by `submittedBy` on behalf of their team unless `submittedTeamId` says otherwise. */
export async function buildResult(
  db: Executor,
  values: typeof results.$inferInsert,
  goals: { userId: number; teamId: number; goals: number }[] = [],
) {
  let submittedTeamId = values.submittedTeamId;
  if (submittedTeamId === undefined && values.submittedBy) {
    const [submitter] = await db
      .select({ role: users.role, memberOf: users.memberOf })
      .from(users)
      .where(eq(users.id, values.submittedBy));
    submittedTeamId = submitter?.role === 'ADMIN' ? null : (submitter?.memberOf ?? null);
  }
  const [result] = await db
    .insert(results)
    .values({ ...values, submittedTeamId })
    .returning();
  if (!result) throw new Error('buildResult: insert returned nothing');
  if (goals.length) {
    await db
      .insert(scorers)
      .values(
        goals.map((g) => ({ resultId: result.id, userId: g.userId, teamId: g.teamId, goalCount: g.goals })),
      );
  }
  return result;
}
