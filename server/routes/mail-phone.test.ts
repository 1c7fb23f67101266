import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../../common/api/links';
import { buildMatch, buildSeason, buildTeam, buildUser } from '../db/factories';
import { pitches } from '../db/schema';
import { sendNotificationDigests } from '../services/notifications/digest';
import { missingResultReminder } from '../services/notifications/reminders';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Mails read on a phone (issue 46 point 7): every HTML part has the mobile viewport and one column
 * without fixed widths, prints no raw URL in brackets (a pitch's map is an anchor on its name),
 * and each notification item links to the place it is acted on.
 */

const APP_URL = 'https://league.example';
let t: TestApp;
let now = Date.now();
beforeAll(async () => {
  t = await createTestApp({ appUrl: APP_URL });
});
afterAll(() => t.close());

/** A pass of the digest job, each later than the last one's 10-minute window. */
async function digestPass() {
  now += 11 * 60_000;
  await sendNotificationDigests(t.app, new Date(now));
}

/** What every HTML part keeps to, whatever the mail. */
function expectPhoneLayout(html: string) {
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(html).toContain('<meta charset="utf-8">');
  // One column: no layout table, no fixed width; only a cap on the width.
  expect(html).not.toMatch(/<table|\bwidth="|(?<!max-)width:/);
  expect(html).toMatch(/max-width: 600px/);
  // No raw address in brackets: a pitch's map is a link on its name.
  expect(html).not.toMatch(/\(\s*https?:/);
}

const anchors = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, href, label]) => ({ href, label }));

describe('account mails on a phone', () => {
  it('the confirmation and the reset mail have the viewport and one column, their text unchanged', async () => {
    const email = 'phone-signup@example.test';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { email, password: 'correct horse battery', name: 'Pia Phone', phone: '+4915112345678' },
    });
    expect(signup.statusCode).toBe(200);
    const confirmation = await t.lastMailTo(email);
    expectPhoneLayout(confirmation.html);
    expect(confirmation.text).toMatch(
      /^Hello,\n\n.+\n\nhttps:\/\/league\.example\/api\/confirm\?token=\S+\n\n/,
    );

    const user = await buildUser(t.db, { language: 'de' });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/requestPasswordReset',
      payload: { email: user.mail },
    });
    expect(reset.statusCode).toBe(200);
    const mail = await t.lastMailTo(user.mail);
    expectPhoneLayout(mail.html);
    expect(anchors(mail.html).map((a) => a.label)).toEqual(['Neues Passwort wählen']);
  });
});

describe('notification mails on a phone', () => {
  async function world(language: 'de' | 'en') {
    const home = await buildTeam(t.db, { size: 1, captain: { language } });
    const guest = await buildTeam(t.db, { size: 1 });
    const season = await buildSeason(t.db);
    const match = await buildMatch(t.db, {
      seasonId: season.id,
      homeId: home.team.id,
      guestId: guest.team.id,
      date: new Date('2026-06-10T16:00:00Z'),
    });
    const [pitch] = await t.db
      .insert(pitches)
      .values({
        name: `Pitch ${Math.random().toString(36).slice(2, 7)}`,
        address: 'Connollystraße 32, 80809 München',
        mapUrl: 'https://maps.example/?q=Connollystra%C3%9Fe+32&z=17',
      })
      .returning();
    if (!pitch) throw new Error('no pitch');
    const admin = await buildUser(t.db, { role: 'ADMIN' });
    return { home, match, pitch, admin };
  }

  it('one item: its pitch line links the map on the pitch name, its button opens the match card', async () => {
    const { home, match, pitch, admin } = await world('en');
    okData(await t.post('/api/setMatchPitch', admin, { match_id: match.id, pitch_id: pitch.id }));
    await digestPass();
    const mail = await t.lastMailTo(home.captain.mail);
    expectPhoneLayout(mail.html);
    expect(mail.html).toContain(
      `Pitch: <a href="https://maps.example/?q=Connollystra%C3%9Fe+32&amp;z=17" style="color: #1c7ed6">${pitch.name}</a>, Connollystraße 32, 80809 München`,
    );
    expect(anchors(mail.html)).toContainEqual({
      href: `${APP_URL}${actionPaths.match(match.id)}`,
      label: 'Open on the league site',
    });
    // The text part has no links: it keeps the address in brackets.
    expect(mail.text).toContain(
      `Pitch: ${pitch.name}, Connollystraße 32, 80809 München (https://maps.example/?q=Connollystra%C3%9Fe+32&z=17)`,
    );
  });

  it('a digest: each item is a link to its place, a pitch line links its map, in German too', async () => {
    const { home, match, pitch, admin } = await world('de');
    okData(await t.post('/api/setMatchPitch', admin, { match_id: match.id, pitch_id: pitch.id }));
    const joiner = await buildUser(t.db);
    okData(await t.post('/api/joinTeam', joiner, { team_id: home.team.id }));
    await missingResultReminder(t.db, match.id);
    await digestPass();
    const mail = await t.lastMailTo(home.captain.mail);
    expect(mail.subject).toBe('3 Neuigkeiten aus der Munich University League');
    expectPhoneLayout(mail.html);
    const links = anchors(mail.html);
    const places = [
      actionPaths.match(match.id),
      actionPaths.joinRequests(home.team.id),
      actionPaths.match(match.id),
    ];
    // Each of the three list items opens with its title, a link to where it is acted on.
    const items = [...mail.html.matchAll(/<li [^>]*><a href="([^"]+)"/g)].map(([, href]) => href);
    expect(items).toEqual(places.map((path) => `${APP_URL}${path}`));
    expect(links).toContainEqual({
      href: 'https://maps.example/?q=Connollystra%C3%9Fe+32&amp;z=17',
      label: pitch.name,
    });
    expect(mail.html).toContain(`Spielfeld: <a href="https://maps.example/`);
    expect(mail.text).toContain(
      `Spielfeld: ${pitch.name}, Connollystraße 32, 80809 München (https://maps.example/`,
    );
  });

  it('a URL in a name is never made a link: only the league’s own pitches are', async () => {
    const { home, match } = await world('en');
    const named = 'Kickers (https://evil.example/login)';
    const guest = await buildTeam(t.db, { size: 1, name: named, captain: { language: 'en' } });
    const season = await buildSeason(t.db);
    const other = await buildMatch(t.db, {
      seasonId: season.id,
      homeId: home.team.id,
      guestId: guest.team.id,
    });
    await missingResultReminder(t.db, other.id);
    await missingResultReminder(t.db, match.id);
    await digestPass();
    const mail = await t.lastMailTo(guest.captain.mail);
    expect(mail.html).toContain('Kickers (https://evil.example/login)');
    expect(anchors(mail.html).map((a) => a.href)).not.toContain('https://evil.example/login');
  });
});
