import { asc, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';
import type { LeagueDetails, LeagueText, LeagueTextVersion } from '../../common/api/league-texts';
import { m } from '../../common/i18n/messages';
import { LIMITS } from '../../common/limits';
import { type BuiltTeam, buildTeam, buildUser, type UserRow } from '../db/factories';
import { auditLog, leagueDetails, leagueTextVersions } from '../db/schema';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: UserRow;
let team: BuiltTeam;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'ADMIN', name: 'Ada Admin' });
  team = await buildTeam(t.db, { size: 3, coCaptains: 1 });
});
afterAll(() => t.close());

const post: TestApp['post'] = (...args) => t.post(...args);
const ok = okData;

const state = async () => ({
  details: await t.db.select().from(leagueDetails),
  versions: await t.db.select().from(leagueTextVersions).orderBy(asc(leagueTextVersions.id)),
  audit: await t.db.select({ id: auditLog.id }).from(auditLog),
});
const refused = (
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ErrorCode,
  error?: string | RegExp,
) => expectRefusedUnchanged(state, request, status, code, error);

/** The public reads, through the public cache, as the visitor pages load them. */
const publicText = async (key: string) =>
  ok<LeagueText>(await t.app.inject({ method: 'GET', url: `/api/getLeagueText?key=${key}` }));
const publicDetails = async () =>
  ok<LeagueDetails>(await t.app.inject({ method: 'GET', url: '/api/getLeagueDetails' }));

const details = (overrides: Record<string, unknown> = {}) => ({
  name: 'Münchner Hochschul-Fußballliga e.V.',
  email: 'info@hochschulliga-muenchen.de',
  phone: '+49 89 21 98 76 50',
  street: 'Leopoldstraße 15',
  postal_code: '80802',
  city: 'München',
  register: 'VR 212345, Amtsgericht München',
  board: 'Lena Hofmann (1. Vorsitzende)',
  content_responsible: 'Lena Hofmann',
  instagram: 'https://www.instagram.com/hochschulliga.muenchen/',
  ...overrides,
});

/** Captain, co-captain, player and a user in no team get 403; anonymous 401; nothing changes. */
async function adminOnly(url: string, payload: () => Promise<object> | object) {
  const player = team.members[2];
  if (!player) throw new Error('no player');
  for (const user of [team.captain, team.members[1] ?? team.captain, player, await buildUser(t.db)]) {
    const body = await payload();
    await refused(() => post(url, user, body), 403, 'league_texts_not_allowed');
  }
  const body = await payload();
  await refused(() => post(url, null, body), 401, 'session_expired');
}

describe('the installed texts and details', () => {
  it('are those the site showed from its files: every text in German and English, the details of operator.json', async () => {
    const privacy = await publicText('privacy');
    expect(privacy.de).toMatch(/^# Datenschutzerklärung\n/);
    expect(privacy.en).toMatch(/^# Privacy policy\n/);
    // German is the binding text; the English one says so.
    expect(privacy.en).toContain('only the German version (Datenschutzerklärung) is legally binding');
    expect((await publicText('imprint')).en).toContain(
      'only the German version (Impressum) is legally binding',
    );
    expect((await publicText('home')).en).toContain('Student teams from');
    expect((await publicText('rules_intro')).de).toBe('Die Regeln der Munich University League:\n');
    expect(await publicDetails()).toEqual({
      name: 'Münchner Hochschul-Fußballliga e.V.',
      email: 'info@hochschulliga-muenchen.de',
      phone: '+49 89 21 98 76 50',
      street: 'Leopoldstraße 15',
      postal_code: '80802',
      city: 'München',
      register: 'VR 212345, Amtsgericht München',
      board:
        'Lena Hofmann (1. Vorsitzende) und Jonas Berger (2. Vorsitzender), jeweils einzelvertretungsberechtigt',
      content_responsible: 'Lena Hofmann',
      instagram: 'https://www.instagram.com/hochschulliga.muenchen/',
      // The seasons' match window (migration 0014): 6 months until an admin changes it.
      match_window_months: 6,
      // The minimum squad (migration 0021): 11 players, matches are 11 against 11.
      minimum_squad: 11,
      // The universities' domains (migration 0030): none, so no eligibility check (decision 096).
      eligible_domains: [],
    });
    const texts = ok<LeagueTextVersion[]>(await post('/api/getLeagueTexts', admin));
    expect(texts.map((text) => `${text.key}:${text.locale}`).sort()).toEqual(
      // The participation terms (decision 097) are installed with no text: the league writes its own.
      ['home', 'imprint', 'privacy', 'rules_intro', 'terms'].flatMap((key) => [`${key}:de`, `${key}:en`]),
    );
    expect(texts.every((text) => text.author_id === null && text.author_name === null)).toBe(true);
  });

  it('refuses an unknown text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getLeagueText?key=secrets' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^key: /);
  });
});

describe('getLeagueTexts', () => {
  it('is for admins only', async () => {
    await adminOnly('/api/getLeagueTexts', () => ({}));
  });
});

describe('updateLeagueText', () => {
  it('saves a new version by the admin; the public read and the prerendered page show it at once', async () => {
    const before = await publicText('privacy');
    const cached = await t.app.inject({ method: 'GET', url: '/api/getLeagueText?key=privacy' });
    const body = '# Datenschutzerklärung\n\nNeu: **keine** Daten.\n';
    const saved = ok<LeagueTextVersion>(
      await post('/api/updateLeagueText', admin, { key: 'privacy', locale: 'de', body }),
    );
    expect(saved).toMatchObject({
      key: 'privacy',
      locale: 'de',
      body,
      author_id: admin.id,
      author_name: 'Ada Admin',
      restored_from: null,
    });
    const after = await publicText('privacy');
    expect(after).toEqual({ key: 'privacy', de: body, en: before.en });
    // A new answer, a new ETag: a browser's copy is not kept.
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/getLeagueText?key=privacy',
      headers: { 'if-none-match': String(cached.headers.etag) },
    });
    expect(again.statusCode).toBe(200);
    // The text as it was (the body is kept untrimmed: its blank lines are its structure).
    const versions = ok<LeagueTextVersion[]>(
      await post('/api/getLeagueTextVersions', admin, { key: 'privacy', locale: 'de' }),
    );
    // ...and the version installed (migration 0012) that migration 0013 amended, both without an author.
    expect(versions.map((v) => v.body)).toEqual([body, before.de, expect.any(String)]);
    expect(before.de).toContain('„session“');
    expect(versions[1]?.author_name).toBeNull();
    // The audit entry names the versions, in the write's transaction.
    const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: 'Ada Admin',
      action: 'text.edit',
      targetLabel: 'Privacy policy (Deutsch)',
      data: { kind: 'text', key: 'privacy', locale: 'de' },
      before: { version: versions[1]?.id, characters: before.de.length },
      after: { version: saved.id, characters: body.length },
    });
    // The log names the text in the reader's language.
    const read = async (language: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/getAuditLog',
        headers: { 'accept-language': language, authorization: `Bearer ${await t.tokenFor(admin)}` },
        payload: { action: 'text.edit' },
      });
      return ok<{ entries: { target_label: string }[] }>(res).entries[0]?.target_label;
    };
    expect(await read('en')).toBe('Privacy policy (Deutsch)');
    expect(await read('de')).toBe('Datenschutzerklärung (Deutsch)');
  });

  it('is for admins only', async () => {
    await adminOnly('/api/updateLeagueText', () => ({ key: 'terms', locale: 'en', body: '# Terms' }));
  });

  it('names the field of an unknown text or language, an empty or a too long text', async () => {
    const call = (payload: object) => () =>
      post('/api/updateLeagueText', admin, { key: 'terms', locale: 'en', body: '# Terms', ...payload });
    const _keys = 'home, rules_intro, privacy, imprint, terms';
    await refused(call({ key: 'faq' }), 400, 'invalid_field', /^key: /);
    await refused(call({ locale: 'fr' }), 400, 'invalid_field', /^locale: /);
    await refused(call({ body: ' \n\n ' }), 400, 'invalid_field', /^body: /);
    await refused(call({ body: undefined }), 400, 'invalid_field', /^body: /);
    await refused(call({ body: 'x'.repeat(LIMITS.leagueTextMax + 1) }), 400, 'invalid_field', /^body: /);
    // The longest text that fits is saved.
    ok(await call({ body: 'x'.repeat(LIMITS.leagueTextMax) })());
  });

  it('says the sentence in the request’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/updateLeagueText',
      headers: { 'accept-language': 'de', authorization: `Bearer ${await t.tokenFor(admin)}` },
      payload: { key: 'terms', locale: 'en', body: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('body: Bitte gib den Text ein.');
  });
});

describe('getLeagueTextVersions', () => {
  it('answers newest first, at most the limit', async () => {
    for (let i = 0; i < 3; i++) {
      ok(
        await post('/api/updateLeagueText', admin, { key: 'rules_intro', locale: 'en', body: `Rules ${i}:` }),
      );
    }
    const versions = ok<LeagueTextVersion[]>(
      await post('/api/getLeagueTextVersions', admin, { key: 'rules_intro', locale: 'en' }),
    );
    expect(versions.map((v) => v.body)).toEqual([
      'Rules 2:',
      'Rules 1:',
      'Rules 0:',
      'The rules of the Munich University League:\n',
    ]);
    expect(versions.length).toBeLessThanOrEqual(LIMITS.leagueTextVersionsShown);
    // The other language's versions are not among them.
    expect(versions.every((v) => v.key === 'rules_intro' && v.locale === 'en')).toBe(true);
  });

  it('is for admins only, and names an unknown text', async () => {
    await adminOnly('/api/getLeagueTextVersions', () => ({ key: 'imprint', locale: 'de' }));
    const res = await post('/api/getLeagueTextVersions', admin, { key: 'imprint', locale: 'xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^locale: /);
  });
});

describe('restoreLeagueTextVersion', () => {
  it('brings an old version back as the newest, by the admin who restores it; the public page shows it', async () => {
    const installed = ok<LeagueTextVersion[]>(
      await post('/api/getLeagueTextVersions', admin, { key: 'terms', locale: 'de' }),
    ).at(-1);
    if (!installed) throw new Error('no installed terms');
    ok(await post('/api/updateLeagueText', admin, { key: 'terms', locale: 'de', body: '# Kurz' }));
    expect((await publicText('terms')).de).toBe('# Kurz');
    const other = await buildUser(t.db, { role: 'ADMIN', name: 'Bea Board' });
    const restored = ok<LeagueTextVersion>(
      await post('/api/restoreLeagueTextVersion', other, { version_id: installed.id }),
    );
    expect(restored).toMatchObject({
      key: 'terms',
      locale: 'de',
      body: installed.body,
      author_id: other.id,
      author_name: 'Bea Board',
      restored_from: installed.id,
    });
    expect((await publicText('terms')).de).toBe(installed.body);
    const versions = ok<LeagueTextVersion[]>(
      await post('/api/getLeagueTextVersions', admin, { key: 'terms', locale: 'de' }),
    );
    // Nothing is lost: the short version stays between the two.
    expect(versions.map((v) => v.id)).toEqual([restored.id, versions[1]?.id, installed.id]);
    expect(versions[1]?.body).toBe('# Kurz');
    const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      actorId: other.id,
      action: 'text.restore',
      targetLabel: 'Terms of use (Deutsch)',
      data: { kind: 'text', key: 'terms', locale: 'de' },
      after: { version: restored.id, restored_from: installed.id },
    });
  });

  it('refuses a version that does not exist, and a bad id', async () => {
    await refused(
      () => post('/api/restoreLeagueTextVersion', admin, { version_id: 999_999 }),
      404,
      'league_text_version_not_found',
    );
    await refused(
      () => post('/api/restoreLeagueTextVersion', admin, { version_id: 'x' }),
      400,
      'invalid_field',
      /^version_id: /,
    );
  });

  it('is for admins only', async () => {
    const [any] = await t.db.select({ id: leagueTextVersions.id }).from(leagueTextVersions).limit(1);
    await adminOnly('/api/restoreLeagueTextVersion', () => ({ version_id: any?.id }));
  });
});

describe('updateLeagueDetails', () => {
  it('changes the details; the public read shows them at once; the audit entry keeps before and after', async () => {
    const before = await publicDetails();
    const changed = ok<LeagueDetails>(
      await post(
        '/api/updateLeagueDetails',
        admin,
        details({ street: ' Arcisstraße 21 ', phone: '', instagram: '' }),
      ),
    );
    expect(changed).toEqual({
      ...details({ street: 'Arcisstraße 21', phone: '', instagram: '' }),
      match_window_months: before.match_window_months,
      minimum_squad: before.minimum_squad,
      eligible_domains: before.eligible_domains,
    });
    expect(await publicDetails()).toEqual(changed);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'details.edit'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.before).toEqual(before);
    expect(entry?.after).toEqual(changed);
  });

  it('is for admins only', async () => {
    await adminOnly('/api/updateLeagueDetails', () => details());
  });

  it("sets the seasons' match window in whole months from 1 to 24 (6 until changed); left out, it stays", async () => {
    expect((await publicDetails()).match_window_months).toBe(6);
    for (const months of [1, '24', 9]) {
      const saved = ok<LeagueDetails>(
        await post('/api/updateLeagueDetails', admin, details({ match_window_months: months })),
      );
      expect(saved.match_window_months).toBe(Number(months));
      expect((await publicDetails()).match_window_months).toBe(Number(months));
    }
    expect(
      ok<LeagueDetails>(await post('/api/updateLeagueDetails', admin, details())).match_window_months,
    ).toBe(9);
    const sentence = `match_window_months: ${m.dashboard_texts_field_match_window_months({ min: 1, max: 24 })}`;
    for (const months of [0, 25, 1.5, -6, 'six', '', null]) {
      await refused(
        () => post('/api/updateLeagueDetails', admin, details({ match_window_months: months })),
        400,
        'invalid_field',
        sentence,
      );
    }
    ok(await post('/api/updateLeagueDetails', admin, details({ match_window_months: 6 })));
  });

  it('sets the minimum squad in whole players from 1 to 30 (11 until changed); left out, it stays', async () => {
    expect((await publicDetails()).minimum_squad).toBe(11);
    for (const players of [1, '30', 7]) {
      const saved = ok<LeagueDetails>(
        await post('/api/updateLeagueDetails', admin, details({ minimum_squad: players })),
      );
      expect(saved.minimum_squad).toBe(Number(players));
      expect((await publicDetails()).minimum_squad).toBe(Number(players));
    }
    expect(ok<LeagueDetails>(await post('/api/updateLeagueDetails', admin, details())).minimum_squad).toBe(7);
    const sentence = `minimum_squad: ${m.dashboard_texts_field_minimum_squad({ min: 1, max: 30 })}`;
    for (const players of [0, 31, 10.5, -11, 'eleven', '', null]) {
      await refused(
        () => post('/api/updateLeagueDetails', admin, details({ minimum_squad: players })),
        400,
        'invalid_field',
        sentence,
      );
    }
    ok(await post('/api/updateLeagueDetails', admin, details({ minimum_squad: 11 })));
  });

  it('names the field of a missing, bad or too long value', async () => {
    const call = (overrides: Record<string, unknown>) => () =>
      post('/api/updateLeagueDetails', admin, details(overrides));
    await refused(call({ name: ' ' }), 400, 'invalid_field', /^name: /);
    await refused(call({ city: undefined }), 400, 'invalid_field', /^city: /);
    await refused(call({ email: 'not-an-address' }), 400, 'invalid_field', /^email: /);
    await refused(call({ board: 'x'.repeat(LIMITS.leagueDetailMax + 1) }), 400, 'invalid_field', /^board: /);
    // A profile link is an http(s) address, never a script.
    for (const instagram of ['javascript:alert(1)', 'data:text/html,hi', 'instagram.com/league']) {
      await refused(call({ instagram }), 400, 'invalid_field', /^instagram: /);
    }
    await refused(call({ website: 'https://example.org' }), 400, 'unknown_fields', /website/);
  });
});
