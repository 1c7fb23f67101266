import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Season } from '../../common/api/types';
import { buildMatch, buildSeason, buildUser } from '../db/factories';
import { signUnsubscribeToken } from '../services/notifications/unsubscribe-token';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The field sentences of common/api (decision 031) in the request's language: made when a value
 * is checked, not when the module loads, so a German request reads German and every other the
 * spec's English; the field prefix (an API name) is the same in both. The unsubscribe pages speak
 * the language of the account the link names, as its mails do.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9' };

async function say(url: string, payload: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  return { status: res.statusCode, error: res.json().error as string };
}

describe('field sentences in German and English', () => {
  it('an id, a switch and a score follow the request', async () => {
    const admin = await buildUser(t.db, { role: 'ADMIN' });
    const token = await t.tokenFor(admin);
    const noMatch = { access_token: token, match_id: 'x', home_score: 1, guest_score: 0 };
    expect(await say('/api/addResult', noMatch, GERMAN)).toEqual({
      status: 400,
      error: 'match_id: Bitte wähle ein Spiel.',
    });
    expect((await say('/api/addResult', noMatch)).error).toBe('match_id: Please choose a match.');

    const negative = { access_token: token, match_id: 1, home_score: -1, guest_score: 0 };
    expect((await say('/api/addResult', negative, GERMAN)).error).toBe(
      'home_score: Die Tore des Heimteams können nicht negativ sein.',
    );
    expect((await say('/api/addResult', negative)).error).toBe(
      'home_score: The home score cannot be negative.',
    );

    const flag = { access_token: token, registration_open: 'yes' };
    expect((await say('/api/updateSettings', flag, GERMAN)).error).toBe(
      'registration_open: registration_open muss true oder false sein.',
    );
    expect((await say('/api/updateSettings', flag)).error).toBe(
      'registration_open: registration_open must be true or false.',
    );
  });

  // A body is checked before its session is read: its sentences follow the browser (the web's
  // cookie mirrors the account's choice, decision 031).
  it('a text field follows the lang cookie; a notification switch names its group in German', async () => {
    const user = await buildUser(t.db, { language: 'de' });
    const token = await t.tokenFor(user);
    const cookie = { cookie: 'lang=de' };
    expect(await say('/api/createTeam', { access_token: token, name: ' ', name_short: 'X' }, cookie)).toEqual(
      {
        status: 400,
        error: 'name: Bitte gib einen Teamnamen ein.',
      },
    );
    expect(
      (await say('/api/updateNotificationSettings', { access_token: token, dates: 1 }, cookie)).error,
    ).toBe('dates: Spieltermine: Bitte wähle an oder aus.');
    const english = await buildUser(t.db);
    expect(
      (await say('/api/updateNotificationSettings', { access_token: await t.tokenFor(english), dates: 1 }))
        .error,
    ).toBe('dates: Match dates: please choose on or off.');
  });
});

describe('unsubscribe pages', () => {
  const link = async (language: 'de' | null) => {
    const user = await buildUser(t.db, { language });
    const token = await signUnsubscribeToken(t.app.config.jwtSecret, {
      userId: user.id,
      groups: ['results', 'team'],
    });
    return `/mail/unsubscribe?token=${encodeURIComponent(token)}`;
  };

  it("speak the account's German, whatever the browser says", async () => {
    const url = await link('de');
    const english = { 'accept-language': 'en' };
    const page = await t.app.inject({ method: 'GET', url, headers: english });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<title>Abbestellen · Munich University League</title>');
    expect(page.body).toContain('<li>Ergebnisse</li><li>Team und Mitgliedschaft</li>');
    expect(page.body).toContain('Diese Benachrichtigungen der Munich University League abbestellen?');

    const done = await t.app.inject({ method: 'POST', url, headers: english });
    expect(done.body).toContain('<h1 style="font-size: 1.5rem">Du hast sie abbestellt</h1>');
    expect(done.body).toContain('Wieder einschalten');
    const back = await t.app.inject({ method: 'POST', url: url.replace('unsubscribe', 'resubscribe') });
    expect(back.body).toContain('Wieder eingeschaltet');
  });

  it('speak English for an account without a language, even to a German browser', async () => {
    const page = await t.app.inject({ method: 'GET', url: await link(null), headers: GERMAN });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<li>Results</li><li>Team and membership</li>');
  });

  it("an invalid link's page speaks the browser's language", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/mail/unsubscribe?token=x', headers: GERMAN });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Dieser Link ist ungültig');
    const english = await t.app.inject({ method: 'GET', url: '/mail/unsubscribe?token=x' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('This link is invalid');
  });
});

describe('knockout sides not known yet', () => {
  it("are named in the request's language in the public answers, English without one", async () => {
    const season = await buildSeason(t.db);
    await buildMatch(t.db, {
      seasonId: season.id,
      matchStage: 'SEMIFINAL1',
      week: 8,
      homeId: null,
      guestId: null,
    });
    t.app.publicCache.invalidate();
    const read = async (headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/getSeason?season_id=${season.id}`,
        headers,
      });
      const [semi] = (res.json().data as Season).matches;
      return [semi?.home_source, semi?.guest_source];
    };
    // German first: the rebuild it causes must not make the English answer German.
    expect(await read(GERMAN)).toEqual(['Sieger VF1', 'Sieger VF2']);
    expect(await read({})).toEqual(['Winner QF1', 'Winner QF2']);
    expect(await read({ cookie: 'lang=de' })).toEqual(['Sieger VF1', 'Sieger VF2']);
  });
});

describe('the audit log', () => {
  it("names its stored labels in the reader's language", async () => {
    const admin = await buildUser(t.db, { role: 'ADMIN' });
    const access_token = await t.tokenFor(admin);
    await say('/api/updateSettings', { access_token, registration_open: true });
    const label = async (headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/getAuditLog',
        payload: { access_token, action: 'settings.update' },
        headers,
      });
      return res.json().data.entries[0]?.target_label;
    };
    expect(await label(GERMAN)).toBe('Einstellungen der Liga');
    expect(await label({})).toBe('League settings');
  });
});
