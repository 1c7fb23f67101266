import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMatch, buildSeason, buildTeam, buildUser, DEFAULT_PASSWORD } from '../db/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The API's refusals and errors in the request's language (decision 031): German for a German
 * browser or a user whose setting is German, the spec's English otherwise; the status and the
 * field prefix (`current_password: `) are the same in both.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };

async function say(url: string, payload: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  return { status: res.statusCode, error: res.json().error as string };
}

describe('refusals in German and English', () => {
  it('a policy refusal (403) follows Accept-Language, English without it', async () => {
    const player = await buildUser(t.db, { role: 'PLAYER' });
    const body = { access_token: await t.tokenFor(player), registration_open: false };
    expect(await say('/api/updateSettings', body, GERMAN)).toEqual({
      status: 403,
      error: 'Nur ein Admin kann die Einstellungen der Liga ändern.',
    });
    expect(await say('/api/updateSettings', body)).toEqual({
      status: 403,
      error: 'Only an admin can change the league settings.',
    });
    const audit = { access_token: await t.tokenFor(player) };
    expect(await say('/api/getAuditLog', audit, GERMAN)).toEqual({
      status: 403,
      error: 'Nur Admins und Kapitäne können das Änderungsprotokoll lesen.',
    });
    expect((await say('/api/getAuditLog', audit)).error).toBe(
      'Only admins and captains can read the audit log.',
    );
  });

  it("a state refusal (409) follows the user's German setting over an English browser", async () => {
    const loner = await buildUser(t.db, { language: 'de' });
    const body = { access_token: await t.tokenFor(loner) };
    expect(await say('/api/leaveTeam', body, { cookie: 'lang=en' })).toEqual({
      status: 409,
      error: 'Du bist in keinem Team.',
    });
    const english = await buildUser(t.db, { language: 'en' });
    expect(await say('/api/leaveTeam', { access_token: await t.tokenFor(english) }, GERMAN)).toEqual({
      status: 409,
      error: 'You are not in a team.',
    });
    const { captain } = await buildTeam(t.db, { size: 2, captain: { language: 'de' } });
    expect(await say('/api/leaveTeam', { access_token: await t.tokenFor(captain) })).toEqual({
      status: 409,
      error:
        'Der Hauptkapitän kann das Team nicht verlassen. Übergib das Kapitänsamt zuerst an einen Co-Kapitän.',
    });
  });

  it('the current password sentences keep their field prefix in both languages', async () => {
    const user = await buildUser(t.db, { language: 'de' });
    const session = await t.tokenFor(user);
    const wrong = { access_token: session, password: 'long enough password', current_password: 'nope' };
    expect(await say('/api/resetPassword', wrong)).toEqual({
      status: 400,
      error: 'current_password: Das aktuelle Passwort ist falsch.',
    });
    const missing = { access_token: session, password: 'long enough password' };
    expect((await say('/api/resetPassword', missing)).error).toBe(
      'current_password: Bitte gib dein aktuelles Passwort ein.',
    );
    const other = await buildUser(t.db);
    const english = {
      ...wrong,
      access_token: await t.tokenFor(other),
      current_password: `${DEFAULT_PASSWORD}x`,
    };
    expect((await say('/api/resetPassword', english)).error).toBe(
      'current_password: The current password is wrong.',
    );
  });

  it("a match move's refusal and a missing proposal speak German to a German browser", async () => {
    const season = await buildSeason(t.db);
    const home = await buildTeam(t.db);
    const guest = await buildTeam(t.db);
    const match = await buildMatch(t.db, {
      seasonId: season.id,
      homeId: home.team.id,
      guestId: guest.team.id,
      date: new Date(Date.now() + 72 * 3600_000),
    });
    const outsider = await buildUser(t.db, { role: 'PLAYER' });
    const propose = {
      access_token: await t.tokenFor(outsider),
      match_id: match.id,
      date: new Date(Date.now() + 96 * 3600_000).toISOString(),
    };
    expect(await say('/api/proposeMatchDate', propose, GERMAN)).toEqual({
      status: 403,
      error:
        'Nur die Kapitäne der beiden Teams können einen neuen Termin vorschlagen. Admins legen den Termin direkt fest.',
    });
    const withdraw = { access_token: await t.tokenFor(home.captain), proposal_id: 999_999 };
    expect(await say('/api/withdrawMatchDateProposal', withdraw, GERMAN)).toEqual({
      status: 404,
      error: 'Diesen Vorschlag gibt es nicht.',
    });
    expect((await say('/api/withdrawMatchDateProposal', withdraw)).error).toBe(
      'This proposal does not exist.',
    );
  });
});
