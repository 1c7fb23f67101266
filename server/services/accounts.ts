import { and, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../common/api/enums';
import { CURRENT_PASSWORD_MISSING, CURRENT_PASSWORD_WRONG } from '../../common/api/fields';
import { loginRequest } from '../../common/api/requests';
import type { AccountUser } from '../../common/api/types';
import { m } from '../../common/i18n/messages';
import type { Db, Tx } from '../db/client';
import {
  calendarFeeds,
  emailTokens,
  groupTeams,
  matches,
  rateLimits,
  results,
  scorers,
  teams,
  users,
} from '../db/schema';
import { transaction } from '../db/transaction';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../lib/errors';
import { accountLocale, preferAccountLocale } from '../lib/locale';
import { PASSWORD_BUDGET, type WriteBudget } from '../policies/write-budgets';
import { presentAccountUser } from '../presenters/user';
import { named, recordAudit } from './audit';
import type { CurrentUser } from './auth';
import { userForToken } from './auth';
import { deviceIdFor, deviceTokenFrom } from './device-cookie';
import { nameShownPublicly } from './league-read';
import { writeLeague, writeLeagueIfShown } from './league-write';
import { queueMail } from './mail/outbox';
import { confirmationMail, passwordResetMail } from './mail/templates';
import {
  hashPassword,
  needsRehash,
  UNUSABLE_PASSWORD_HASH,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';
import { hashLinkToken, newLinkToken, signAccessToken } from './tokens';

type Executor = Db | Tx;

const CONFIRM_TTL = '24 hours';
const RESET_TTL = '1 hour';
const MAIL_INTERVAL = '60 seconds';
const LOGIN_FAILURES_MAX = 10;
const LOGIN_WINDOW = '15 minutes';

const interval = (value: string) => sql`now() + ${value}::interval`;

/**
 * Counts one event under key in the shared rate_limits table (so every app instance sees it);
 * the window starts with the first event and the count restarts once it has passed.
 */
export async function countEvent(
  db: Executor,
  key: string,
  window: string,
): Promise<{ count: number; resetAt: Date }> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: interval(window) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error('countEvent: upsert returned nothing');
  return row;
}

/**
 * Accounts known to be over a budget, until when: a flood of refused calls is answered from
 * memory, without a write to rate_limits per call (each instance learns it at its first refusal).
 * Per database handle (both callers pass the app's own, request.server.db): account ids count per
 * database, and one process may serve several (tests).
 */
const overBudgetByDb = new WeakMap<Executor, Map<string, number>>();
const OVER_BUDGET_MEMORY = 10_000;

function tooMany(untilMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil((untilMs - Date.now()) / 1000));
  return new HttpError(429, 'rate_limited', m.server_too_many_requests({ seconds }), {
    'Retry-After': String(seconds),
  });
}

/**
 * Counts one call named `action` by `userId` against `budget` (server/policies/write-budgets.ts);
 * over it the call is refused with a 429 and Retry-After.
 */
export async function limitPerUser(
  db: Executor,
  action: string,
  budget: WriteBudget,
  userId: number,
): Promise<void> {
  const key = `user-${action}:${userId}`;
  let overBudget = overBudgetByDb.get(db);
  if (!overBudget) {
    overBudget = new Map<string, number>();
    overBudgetByDb.set(db, overBudget);
  }
  const knownUntil = overBudget.get(key);
  if (knownUntil !== undefined) {
    if (knownUntil > Date.now()) throw tooMany(knownUntil);
    overBudget.delete(key);
  }
  const { count, resetAt } = await countEvent(db, key, budget.window);
  if (count <= budget.max) return;
  if (overBudget.size >= OVER_BUDGET_MEMORY) overBudget.clear();
  overBudget.set(key, resetAt.getTime());
  throw tooMany(resetAt.getTime());
}

/** At most one mail per address per minute, whatever asks for it; extra requests are dropped silently. */
async function mayMail(db: Executor, email: string): Promise<boolean> {
  return (await countEvent(db, `mail:${email}`, MAIL_INTERVAL)).count === 1;
}

async function queueConfirmation(
  db: Executor,
  appUrl: string,
  user: { id: number; mail: string; language: Language | null },
) {
  const { token, hash } = newLinkToken();
  await db
    .insert(emailTokens)
    .values({ userId: user.id, purpose: 'confirm', tokenHash: hash, expiresAt: interval(CONFIRM_TTL) });
  await queueMail(db, { to: user.mail, ...confirmationMail(appUrl, token, accountLocale(user.language)) });
}

export async function signup(
  app: FastifyInstance,
  input: { email: string; password: string; name: string; phone: string; language: Language },
): Promise<void> {
  const [existing] = await app.db.select({ id: users.id }).from(users).where(eq(users.mail, input.email));
  if (existing) throw conflict('user_exists', 'user_exists');
  const passwordHash = await hashPassword(input.password);
  await transaction(app.db, async (tx) => {
    // A concurrent signup with the same address loses here, on the unique index.
    const [user] = await tx
      .insert(users)
      .values({
        mail: input.email,
        name: input.name,
        phone: input.phone,
        passwordHash,
        role: 'USER',
        language: input.language,
      })
      .onConflictDoNothing({ target: users.mail })
      .returning();
    if (!user) throw conflict('user_exists', 'user_exists');
    // Starts the one-mail-a-minute window, so a resend right after signup sends nothing more.
    await mayMail(tx, user.mail);
    await queueConfirmation(tx, app.config.appUrl, user);
  });
}

/** Single use: the token is claimed by one conditional update, so two clicks cannot both succeed. */
export async function confirmEmail(db: Db, token: string): Promise<boolean> {
  if (!token) return false;
  return transaction(db, async (tx) => {
    const [claimed] = await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.tokenHash, hashLinkToken(token)),
          eq(emailTokens.purpose, 'confirm'),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: emailTokens.userId });
    if (!claimed) return false;
    await tx
      .update(users)
      .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
      .where(eq(users.id, claimed.userId));
    return true;
  });
}

/** Logins from browsers the account knows, per account, beside the per-address auth budget. */
export const KNOWN_DEVICE_LOGINS: WriteBudget = { max: 30, window: '5 minutes' };

/**
 * Whether a login call comes from a browser that logged in to the named account before and the
 * account has logins of that kind left (decision 052): such a call is not counted against its
 * client address, so other people's traffic from a shared campus address never refuses it. Its
 * wrong passwords still count against the device (decision 018).
 */
export async function isKnownDeviceLogin(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const token = deviceTokenFrom(request);
  const body = loginRequest.safeParse(request.body);
  if (!token || !body.success) return false;
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.mail, body.data.email));
  if (!user || (await deviceIdFor(app.config.jwtSecret, token, user.id)) === null) return false;
  const { count } = await countEvent(
    app.db,
    `user-known-device-login:${user.id}`,
    KNOWN_DEVICE_LOGINS.window,
  );
  return count <= KNOWN_DEVICE_LOGINS.max;
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  deviceToken: string | null,
): Promise<{ access_token: string; user: AccountUser }> {
  const secret = app.config.jwtSecret;
  const [user] = await app.db.select().from(users).where(eq(users.mail, email));
  const deviceId = user && deviceToken ? await deviceIdFor(secret, deviceToken, user.id) : null;
  // A browser the account logged in from before has a limit of its own, so a stranger's failures
  // cannot lock the owner out. Counted before the password check (and for unknown addresses too,
  // so a 429 reveals nothing): a burst of parallel guesses cannot slip past the limit.
  const key = deviceId ? `login-device:${deviceId}` : `login:${email}`;
  const attempts = await countEvent(app.db, key, LOGIN_WINDOW);
  if (attempts.count > LOGIN_FAILURES_MAX) {
    const seconds = Math.max(1, Math.ceil((attempts.resetAt.getTime() - Date.now()) / 1000));
    throw new HttpError(
      429,
      'too_many_logins',
      m.server_too_many_logins({ minutes: Math.ceil(seconds / 60) }),
      {
        'Retry-After': String(seconds),
      },
    );
  }
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
  if (!user || !valid) throw new HttpError(401, 'invalid_credentials', 'invalid_credentials');
  await app.db.delete(rateLimits).where(eq(rateLimits.key, key));
  if (!user.emailConfirmedAt) throw forbidden('email_not_confirmed', 'email_not_confirmed');
  // Hashes made with older parameters are replaced while the password is at hand (decision 023),
  // on a login that succeeds only: a refused call changes no account. Only if unchanged
  // meanwhile: a reset that committed first keeps its new password.
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(password);
    await app.db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  }
  const accessToken = await signAccessToken(secret, app.config.tokenTtl, user);
  return { access_token: accessToken, user: presentAccountUser(user) };
}

export async function resendVerification(app: FastifyInstance, email: string): Promise<void> {
  const [user] = await app.db.select().from(users).where(eq(users.mail, email));
  if (!user || user.emailConfirmedAt) return;
  await transaction(app.db, async (tx) => {
    if (await mayMail(tx, email)) await queueConfirmation(tx, app.config.appUrl, user);
  });
}

/**
 * Unconfirmed accounts get the link too: following it proves the mailbox, so it confirms the
 * address (see resetPassword). Otherwise whoever signed up someone else's address first would
 * keep its owner out for good: sign-up says user_exists, and the login wants a password the
 * owner never chose.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const [user] = await app.db.select().from(users).where(eq(users.mail, email));
  if (!user) return;
  await transaction(app.db, async (tx) => {
    if (!(await mayMail(tx, email))) return;
    const { token, hash } = newLinkToken();
    await tx
      .insert(emailTokens)
      .values({ userId: user.id, purpose: 'reset', tokenHash: hash, expiresAt: interval(RESET_TTL) });
    await queueMail(tx, {
      to: user.mail,
      ...passwordResetMail(app.config.appUrl, token, accountLocale(user.language)),
    });
  });
}

const usableResetToken = (token: string) =>
  and(
    eq(emailTokens.tokenHash, hashLinkToken(token)),
    eq(emailTokens.purpose, 'reset'),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, sql`now()`),
  );

/**
 * The token is either a reset link token (single use) or a live session token (Settings >
 * Change Password), which must come with the current password: a stolen session alone does not
 * take the account over (OWASP ASVS). Either way every session dies: token_version is bumped. A
 * reset link came through the mailbox, so it confirms an unconfirmed address as well. Returns the
 * account's id.
 */
export async function resetPassword(
  request: FastifyRequest,
  input: { access_token: string; password: string; current_password?: string | undefined },
): Promise<number> {
  const db = request.server.db;
  const token = input.access_token;
  if (!token) throw unauthorized('reset_link_invalid', m.server_reset_link_invalid());
  const session = await userForToken(request, token);
  // The route reads the token itself, so the account's language applies from here (decision 031).
  preferAccountLocale(session?.language);
  if (session && input.current_password === undefined) {
    throw badRequest('invalid_field', `current_password: ${CURRENT_PASSWORD_MISSING()}`);
  }
  const [resetRow] = session
    ? []
    : await db.select({ userId: emailTokens.userId }).from(emailTokens).where(usableResetToken(token));
  const userId = session?.id ?? resetRow?.userId;
  if (userId === undefined) throw unauthorized('reset_link_invalid', m.server_reset_link_invalid());
  // Counted once the token is known good and before hashing: a burst with one token queues no
  // hashes, and guesses of the current password get this budget, like a login's.
  await limitPerUser(db, 'password', PASSWORD_BUDGET, userId);
  if (session) {
    const [row] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw unauthorized('reset_link_invalid', m.server_reset_link_invalid());
    if (!(await verifyPassword(input.current_password ?? '', row.passwordHash))) {
      throw badRequest('wrong_current_password', `current_password: ${CURRENT_PASSWORD_WRONG()}`);
    }
  }
  const passwordHash = await hashPassword(input.password);
  await transaction(db, async (tx) => {
    if (!session) {
      const [claimed] = await tx
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(usableResetToken(token))
        .returning({ id: emailTokens.id });
      if (!claimed) throw unauthorized('reset_link_invalid', m.server_reset_link_invalid());
    }
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
      })
      .where(
        session
          ? and(eq(users.id, session.id), eq(users.tokenVersion, session.tokenVersion))
          : eq(users.id, userId),
      )
      .returning({ id: users.id });
    if (!updated) throw unauthorized('reset_link_invalid', m.server_reset_link_invalid());
    // Older reset links must not outlive the password they were sent for.
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(emailTokens.userId, updated.id), eq(emailTokens.purpose, 'reset'), isNull(emailTokens.usedAt)),
      );
  });
  return userId;
}

function profileForAudit(
  row: { name: string; phone: string | null; language: Language | null },
  changes: { name?: string; phone?: string; language?: Language | null },
) {
  return {
    ...(changes.name !== undefined ? { name: row.name } : {}),
    ...(changes.phone !== undefined ? { phone_set: Boolean(row.phone) } : {}),
    ...(changes.language !== undefined ? { language: row.language } : {}),
  };
}

export async function updateProfile(
  app: FastifyInstance,
  user: CurrentUser,
  changes: { name?: string; phone?: string; language?: Language | null },
): Promise<AccountUser> {
  if (Object.values(changes).every((value) => value === undefined)) return presentAccountUser(user);
  const updated = await writeLeagueIfShown(app, async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    const [row] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
    if (!before || !row) throw unauthorized();
    await recordAudit(tx, user, {
      action: 'account.edit',
      target: named(row.name),
      teamIds: [row.memberOf],
      targetUserId: user.id,
      // The phone number is private: the entry says that it changed, not what it is.
      before: profileForAudit(before, changes),
      after: profileForAudit(row, changes),
    });
    // Only a name reaches public answers (rosters, scorers). The row stays locked until commit,
    // so a concurrent join or goal credit commits after this and drops the cache itself.
    return { value: row, shown: changes.name !== undefined && (await nameShownPublicly(tx, user.id)) };
  });
  return presentAccountUser(updated);
}

/** The name that stands in match history for an account deleted after it took part. */
export const FORMER_PLAYER = 'Former player';

/** Whether the user refereed a match, scored, or suggested a result: rows past seasons rest on. */
async function hasLeagueHistory(tx: Tx, userId: number): Promise<boolean> {
  const found = await Promise.all([
    tx
      .select({ id: matches.id })
      .from(matches)
      .where(or(eq(matches.refereeId, userId), eq(matches.refereeId2, userId)))
      .limit(1),
    tx.select({ id: scorers.id }).from(scorers).where(eq(scorers.userId, userId)).limit(1),
    tx.select({ id: results.id }).from(results).where(eq(results.submittedBy, userId)).limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}

/**
 * A main captain may leave only a team without other members that has never been drawn into
 * a group (deleting it would erase match history); such a team goes with the account.
 * An account that took part in matches keeps its row with every personal detail wiped: deleting
 * it would empty referee slots (read as missed duties when tables are rebuilt) and take goals
 * out of final results and the top scorers.
 */
export async function deleteAccount(app: FastifyInstance, user: CurrentUser): Promise<void> {
  // Nothing costly comes before the checks below: a refused deletion is a few cheap statements.
  await writeLeague(app, async (tx) => {
    // Locked first: a referee naming or a goal credited to this user at the same moment (both
    // lock the row for share) either waits and fails, or commits first and counts as history
    // below; else the delete would empty the slot (a missed duty) or drop the goals.
    const [me] = await tx
      .select({ name: users.name, role: users.role, memberOf: users.memberOf })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    const [team] = await tx.select().from(teams).where(eq(teams.captainId, user.id)).for('update');
    // The entry keeps the name as it was (decision 034), as match history keeps the rows.
    const [memberOf] = me?.memberOf
      ? await tx.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, me.memberOf))
      : [];
    await recordAudit(tx, user, {
      action: 'account.delete',
      target: memberOf ? { kind: 'member', name: user.name, team: memberOf.name } : named(user.name),
      teamIds: [memberOf?.id],
      targetUserId: user.id,
      before: { role: me?.role ?? user.role, team: memberOf?.name ?? null },
    });
    if (team) {
      const [members] = await tx
        .select({ n: count() })
        .from(users)
        .where(
          and(
            eq(users.memberOf, team.id),
            ne(users.id, user.id),
            inArray(users.role, ['PLAYER', 'CAPTAIN', 'CAPTAIN_PENDING']),
          ),
        );
      const [drawn] = await tx
        .select({ groupId: groupTeams.groupId })
        .from(groupTeams)
        .where(eq(groupTeams.teamId, team.id))
        .limit(1);
      if ((members?.n ?? 0) > 0 || drawn) throw conflict('hand_over_team_first', m.server_hand_over_team());
      // Pending join requests vanish with the team: their sessions must reload.
      await tx
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(and(eq(users.memberOf, team.id), ne(users.id, user.id)));
      await tx.delete(teams).where(eq(teams.id, team.id));
    }
    if (!(await hasLeagueHistory(tx, user.id))) {
      await tx.delete(users).where(eq(users.id, user.id));
      return;
    }
    await tx.delete(emailTokens).where(eq(emailTokens.userId, user.id));
    // The kept row's appointments would otherwise stay readable through the old feed link.
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
    await tx
      .update(users)
      .set({
        name: FORMER_PLAYER,
        // Unique and undeliverable (RFC 2606): the address is free for a new sign-up.
        mail: `deleted-${user.id}@deleted.invalid`,
        phone: '',
        passwordHash: UNUSABLE_PASSWORD_HASH,
        role: 'USER',
        memberOf: null,
        emailConfirmedAt: null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, user.id));
  });
}

/** create-admin: a confirmed ADMIN, or the existing account promoted with the new password. */
export async function createOrPromoteAdmin(
  db: Db,
  input: { email: string; password: string; name?: string; phone?: string },
): Promise<'created' | 'promoted'> {
  const passwordHash = await hashPassword(input.password);
  return transaction(db, async (tx) => {
    const [promoted] = await tx
      .update(users)
      .set({
        role: 'ADMIN',
        passwordHash,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.mail, input.email))
      .returning({ id: users.id });
    if (promoted) return 'promoted';
    if (!input.name) throw new Error('--name is required to create a new admin account.');
    await tx.insert(users).values({
      mail: input.email,
      name: input.name,
      phone: input.phone ?? null,
      passwordHash,
      role: 'ADMIN',
      emailConfirmedAt: sql`now()`,
    });
    return 'created';
  });
}
