import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Eligibility } from '../../common/api/eligibility';
import type { Todo } from '../../common/api/todos';
import { m } from '../../common/i18n/messages';
import {
  type EligibilityBasis,
  eligibilityBasis,
  isUniversityAddress,
} from '../../common/league/eligibility';
import type { Db, Tx } from '../db/client';
import { eligibilityApprovals, leagueDetails, seasons, universityAddresses, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../lib/errors';
import { accountLocale } from '../lib/locale';
import { named, recordAudit } from './audit';
import type { CurrentUser } from './auth';
import { writeLeague } from './league-write';
import { queueMail } from './mail/outbox';
import { universityAddressMail } from './mail/templates';
import { hashLinkToken, newLinkToken } from './tokens';

/**
 * Eligibility (docs/PRODUCT.md#eligibility, decision 096): the facts of common/league/eligibility.ts
 * loaded for a few users at once, the refusals that ask it (availability, scorers, live goals,
 * referees, the draw), a second address confirmed by a mailed link and an admin's approval. A second
 * address and an approval count for the season that was the newest when they were given, so a new
 * season asks again (the to-do 'eligibility').
 */

type Executor = Db | Tx;

/** How long the link confirming a second address works, as sign-up's. */
const LINK_TTL_MS = 24 * 60 * 60 * 1000;
const MEMBER_ROLES = ['PLAYER', 'CAPTAIN'] as const;

export async function eligibleDomains(db: Executor): Promise<string[]> {
  const [row] = await db
    .select({ domains: leagueDetails.eligibleDomains })
    .from(leagueDetails)
    .where(eq(leagueDetails.id, 1));
  return row?.domains ?? [];
}

/** The newest season's id, null before the first: second addresses and approvals count for it. */
async function currentSeasonId(db: Executor): Promise<number | null> {
  const [row] = await db.select({ id: seasons.id }).from(seasons).orderBy(desc(seasons.id)).limit(1);
  return row?.id ?? null;
}

/**
 * Why each of the users is eligible for the current season (null: not eligible); unknown ids are
 * left out. One read: My Team's roster and the session check ask it on every load.
 */
export async function eligibilityOf(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, EligibilityBasis | null>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  // The newest season: second addresses and approvals given for it count (null before the first).
  const season = sql`(select max(${seasons.id}) from ${seasons})`;
  const people = await db
    .select({
      id: users.id,
      mail: users.mail,
      confirmedAt: users.emailConfirmedAt,
      domains: sql<
        string[] | null
      >`(select ${leagueDetails.eligibleDomains} from ${leagueDetails} where ${leagueDetails.id} = 1)`,
      addresses: sql<
        string[]
      >`coalesce(array_agg(${universityAddresses.mail}) filter (where ${universityAddresses.mail} is not null), '{}')`,
      approved: sql<boolean>`bool_or(${eligibilityApprovals.userId} is not null)`,
    })
    .from(users)
    .leftJoin(
      universityAddresses,
      and(
        eq(universityAddresses.userId, users.id),
        isNotNull(universityAddresses.confirmedAt),
        sql`${universityAddresses.seasonId} is not distinct from ${season}`,
      ),
    )
    .leftJoin(
      eligibilityApprovals,
      and(
        eq(eligibilityApprovals.userId, users.id),
        sql`${eligibilityApprovals.seasonId} is not distinct from ${season}`,
      ),
    )
    .where(inArray(users.id, ids))
    .groupBy(users.id);
  return new Map(
    people.map((p) => {
      const domains = p.domains ?? [];
      if (!domains.length) return [p.id, 'check_off'];
      return [
        p.id,
        eligibilityBasis({
          domains,
          mail: p.mail,
          mailConfirmed: p.confirmedAt !== null,
          universityAddresses: p.addresses,
          approved: p.approved,
        }),
      ];
    }),
  );
}

export async function isUserEligible(db: Executor, userId: number): Promise<boolean> {
  return ((await eligibilityOf(db, [userId])).get(userId) ?? null) !== null;
}

/**
 * Each member's `eligible` this season (decision 096), read live in one go: an approval or a
 * confirmed address changes no account, so no snapshot holds it. `memberIds`: the roster's members
 * (join requests stay unmarked: the lookup answers undefined for them). `checked` false (the league
 * lists no domain): every member is eligible, nothing is read.
 */
export async function eligibleLookup(
  db: Executor,
  memberIds: readonly number[],
  checked: boolean,
): Promise<(userId: number) => boolean | undefined> {
  if (!checked) {
    const members = new Set(memberIds);
    return (userId) => (members.has(userId) ? true : undefined);
  }
  const status = await eligibilityOf(db, memberIds);
  return (userId) => (status.has(userId) ? status.get(userId) !== null : undefined);
}

/** The users among `userIds` who are not eligible for the current season. */
export async function ineligibleAmong(db: Executor, userIds: readonly number[]): Promise<number[]> {
  const bases = await eligibilityOf(db, userIds);
  return [...bases].filter(([, basis]) => basis === null).map(([id]) => id);
}

/**
 * Refuses (409 not_eligible) when a player named is not eligible: a goal credited, a referee
 * appointed. The sentence names the first of them.
 */
export async function refuseIneligiblePlayers(db: Executor, userIds: readonly number[]): Promise<void> {
  const [first] = await ineligibleAmong(db, userIds);
  if (first === undefined) return;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, first));
  throw conflict('not_eligible', m.server_player_not_eligible({ name: row?.name ?? '' }));
}

/** The caller's status, for the profile. */
export async function getEligibility(app: FastifyInstance, user: CurrentUser): Promise<Eligibility> {
  const db = app.db;
  const domains = await eligibleDomains(db);
  const season = await currentSeasonId(db);
  const basis = (await eligibilityOf(db, [user.id])).get(user.id) ?? null;
  const rows = await db
    .select()
    .from(universityAddresses)
    .where(eq(universityAddresses.userId, user.id))
    .orderBy(desc(universityAddresses.id));
  return {
    eligible: basis !== null,
    basis,
    domains,
    addresses: rows.map((r) => ({
      email: r.mail,
      confirmed_at: r.confirmedAt ? r.confirmedAt.toISOString() : null,
      counts: r.confirmedAt !== null && r.seasonId === season && isUniversityAddress(r.mail, domains),
    })),
  };
}

/**
 * Mails a link that confirms `email` as the caller's second address. Only an address at a listed
 * domain (409 not_university_address); the mail goes out at most once a minute per address, as
 * sign-up's (the budget of the route).
 */
export async function addUniversityAddress(
  app: FastifyInstance,
  user: CurrentUser,
  email: string,
): Promise<Eligibility> {
  const domains = await eligibleDomains(app.db);
  if (!isUniversityAddress(email, domains))
    throw conflict(
      'not_university_address',
      m.server_not_university_address({ domains: domains.join(', ') }),
    );
  const { token, hash } = newLinkToken();
  const now = app.clock.now();
  await writeLeague(app, async (tx) => {
    await tx.insert(universityAddresses).values({
      userId: user.id,
      mail: email,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + LINK_TTL_MS),
      createdAt: now,
    });
    await queueMail(tx, {
      to: email,
      ...universityAddressMail(app.config.appUrl, token, accountLocale(user.language)),
    });
  });
  return getEligibility(app, user);
}

/**
 * The link's state without changing anything (mail scanners open links first, decision 056), and
 * the confirmation, single use: claimed by one conditional update.
 */
export async function universityLinkOpen(app: FastifyInstance, token: string): Promise<boolean> {
  if (!token) return false;
  const [row] = await app.db
    .select({ confirmedAt: universityAddresses.confirmedAt, expiresAt: universityAddresses.expiresAt })
    .from(universityAddresses)
    .where(eq(universityAddresses.tokenHash, hashLinkToken(token)));
  return !!row && row.confirmedAt === null && row.expiresAt > app.clock.now();
}

export async function confirmUniversityAddress(app: FastifyInstance, token: string): Promise<boolean> {
  if (!token) return false;
  const now = app.clock.now();
  return writeLeague(app, async (tx) => {
    const season = await currentSeasonId(tx);
    const [claimed] = await tx
      .update(universityAddresses)
      .set({ confirmedAt: now, seasonId: season })
      .where(
        and(
          eq(universityAddresses.tokenHash, hashLinkToken(token)),
          sql`${universityAddresses.confirmedAt} is null`,
          sql`${universityAddresses.expiresAt} > ${now}`,
        ),
      )
      .returning({ id: universityAddresses.id });
    return !!claimed;
  });
}

/** An admin makes a member eligible for the current season, with the reason; audited. */
export async function approveEligibility(
  app: FastifyInstance,
  user: CurrentUser,
  input: { user_id: number; reason: string },
): Promise<{ user_id: number; eligible: boolean; approved_at: string }> {
  if (user.role !== 'ADMIN') throw forbidden('eligibility_not_allowed', m.server_eligibility_not_allowed());
  const now = app.clock.now();
  await writeLeague(app, async (tx) => {
    const [target] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, input.user_id));
    if (!target) throw notFound('user_not_found', m.server_user_not_found());
    const season = await currentSeasonId(tx);
    await tx.insert(eligibilityApprovals).values({
      userId: target.id,
      reason: input.reason,
      approvedBy: user.id,
      seasonId: season,
      createdAt: now,
    });
    await recordAudit(tx, user, {
      action: 'eligibility.approve',
      target: named(target.name),
      targetUserId: target.id,
      ...(season === null ? {} : { seasonId: season }),
      after: { reason: input.reason, season_id: season },
    });
  });
  return {
    user_id: input.user_id,
    eligible: await isUserEligible(app.db, input.user_id),
    approved_at: now.toISOString(),
  };
}

/** The to-do of a member who must (again) confirm a university address this season. */
export async function eligibilityTodos(db: Executor, user: CurrentUser): Promise<Todo[]> {
  if (user.memberOf === null || !(MEMBER_ROLES as readonly string[]).includes(user.role)) return [];
  if (await isUserEligible(db, user.id)) return [];
  return [{ kind: 'eligibility', text: m.server_todo_eligibility(), user_id: user.id }];
}
