import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { m } from '../../common/i18n/messages';
import { buildTeam, buildUser, DEFAULT_PASSWORD } from '../db/factories';
import { users } from '../db/schema';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

// Hashes at a tiny cost (why: server/test/cheap-passwords.ts); it hashed 7 times at full cost.
vi.mock('../services/passwords', async (importOriginal) =>
  (await import('../test/cheap-passwords')).cheapPasswords(await importOriginal()),
);

/**
 * The account's language and the language of the API's sentences (decision 031): the user's
 * setting, else the lang cookie, else Accept-Language, English when nothing says otherwise; codes
 * stay codes.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };

describe('the account language', () => {
  it('is the language the sign-up was made in, and the user reads and changes it', async () => {
    const signups = [
      ['lang-de@example.test', GERMAN, 'de'],
      ['lang-cookie@example.test', { ...GERMAN, cookie: 'lang=en' }, 'en'],
      ['lang-none@example.test', {}, 'en'],
    ] as const;
    for (const [email, headers, language] of signups) {
      const res = await post(
        '/api/signup',
        { email, password: 'correct horse battery', name: 'Lena Sprache', phone: '+4915112345678' },
        headers,
      );
      expect(res.statusCode, email).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.mail, email));
      expect(row?.language, email).toBe(language);
    }

    const user = await buildUser(t.db);
    const token = await t.tokenFor(user);
    expect(okData(await post('/api/getUserByToken', { access_token: token }))).toMatchObject({
      language: null,
    });

    const changed = okData(await post('/api/updateUserByToken', { access_token: token, language: 'de' }));
    expect(changed).toMatchObject({ id: user.id, name: user.name, language: 'de' });
    expect(okData(await post('/api/getUserByToken', { access_token: token }))).toMatchObject({
      language: 'de',
    });

    // null forgets the choice; name and phone are untouched by a language change.
    expect(
      okData(await post('/api/updateUserByToken', { access_token: token, language: null })),
    ).toMatchObject({
      name: user.name,
      phone: user.phone,
      language: null,
    });
  });

  it('refuses a language the site does not speak, naming the field, and changes nothing', async () => {
    const user = await buildUser(t.db, { language: 'en' });
    const res = await post('/api/updateUserByToken', {
      access_token: await t.tokenFor(user),
      language: 'fr',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_field', error: expect.stringMatching(/^language: /) });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('en');
  });

  it('login answers with the account language, so the browser can follow it', async () => {
    const user = await buildUser(t.db, { language: 'de' });
    const res = await post('/api/login', { email: user.mail, password: DEFAULT_PASSWORD });
    expect(okData<{ session: { user: { language: string } } }>(res).session.user.language).toBe('de');
  });
});

describe('the language of API sentences', () => {
  const badReset = { access_token: 'not-a-reset-token', password: 'correct horse battery' };

  it('is English when the request says nothing, as before', async () => {
    const res = await post('/api/resetPassword', badReset);
    expect(res.json()).toEqual({
      status: false,
      error: 'This reset link is invalid or has expired. Please request a new one.',
      code: 'reset_link_invalid',
    });
  });

  it('follows Accept-Language, and the lang cookie before it', async () => {
    const german = await post('/api/resetPassword', badReset, GERMAN);
    expect(german.statusCode).toBe(401);
    expect(german.json().error).toBe(
      'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
    );
    const cookie = await post('/api/resetPassword', badReset, { ...GERMAN, cookie: 'a=b; lang=en' });
    expect(cookie.json().error).toBe(m.server_reset_link_invalid({}, { locale: 'en' }));
    const byCookie = await post('/api/resetPassword', badReset, { cookie: 'lang=de' });
    expect(byCookie.json().error).toBe(m.server_reset_link_invalid({}, { locale: 'de' }));
  });

  it("follows the user's own setting over the browser's once the user is known", async () => {
    const { captain } = await buildTeam(t.db, { size: 2, captain: { language: 'de' } });
    const token = await t.tokenFor(captain);
    // An English browser, a German account: the refusal after the session check is German.
    const refused = await post('/api/deleteAccount', { access_token: token }, { cookie: 'lang=en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(m.server_hand_over_team({}, { locale: 'de' }));
    // Before the session is known (the fields, a dead token) the browser's language speaks.
    const field = await post(
      '/api/updateUserByToken',
      { access_token: token, colour: 'red' },
      { cookie: 'lang=en' },
    );
    expect(field.json().error).toBe('colour: unknown field');
    const dead = await post('/api/getUserByToken', {}, { authorization: 'Bearer broken', ...GERMAN });
    expect(dead.json().error).toBe('Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.');
  });

  it('keeps the codes unchanged in every language', async () => {
    const user = await buildUser(t.db);
    const wrong = await post('/api/login', { email: user.mail, password: 'wrong password!' }, GERMAN);
    expect(wrong.json()).toEqual({
      status: false,
      error: 'invalid_credentials',
      code: 'invalid_credentials',
    });
    const unconfirmed = await buildUser(t.db, { emailConfirmedAt: null });
    const blocked = await post('/api/login', { email: unconfirmed.mail, password: DEFAULT_PASSWORD }, GERMAN);
    expect(blocked.json()).toEqual({
      status: false,
      error: 'email_not_confirmed',
      code: 'email_not_confirmed',
    });
    const exists = await post(
      '/api/signup',
      { email: user.mail, password: 'correct horse battery', name: 'Lena Sprache', phone: '+4915112345678' },
      GERMAN,
    );
    expect(exists.json()).toEqual({ status: false, error: 'user_exists', code: 'user_exists' });
  });

  it('speaks the browser’s language for failures before any route runs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json', ...GERMAN },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('body: kein gültiges JSON.');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nope', headers: GERMAN });
    expect(unknown.json().error).toBe('Unbekannter API-Pfad: GET /api/nope');
  });
});
