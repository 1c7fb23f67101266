import type { AddressInfo } from 'node:net';
import { and, desc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Team } from '../../common/api/types';
import { LIMITS } from '../../common/limits';
import { testConfig } from '../config';
import {
  buildGroup,
  buildMatch,
  buildResult,
  buildSeason,
  buildTeam,
  buildUser,
  DEFAULT_PASSWORD,
} from '../db/factories';
import {
  emailTokens,
  endedSessions,
  mailOutbox,
  matches,
  rateLimits,
  scorers,
  teams,
  users,
} from '../db/schema';
import { routeRegistry } from '../lib/route';
import { FORMER_PLAYER } from '../services/accounts';
import { queueMail } from '../services/mail/outbox';
import { flushOutbox } from '../services/mail/worker';
import { hashLinkToken } from '../services/tokens';
import { smtpSink } from '../test/smtp-sink';
import { createTestApp, type TestApp } from '../test/test-app';
import { devMailRoutes } from './dev-mail';

// Hashes at a tiny cost (server/test/cheap-passwords.ts): this file checks what each call answers
// and changes, and its hashes at the production cost took most of its time (43 s against 4.5 s on
// PostgreSQL, 42 s against 7.8 s on PGlite). The production cost, and that an unknown address and
// a wrong password get the same answer in the same time, are login-timing.test.ts's to check.
vi.mock('../services/passwords', async (importOriginal) =>
  (await import('../test/cheap-passwords')).cheapPasswords(await importOriginal()),
);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, app = t.app) => app.inject({ method: 'POST', url, payload });
const get = (url: string, app = t.app) => app.inject({ method: 'GET', url });

// Reset and resend mails are queued after the answer: wait for that work first.
const mailsTo = async (to: string) => {
  await t.app.afterAnswer.settled();
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
};

async function lastMailTo(to: string) {
  const [mail] = await mailsTo(to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

const confirmToken = (text: string) => text.match(/\/api\/confirm\?token=([\w-]+)/)?.[1] ?? '';
const resetToken = (text: string) => text.match(/\/passwordreset#access_token=([\w-]+)/)?.[1] ?? '';

const userByMail = async (mail: string) => (await t.db.select().from(users).where(eq(users.mail, mail)))[0];

let mailCounter = 0;
const freshMail = (prefix: string) => `${prefix}-${++mailCounter}@example.test`;

const signupPayload = (email: string) => ({
  email,
  password: 'correct horse battery',
  name: '  Alice Example  ',
  phone: '+4915112345678',
});

describe('signup', () => {
  it('creates an unconfirmed USER and queues a confirmation link valid for 24 h, stored hashed', async () => {
    const res = await post('/api/signup', signupPayload('  Alice.Signup@Example.TEST '));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, data: null });

    const user = await userByMail('alice.signup@example.test');
    expect(user).toMatchObject({
      name: 'Alice Example',
      role: 'USER',
      emailConfirmedAt: null,
      memberOf: null,
    });
    expect(user?.passwordHash).toMatch(/^scrypt\$/);

    const mail = await lastMailTo('alice.signup@example.test');
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text).toContain('http://localhost:3000/api/confirm?token=');
    expect(mail.html).toContain('http://localhost:3000/api/confirm?token=');
    const token = confirmToken(mail.text);
    expect(token.length).toBeGreaterThanOrEqual(40);

    const [stored] = await t.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, user?.id ?? 0));
    expect(stored?.purpose).toBe('confirm');
    expect(stored?.tokenHash).toBe(hashLinkToken(token));
    const ttl = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(Math.abs(ttl - 24 * 3600_000)).toBeLessThan(5000);
  });

  it('puts nothing the signer chose into the mail: the name could carry a phishing link', async () => {
    const email = freshMail('phish');
    const name = 'Team URGENT re-verify at https://evil.example/login now';
    expect((await post('/api/signup', { ...signupPayload(email), name })).statusCode).toBe(200);
    const mail = await lastMailTo(email);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('evil.example');
      expect(part.startsWith('Hello,') || part.includes('<p>Hello,</p>')).toBe(true);
    }
  });

  it('answers 409 user_exists for a known address in any case', async () => {
    const existing = await buildUser(t.db);
    const res = await post('/api/signup', signupPayload(existing.mail.toUpperCase()));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: false, error: 'user_exists', code: 'user_exists' });
  });

  it("refuses .invalid addresses, where deleted accounts' wiped addresses live", async () => {
    const scorer = await buildUser(t.db);
    const squat = await post('/api/signup', signupPayload(`deleted-${scorer.id}@deleted.invalid`));
    expect(squat.statusCode).toBe(400);
    expect(squat.json()).toMatchObject({ code: 'invalid_field', error: expect.stringMatching(/^email: /) });
    expect((await userByMail(`deleted-${scorer.id}@deleted.invalid`))?.id).toBeUndefined();
  });

  it('validates every field and names it', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ password: 'short' }, /^password: Password should be at least 8 characters!$/],
      [{ password: 'x'.repeat(129) }, /^password: /],
      [{ phone: '0151 12345678' }, /^phone: Please insert a valid phone number\.$/],
      [{ phone: '+4912' }, /^phone: Please insert a valid phone number\.$/],
      [{ email: 'not-an-address' }, /^email: /],
      [{ email: `${'a'.repeat(250)}@example.test` }, /^email: /],
      [{ name: '   ' }, /^name: /],
      [{ name: 'Alice' }, /^name: Please enter your name and surname\.$/],
      [{ name: ' Alice  ' }, /^name: Please enter your name and surname\.$/],
      [{ name: 'n'.repeat(101) }, /^name: /],
      [{ role: 'ADMIN' }, /^role: unknown field$/],
    ];
    for (const [change, message] of cases) {
      const res = await post('/api/signup', { ...signupPayload(freshMail('invalid')), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().status).toBe(false);
      expect(res.json().error).toMatch(message);
    }
    const missing = await post('/api/signup', { email: freshMail('missing') });
    expect(missing.statusCode).toBe(400);
  });
});

describe('confirmation link', () => {
  /** The button's POST, as the page sends it (an empty form; the token is in the address). */
  const press = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/mail/confirm?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });

  it("changes nothing on GET (a mail scanner's visit): the link leads to a page whose button confirms (decision 056)", async () => {
    const email = freshMail('confirm');
    await post('/api/signup', signupPayload(email));
    const token = confirmToken((await lastMailTo(email)).text);

    // The scanner follows the link and the redirect, twice.
    for (const attempt of [1, 2]) {
      const link = await get(`/api/confirm?token=${token}`);
      expect(link.statusCode, `attempt ${attempt}`).toBe(302);
      expect(link.headers.location).toBe(`/mail/confirm?token=${token}`);
      const pageAnswer = await get(link.headers.location as string);
      expect(pageAnswer.statusCode).toBe(200);
      expect(pageAnswer.headers['cache-control']).toBe('no-store');
      expect(pageAnswer.body).toContain('<title>Confirm your e-mail address');
      expect(pageAnswer.body).toContain(`<form method="post" action="/mail/confirm?token=${token}">`);
      expect(pageAnswer.body).toContain('>Confirm my address</button>');
    }
    expect((await userByMail(email))?.emailConfirmedAt).toBeNull();
    const [unused] = await t.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashLinkToken(token)));
    expect(unused?.usedAt).toBeNull();

    // The person presses the button: confirmed.
    const first = await press(token);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/login?confirmed=1');
    expect((await userByMail(email))?.emailConfirmedAt).toBeInstanceOf(Date);
    const [stored] = await t.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashLinkToken(token)));
    expect(stored?.usedAt).toBeInstanceOf(Date);

    // A second use of the used link, by button or by link, says the address is confirmed.
    const again = await press(token);
    expect(again.headers.location).toBe('/login?confirmed=2');
    expect((await get(`/api/confirm?token=${token}`)).headers.location).toBe('/login?confirmed=2');
    expect((await get(`/mail/confirm?token=${token}`)).headers.location).toBe('/login?confirmed=2');
  });

  it("the page speaks the account's language", async () => {
    const email = freshMail('confirm-de');
    await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: signupPayload(email),
      headers: { 'accept-language': 'de-DE' },
    });
    const token = confirmToken((await lastMailTo(email)).text);
    const pageAnswer = await get(`/mail/confirm?token=${token}`);
    expect(pageAnswer.body).toContain('<html lang="de">');
    expect(pageAnswer.body).toContain('>Meine Adresse bestätigen</button>');
  });

  it('an unknown, missing or repeated token leads to confirmed=0 and changes nothing', async () => {
    // A repeated key (an array to the query parser) was a 500.
    for (const url of [
      '/api/confirm?token=unknown-token',
      '/api/confirm',
      '/api/confirm?token=a&token=b',
      '/mail/confirm?token=unknown-token',
      '/mail/confirm',
      '/mail/confirm?token=a&token=b',
    ]) {
      const again = await get(url);
      expect([302, 303], url).toContain(again.statusCode);
      expect(again.headers.location, url).toBe('/login?confirmed=0');
    }
    for (const token of ['unknown-token', '']) {
      expect((await press(token)).headers.location, token).toBe('/login?confirmed=0');
    }
  });

  it('refuses an expired link and leaves the account unconfirmed', async () => {
    const user = await buildUser(t.db, { emailConfirmedAt: null });
    await post('/api/resendverification', { email: user.mail });
    const token = confirmToken((await lastMailTo(user.mail)).text);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailTokens.tokenHash, hashLinkToken(token)));
    expect((await get(`/api/confirm?token=${token}`)).headers.location).toBe('/login?confirmed=0');
    expect((await press(token)).headers.location).toBe('/login?confirmed=0');
    expect((await userByMail(user.mail))?.emailConfirmedAt).toBeNull();
  });
});

describe('login', () => {
  it('reports email_not_confirmed only after the right password', async () => {
    const user = await buildUser(t.db, { emailConfirmedAt: null });
    const wrong = await post('/api/login', { email: user.mail, password: 'wrong password' });
    expect(wrong.json()).toEqual({
      status: false,
      error: 'invalid_credentials',
      code: 'invalid_credentials',
    });
    const right = await post('/api/login', { email: user.mail, password: DEFAULT_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      status: false,
      error: 'email_not_confirmed',
      code: 'email_not_confirmed',
    });
  });

  it('names what is wrong with the password: missing, or longer than any password can be', async () => {
    const user = await buildUser(t.db);
    const empty = await post('/api/login', { email: user.mail, password: '' });
    expect([empty.statusCode, empty.json().error]).toEqual([400, 'password: Please enter your password.']);
    const long = await post('/api/login', { email: user.mail, password: 'x'.repeat(LIMITS.passwordMax + 1) });
    expect([long.statusCode, long.json().error]).toEqual([
      400,
      `password: Password should be at most ${LIMITS.passwordMax} characters!`,
    ]);
  });

  it('returns a session with the access token and the user', async () => {
    const { team, members } = await buildTeam(t.db, { size: 2 });
    const player = members[1] as NonNullable<(typeof members)[1]>;
    const res = await post('/api/login', {
      email: ` ${player.mail.toUpperCase()} `,
      password: DEFAULT_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const { session } = res.json().data;
    expect(session.user).toEqual({
      id: player.id,
      name: player.name,
      mail: player.mail,
      phone: player.phone,
      role: 'PLAYER',
      member_of: team.id,
      language: null,
    });
    expect(decodeJwt(session.access_token)).toMatchObject({ sub: String(player.id), user_role: 'PLAYER' });
    const verify = await post('/api/verify', { token: session.access_token });
    expect(verify.json()).toEqual({ status: true, data: { status: true } });
    const me = await post('/api/getUserByToken', { access_token: session.access_token });
    // getUserByToken adds the eligibility and the terms' state (decisions 096, 097): no check, no terms here.
    expect(me.json()).toEqual({
      status: true,
      data: { ...session.user, eligible: true, terms_accepted: true },
    });
  });

  it('locks an account for 15 minutes after 10 failed attempts (429 with Retry-After), even for the right password', async () => {
    const user = await buildUser(t.db);
    const failures = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/login', { email: user.mail, password: 'wrong password' })),
    );
    expect(failures.map((r) => r.statusCode)).toEqual(Array(10).fill(401));
    const locked = await post('/api/login', { email: user.mail, password: DEFAULT_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().status).toBe(false);
    expect(locked.json().code).toBe('too_many_logins');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The counter lives in the database, so every app instance enforces the same limit.
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:${user.mail}`));
    expect(row?.count).toBe(11);
    // Once the window has passed, the right password works again and clears the counter.
    await t.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `login:${user.mail}`));
    const again = await post('/api/login', { email: user.mail, password: DEFAULT_PASSWORD });
    expect(again.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `login:${user.mail}`)),
    ).toEqual([]);
  });
});

describe('device cookies (decision 018)', () => {
  const loginWith = (email: string, password: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      headers: cookie ? { cookie } : {},
    });
  /** The cookie a successful login sets, as a browser would send it back. */
  async function deviceOf(user: { mail: string }): Promise<string> {
    const res = await loginWith(user.mail, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['set-cookie']);
    return header.split(';')[0] ?? '';
  }
  const lockOut = async (email: string) => {
    for (let i = 0; i < 10; i++) expect((await loginWith(email, 'a stranger guessing')).statusCode).toBe(401);
  };

  it('is set by a login: only for the login call, hidden from scripts and other sites, for a year', async () => {
    const user = await buildUser(t.db);
    const res = await loginWith(user.mail, DEFAULT_PASSWORD);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^league_device=[\w-]+\.[\w-]+\.[\w-]+; /);
    expect(header).toContain('Path=/api/login');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain(`Max-Age=${365 * 24 * 3600}`);
    // Plain http in tests; with an https APP_URL the cookie is Secure.
    expect(header).not.toContain('Secure');
    expect((await loginWith(user.mail, 'wrong password')).headers['set-cookie']).toBeUndefined();
  });

  it("lets the owner's browser in while strangers' failures lock the account for everyone else", async () => {
    const user = await buildUser(t.db);
    const device = await deviceOf(user);
    await lockOut(user.mail);
    expect((await loginWith(user.mail, DEFAULT_PASSWORD)).statusCode).toBe(429);
    expect((await loginWith(user.mail, DEFAULT_PASSWORD, device)).statusCode).toBe(200);
    // The lock on unknown browsers stands: the owner's login did not lift it for the stranger.
    expect((await loginWith(user.mail, DEFAULT_PASSWORD)).statusCode).toBe(429);
  });

  it('gives each device ten failures of its own, and no device helps another account', async () => {
    const owner = await buildUser(t.db);
    const device = await deviceOf(owner);
    for (let i = 0; i < 10; i++) {
      expect((await loginWith(owner.mail, 'a typo', device)).statusCode).toBe(401);
    }
    const locked = await loginWith(owner.mail, DEFAULT_PASSWORD, device);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // Its failures did not count against the account.
    expect((await loginWith(owner.mail, DEFAULT_PASSWORD)).statusCode).toBe(200);

    const victim = await buildUser(t.db);
    await lockOut(victim.mail);
    const attacker = await buildUser(t.db);
    expect((await loginWith(victim.mail, DEFAULT_PASSWORD, await deviceOf(attacker))).statusCode).toBe(429);
  });

  it('is set by a password reset too, so the owner gets in from a new browser while strangers lock the address', async () => {
    const user = await buildUser(t.db);
    await lockOut(user.mail);
    const locked = await loginWith(user.mail, DEFAULT_PASSWORD);
    expect(locked.json().error).toMatch(/or set a new password through 'Forgot your password\?'\.$/);
    expect((await post('/api/requestPasswordReset', { email: user.mail })).statusCode).toBe(200);
    const token = resetToken((await lastMailTo(user.mail)).text);
    const reset = await post('/api/resetPassword', { access_token: token, password: 'a fresh password' });
    expect(reset.statusCode).toBe(200);
    const device = String(reset.headers['set-cookie']).split(';')[0] ?? '';
    expect(device).toMatch(/^league_device=/);
    expect((await loginWith(user.mail, 'a fresh password', device)).statusCode).toBe(200);
    expect((await loginWith(user.mail, 'a fresh password')).statusCode).toBe(429);
  });

  it('ignores a forged or foreign cookie: an access token, a bad signature, garbage', async () => {
    const user = await buildUser(t.db);
    const device = await deviceOf(user);
    await lockOut(user.mail);
    const [name, value] = device.split('=') as [string, string];
    // One character of the signature changed, away from its end: the last character of a base64url
    // signature holds bits no decoder reads, so "...xw" changed to "...xx" was still the signature
    // (CI, 1 run in some 1,000).
    const at = value.length - 10;
    const badSignature = `${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`;
    const forged = [
      `${name}=${await t.tokenFor(user)}`,
      `${name}=${badSignature}`,
      `${name}=garbage`,
      `other=${value}`,
    ];
    for (const cookie of forged)
      expect((await loginWith(user.mail, DEFAULT_PASSWORD, cookie)).statusCode).toBe(429);
    // And the device cookie is no session anywhere.
    expect((await post('/api/getUserByToken', { access_token: value })).statusCode).toBe(401);
  });
});

describe('verify and getUserByToken', () => {
  it('verify answers status false (never 401) for any token that is not a live session', async () => {
    const unconfirmed = await buildUser(t.db, { emailConfirmedAt: null });
    const confirmed = await buildUser(t.db);
    const stale = await t.tokenFor(confirmed);
    await t.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, confirmed.id));
    const tokens = [
      '',
      'garbage',
      await t.tokenFor(unconfirmed),
      await t.tokenFor({ id: 999999, role: 'USER', tokenVersion: 0 }),
      stale,
    ];
    for (const token of tokens) {
      const res = await post('/api/verify', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true, data: { status: false } });
    }
    expect(
      (await post('/api/verify', { token: await t.tokenFor({ ...confirmed, tokenVersion: 1 }) })).json(),
    ).toEqual({
      status: true,
      data: { status: true },
    });
  });

  it('getUserByToken needs a live token, from the body or the Authorization header', async () => {
    const user = await buildUser(t.db);
    const token = await t.tokenFor(user);
    const viaHeader = await t.app.inject({
      method: 'POST',
      url: '/api/getUserByToken',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(viaHeader.json().data).toMatchObject({
      id: user.id,
      mail: user.mail,
      role: 'USER',
      member_of: null,
    });
    expect((await post('/api/getUserByToken', {})).statusCode).toBe(401);
    const garbage = await post('/api/getUserByToken', { access_token: 'garbage' });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().status).toBe(false);
  });
});

describe('logout', () => {
  it('ends the session it is called with, on the server, and only that one', async () => {
    const user = await buildUser(t.db);
    const phone = await t.tokenFor(user);
    const laptop = await t.tokenFor(user);
    const alive = async (token: string) => (await post('/api/verify', { token })).json().data.status;
    const logout = await post('/api/logout', { access_token: phone });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ status: true, data: null });
    expect(await alive(phone)).toBe(false);
    expect((await post('/api/getUserByToken', { access_token: phone })).statusCode).toBe(401);
    // A copied token is no use either: the session is ended, not just forgotten by the browser.
    const viaHeader = await t.app.inject({
      method: 'POST',
      url: '/api/getMyTeam',
      headers: { authorization: `Bearer ${phone}` },
      payload: {},
    });
    expect(viaHeader.statusCode).toBe(401);
    expect((await post('/api/logout', { access_token: phone })).statusCode).toBe(401);
    expect(await alive(laptop)).toBe(true);
    expect((await post('/api/logout', {})).statusCode).toBe(401);
  });

  it('keeps an ended session only until its token would have expired anyway', async () => {
    const user = await buildUser(t.db);
    await t.db.insert(endedSessions).values({ jti: 'long-gone', expiresAt: new Date(Date.now() - 1000) });
    const token = await t.tokenFor(user);
    expect((await post('/api/logout', { access_token: token })).statusCode).toBe(200);
    const rows = await t.db.select().from(endedSessions);
    expect(rows.map((row) => row.jti)).not.toContain('long-gone');
    const ended = rows.find((row) => row.jti === decodeJwt(token).jti);
    expect(ended?.expiresAt.getTime()).toBe((decodeJwt(token).exp ?? 0) * 1000);
  });

  it('a token without a session id (jti) is refused', async () => {
    const user = await buildUser(t.db);
    const token = await new SignJWT({ user_role: 'USER', tv: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(t.app.config.jwtSecret);
    expect((await post('/api/verify', { token })).json().data.status).toBe(false);
    expect((await post('/api/getUserByToken', { access_token: token })).statusCode).toBe(401);
  });
});

describe('updateUserByToken', () => {
  it('changes name and phone and returns the updated user', async () => {
    const user = await buildUser(t.db);
    const token = await t.tokenFor(user);
    const res = await post('/api/updateUserByToken', {
      access_token: token,
      name: '  New Name ',
      phone: '+498912345678',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: user.id,
      name: 'New Name',
      mail: user.mail,
      phone: '+498912345678',
      role: 'USER',
      member_of: null,
      language: null,
    });
    expect(await userByMail(user.mail)).toMatchObject({ name: 'New Name', phone: '+498912345678' });
  });

  it('refuses any other field, and invalid values, changing nothing', async () => {
    const { team } = await buildTeam(t.db);
    const user = await buildUser(t.db);
    const token = await t.tokenFor(user);
    const attempts: [Record<string, unknown>, string][] = [
      [{ role: 'ADMIN' }, 'role: unknown field'],
      [{ mail: 'other@example.test' }, 'mail: unknown field'],
      [{ member_of: team.id }, 'member_of: unknown field'],
      [{ name: 'Changed', email: 'x@example.test' }, 'email: unknown field'],
      [{ phone: '12345' }, 'phone: Please insert a valid phone number.'],
      [{ name: '' }, 'name: Please enter your name.'],
      // PostgreSQL text cannot hold NUL: it was a 500.
      [
        { name: 'a\u0000b' },
        'name: The name cannot contain line breaks, tabs, other control characters or text direction marks.',
      ],
      [{ name: 'ab\udfffcd' }, 'name: not valid Unicode text.'],
    ];
    for (const [change, error] of attempts) {
      const res = await post('/api/updateUserByToken', { access_token: token, ...change });
      expect(res.statusCode).toBe(400);
      const code = error.endsWith(': unknown field') ? 'unknown_fields' : 'invalid_field';
      expect(res.json()).toEqual({ status: false, error, code });
    }
    const after = await userByMail(user.mail);
    expect(after).toMatchObject({ name: user.name, phone: user.phone, role: 'USER', memberOf: null });
  });
});

describe('resendverification and requestPasswordReset', () => {
  it('resendverification answers the same for every address and mails only unconfirmed accounts, once a minute', async () => {
    const unconfirmed = await buildUser(t.db, { emailConfirmedAt: null });
    const confirmed = await buildUser(t.db);
    const answers = [];
    for (const email of [unconfirmed.mail, confirmed.mail, freshMail('unknown'), unconfirmed.mail]) {
      const res = await post('/api/resendverification', { email });
      answers.push({ code: res.statusCode, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ code: 200, body: JSON.stringify({ status: true, data: null }) })]),
    );
    expect(await mailsTo(unconfirmed.mail)).toHaveLength(1);
    expect(await mailsTo(confirmed.mail)).toHaveLength(0);
    // The link from the resent mail confirms the account.
    const token = confirmToken((await lastMailTo(unconfirmed.mail)).text);
    expect((await get(`/api/confirm?token=${token}`)).headers.location).toBe(`/mail/confirm?token=${token}`);
    const pressed = await t.app.inject({ method: 'POST', url: `/mail/confirm?token=${token}` });
    expect(pressed.headers.location).toBe('/login?confirmed=1');
  });

  it('requestPasswordReset answers the same for every address and mails every account a 1 h link, once a minute', async () => {
    const confirmed = await buildUser(t.db);
    const unconfirmed = await buildUser(t.db, { emailConfirmedAt: null });
    const bodies = new Set<string>();
    for (const email of [confirmed.mail, unconfirmed.mail, freshMail('unknown'), confirmed.mail]) {
      const res = await post('/api/requestPasswordReset', { email: email.toUpperCase() });
      expect(res.statusCode).toBe(200);
      bodies.add(res.body);
    }
    expect([...bodies]).toEqual([JSON.stringify({ status: true, data: null })]);
    expect(await mailsTo(unconfirmed.mail)).toHaveLength(1);
    const mails = await mailsTo(confirmed.mail);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reset your password');
    expect(mails[0]?.text).toContain('http://localhost:3000/passwordreset#access_token=');
    const token = resetToken(mails[0]?.text ?? '');
    const [stored] = await t.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashLinkToken(token)));
    expect(stored?.purpose).toBe('reset');
    const ttl = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(Math.abs(ttl - 3600_000)).toBeLessThan(5000);
  });

  it("frees an address someone else signed up first: the owner's reset confirms it with the owner's password", async () => {
    const email = freshMail('squatted');
    expect(
      (await post('/api/signup', { ...signupPayload(email), password: 'the squatters password' })).statusCode,
    ).toBe(200);
    // The owner cannot sign up, and the login wants the squatter's password.
    expect((await post('/api/signup', signupPayload(email))).json().code).toBe('user_exists');
    // A minute later (one mail a minute per address).
    await t.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `mail:${email}`));
    expect((await post('/api/requestPasswordReset', { email })).statusCode).toBe(200);
    const [mail] = (await mailsTo(email)).filter((m) => m.subject === 'Reset your password');
    const token = resetToken(mail?.text ?? '');
    expect(token).not.toBe('');
    expect(
      (await post('/api/resetPassword', { access_token: token, password: 'the owners password' })).statusCode,
    ).toBe(200);
    expect((await userByMail(email))?.emailConfirmedAt).not.toBeNull();
    expect((await post('/api/login', { email, password: 'the owners password' })).statusCode).toBe(200);
    expect((await post('/api/login', { email, password: 'the squatters password' })).statusCode).toBe(401);
  });

  it('validates the address', async () => {
    const res = await post('/api/requestPasswordReset', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_field', error: expect.stringMatching(/^email: /) });
  });
});

describe('resetPassword', () => {
  async function resetLinkFor(mail: string) {
    await post('/api/requestPasswordReset', { email: mail });
    return resetToken((await lastMailTo(mail)).text);
  }

  it('a reset link sets the password once and ends every session', async () => {
    const user = await buildUser(t.db);
    const oldSession = await t.tokenFor(user);
    const link = await resetLinkFor(user.mail);

    const res = await post('/api/resetPassword', { access_token: link, password: 'brand new password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, data: null });

    expect((await post('/api/verify', { token: oldSession })).json().data).toEqual({ status: false });
    expect((await post('/api/getUserByToken', { access_token: oldSession })).statusCode).toBe(401);
    const login = await post('/api/login', { email: user.mail, password: 'brand new password' });
    expect(login.statusCode).toBe(200);

    const reuse = await post('/api/resetPassword', { access_token: link, password: 'another password' });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('reset_link_invalid');
  });

  it('refuses an expired link and changes nothing', async () => {
    const user = await buildUser(t.db);
    const link = await resetLinkFor(user.mail);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.tokenHash, hashLinkToken(link)));
    const res = await post('/api/resetPassword', { access_token: link, password: 'brand new password' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('reset_link_invalid');
    expect(await userByMail(user.mail)).toMatchObject({ passwordHash: user.passwordHash, tokenVersion: 0 });
  });

  it('a reset token is no session anywhere else', async () => {
    const user = await buildUser(t.db);
    const link = await resetLinkFor(user.mail);
    expect((await post('/api/verify', { token: link })).json().data).toEqual({ status: false });
    for (const url of ['/api/getUserByToken', '/api/updateUserByToken', '/api/deleteAccount']) {
      const res = await post(url, { access_token: link });
      expect(res.statusCode, url).toBe(401);
    }
    expect(await userByMail(user.mail)).toBeDefined();
    // A confirmation token is no reset token either.
    const pending = await buildUser(t.db, { emailConfirmedAt: null });
    await post('/api/resendverification', { email: pending.mail });
    const confirm = confirmToken((await lastMailTo(pending.mail)).text);
    const res = await post('/api/resetPassword', { access_token: confirm, password: 'brand new password' });
    expect(res.statusCode).toBe(401);
  });

  it('Change Password takes the session token; it validates the password first and refuses a bad token', async () => {
    const user = await buildUser(t.db);
    const session = await t.tokenFor(user);
    const short = await post('/api/resetPassword', {
      access_token: session,
      password: 'short',
      current_password: DEFAULT_PASSWORD,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('password: Password should be at least 8 characters!');
    for (const token of ['', 'garbage']) {
      const bad = await post('/api/resetPassword', { access_token: token, password: 'long enough password' });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().code).toBe('reset_link_invalid');
    }
    const changed = await post('/api/resetPassword', {
      access_token: session,
      password: 'long enough password',
      current_password: DEFAULT_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(await userByMail(user.mail)).toMatchObject({ tokenVersion: 1 });
    expect((await post('/api/verify', { token: session })).json().data).toEqual({ status: false });
  });
});

describe('Change Password asks for the current password', () => {
  it('refuses a session token without the current password or with a wrong one, naming the field', async () => {
    const user = await buildUser(t.db);
    const session = await t.tokenFor(user);
    const unchanged = async () =>
      expect(await userByMail(user.mail)).toMatchObject({ passwordHash: user.passwordHash, tokenVersion: 0 });
    const missing = await post('/api/resetPassword', {
      access_token: session,
      password: 'long enough password',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      status: false,
      error: 'current_password: Please enter your current password.',
      code: 'invalid_field',
    });
    const empty = await post('/api/resetPassword', {
      access_token: session,
      password: 'long enough password',
      current_password: '',
    });
    expect(empty.json().error).toBe('current_password: Please enter your current password.');
    const wrong = await post('/api/resetPassword', {
      access_token: session,
      password: 'long enough password',
      current_password: 'not my password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      status: false,
      error: 'current_password: The current password is wrong.',
      code: 'wrong_current_password',
    });
    await unchanged();
    // A wrong guess is no 401: the session lives on (the web would log out on a 401).
    expect((await post('/api/getUserByToken', { access_token: session })).statusCode).toBe(200);
  });

  it('gives guesses of the current password a budget per account, like logins', async () => {
    const user = await buildUser(t.db);
    const session = await t.tokenFor(user);
    const guess = (current: string) =>
      post('/api/resetPassword', {
        access_token: session,
        password: 'long enough password',
        current_password: current,
      });
    for (let i = 0; i < 5; i++) expect((await guess(`guess ${i}`)).statusCode).toBe(400);
    const limited = await guess(DEFAULT_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await userByMail(user.mail)).toMatchObject({ passwordHash: user.passwordHash, tokenVersion: 0 });
  });

  it('leaves the reset link as it was: no current password needed, one given is ignored', async () => {
    const user = await buildUser(t.db);
    await post('/api/requestPasswordReset', { email: user.mail });
    const link = resetToken((await lastMailTo(user.mail)).text);
    const res = await post('/api/resetPassword', {
      access_token: link,
      password: 'brand new password',
      current_password: 'forgotten, after all',
    });
    expect(res.statusCode).toBe(200);
    expect((await post('/api/login', { email: user.mail, password: 'brand new password' })).statusCode).toBe(
      200,
    );
  });
});

describe('deleteAccount', () => {
  const teamCard = async (teamId: number) => {
    const list = (await post('/api/getTeams', {})).json().data as Team[];
    return list.find((team) => team.id === teamId);
  };

  it('deletes a player and the public roster shows it at once', async () => {
    const { team, members } = await buildTeam(t.db, { size: 3 });
    // The factory writes behind the public answers, which a session read may have built already.
    t.app.publicCache.invalidate();
    const player = members[2] as NonNullable<(typeof members)[2]>;
    expect((await teamCard(team.id))?.player_count).toBe(3);
    const token = await t.tokenFor(player);
    const res = await post('/api/deleteAccount', { access_token: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, data: null });
    expect(await userByMail(player.mail)).toBeUndefined();
    expect((await teamCard(team.id))?.player_count).toBe(2);
    expect((await post('/api/verify', { token })).json().data).toEqual({ status: false });
  });

  it('refuses a main captain whose team has other members, or has been drawn into a group', async () => {
    const withMembers = await buildTeam(t.db, { size: 2 });
    const res = await post('/api/deleteAccount', { access_token: await t.tokenFor(withMembers.captain) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('hand_over_team_first');
    expect(await userByMail(withMembers.captain.mail)).toBeDefined();

    const drawn = await buildTeam(t.db, { size: 1 });
    const season = await buildSeason(t.db);
    await buildGroup(t.db, { seasonId: season.id, teamIds: [drawn.team.id] });
    const refused = await post('/api/deleteAccount', { access_token: await t.tokenFor(drawn.captain) });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'hand_over_team_first']);
  });

  it('a captain alone in a team takes the team along; pending requests end', async () => {
    const { team, captain } = await buildTeam(t.db, { size: 1, accepted: false });
    const requester = await buildUser(t.db, { memberOf: team.id, role: 'USER' });
    const res = await post('/api/deleteAccount', { access_token: await t.tokenFor(captain) });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(teams).where(eq(teams.id, team.id))).toEqual([]);
    expect(await userByMail(requester.mail)).toMatchObject({ memberOf: null, tokenVersion: 1 });
    expect(await teamCard(team.id)).toBeUndefined();
  });

  it('keeps the history of a player who refereed and scored: the row stays, every personal detail goes', async () => {
    const home = await buildTeam(t.db, { size: 3 });
    const guest = await buildTeam(t.db, { size: 1 });
    const referees = await buildTeam(t.db, { size: 3 });
    const scorer = home.members[2] as NonNullable<(typeof home.members)[2]>;
    const referee = referees.members[1] as NonNullable<(typeof referees.members)[1]>;
    const season = await buildSeason(t.db);
    const match = await buildMatch(t.db, {
      seasonId: season.id,
      homeId: home.team.id,
      guestId: guest.team.id,
      refereeTeamId: referees.team.id,
      refereeId: referee.id,
    });
    await buildResult(t.db, { matchId: match.id, scoreHome: 2, scoreGuest: 0, isFinal: true }, [
      { userId: scorer.id, teamId: home.team.id, goals: 2 },
    ]);
    for (const gone of [scorer, referee]) {
      const res = await post('/api/deleteAccount', { access_token: await t.tokenFor(gone) });
      expect(res.statusCode).toBe(200);
      expect(await userByMail(gone.mail)).toBeUndefined();
      const [row] = await t.db.select().from(users).where(eq(users.id, gone.id));
      expect(row).toMatchObject({
        name: FORMER_PLAYER,
        mail: `deleted-${gone.id}@deleted.invalid`,
        phone: '',
        role: 'USER',
        memberOf: null,
        emailConfirmedAt: null,
      });
      const login = await post('/api/login', { email: gone.mail, password: DEFAULT_PASSWORD });
      expect(login.json()).toEqual({
        status: false,
        error: 'invalid_credentials',
        code: 'invalid_credentials',
      });
    }
    const [kept] = await t.db.select().from(matches).where(eq(matches.id, match.id));
    expect(kept?.refereeId).toBe(referee.id);
    expect(await t.db.select().from(scorers).where(eq(scorers.userId, scorer.id))).toHaveLength(1);
    expect((await teamCard(home.team.id))?.player_count).toBe(2);
    // The address is free again.
    const again = await post('/api/signup', {
      email: scorer.mail,
      password: 'a-long-password-1',
      name: 'Paula Neu',
      phone: '+4915112345678',
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('mail delivery', () => {
  it('the dev outbox marks mails sent, and /dev/mail lists them escaped with clickable links', async () => {
    const to = freshMail('dev');
    await queueMail(t.db, {
      to,
      subject: '<script>alert(1)</script>',
      text: 'Open http://localhost:3000/api/confirm?token=abc_DEF-123 now & then',
      html: '<p>x</p>',
    });
    await flushOutbox(t.app);
    expect((await lastMailTo(to)).sentAt).toBeInstanceOf(Date);

    const page = await get('/dev/mail');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain(
      '<a href="http://localhost:3000/api/confirm?token=abc_DEF-123">http://localhost:3000/api/confirm?token=abc_DEF-123</a> now &amp; then',
    );
    expect(routeRegistry.some((route) => route.url.startsWith('/dev'))).toBe(false);
  });

  it('/dev/mail is a 404 in production and wherever mail goes out through SMTP', async () => {
    for (const overrides of [{ env: 'production' as const }, { smtpUrl: 'smtp://127.0.0.1:2525' }]) {
      const app = Fastify();
      app.decorate('config', testConfig(overrides));
      await app.register(devMailRoutes);
      const res = await app.inject({ method: 'GET', url: '/dev/mail' });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(404);
      await app.close();
    }
  });

  it('sends through a real SMTP server, retries with backoff on failure, and the per-IP limit answers 429', async () => {
    const received: string[] = [];
    let reject = false;
    const smtp = smtpSink(received, () => reject);
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const other = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, authRateLimit: 3 });
    try {
      const email = freshMail('smtp');
      expect((await post('/api/signup', signupPayload(email), other.app)).statusCode).toBe(200);
      await flushOutbox(other.app);
      expect(received).toHaveLength(1);
      const raw = received[0] ?? '';
      expect(raw).toMatch(new RegExp(`^To: ${email}`, 'm'));
      expect(raw).toMatch(/^Subject: Confirm your e-mail address/m);
      // Long lines arrive quoted-printable: undo soft breaks and =XX escapes.
      const decoded = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      const link = decoded.match(/http:\/\/localhost:3000\/api\/confirm\?token=[\w-]+/)?.[0] ?? '';
      expect(link).not.toBe('');
      const url = new URL(link);
      const opened = await get(`${url.pathname}${url.search}`, other.app);
      expect(opened.headers.location).toBe(`/mail/confirm${url.search}`);
      const confirmed = await other.app.inject({ method: 'POST', url: `/mail/confirm${url.search}` });
      expect(confirmed.headers.location).toBe('/login?confirmed=1');

      // A refusing server: the mail stays queued with the error and a later retry time.
      reject = true;
      const user = await buildUser(other.db);
      await post('/api/requestPasswordReset', { email: user.mail }, other.app);
      await other.app.afterAnswer.settled();
      await flushOutbox(other.app);
      const [failed] = await other.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, user.mail)));
      expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
      expect(failed?.lastError).toMatch(/Mailbox unavailable/);
      expect((failed?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(20_000);

      // AUTH_RATE_LIMIT=3 per IP across the auth routes (sign-up, confirm and reset above used it up).
      for (let i = 0; i < 2; i++)
        await post('/api/requestPasswordReset', { email: freshMail('limit') }, other.app);
      const limited = await post('/api/requestPasswordReset', { email: freshMail('limit') }, other.app);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ status: false });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await other.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
