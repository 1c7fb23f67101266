import { and, asc, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMatch, buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import { notifications } from '../db/schema';
import { sendNotificationDigests } from '../services/notifications/digest';
import { refereeSlotReminder } from '../services/notifications/reminders';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Each mail in its recipient's language (docs/decisions/031-german-and-english.md): the account's
 * `language`, set at sign-up to the sign-up's language, English when it has none. Never the
 * language of the request that caused the mail.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://league.example' });
});
afterAll(() => t.close());

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9' };
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9', cookie: 'lang=en' };

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** "Mi., 14.05.2025, 18:00 Uhr Münchner Zeit": German weekday, date and time, the zone named. */
const GERMAN_KICK_OFF = 'Mi., 14.05.2025, 18:00 Uhr Münchner Zeit';
const KICK_OFF = new Date('2025-05-14T16:00:00Z');

describe('account mails', () => {
  it('the confirmation mail is in the language the sign-up was made in', async () => {
    const signup = (email: string, headers: Record<string, string>) =>
      post(
        '/api/signup',
        { email, password: 'correct horse battery', name: 'Lena Sprache', phone: '+4915112345678' },
        headers,
      );
    expect((await signup('mail-de@example.test', GERMAN)).statusCode).toBe(200);
    const german = await t.lastMailTo('mail-de@example.test');
    expect(german.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(german.text).toMatch(
      /^Hallo,\n\ndanke für deine Anmeldung bei der Munich University League\. Bitte bestätige deine E-Mail-Adresse:\n\nhttps:\/\/league\.example\/api\/confirm\?token=\S+\n\nDer Link ist 24 Stunden gültig\./,
    );
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain('>E-Mail-Adresse bestätigen</a>');
    expect(german.html).toContain(
      'Falls der Button nicht funktioniert, kopiere diese Adresse in deinen Browser:',
    );

    expect((await signup('mail-en@example.test', {})).statusCode).toBe(200);
    const english = await t.lastMailTo('mail-en@example.test');
    expect(english.subject).toBe('Confirm your e-mail address');
    expect(english.text).toMatch(/^Hello,\n\nthank you for signing up for the Munich University League\./);
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('>Confirm e-mail address</a>');
  });

  it("the reset mail follows the account's language, not the browser asking for it", async () => {
    const german = await buildUser(t.db, { language: 'de' });
    expect((await post('/api/requestPasswordReset', { email: german.mail }, ENGLISH)).statusCode).toBe(200);
    const mail = await t.lastMailTo(german.mail);
    expect(mail.subject).toBe('Setze dein Passwort zurück');
    expect(mail.text).toContain('jemand möchte das Passwort deines Kontos bei der Munich University League');
    expect(mail.html).toContain('>Neues Passwort wählen</a>');

    // An account without a language gets English, even from a German browser.
    const unset = await buildUser(t.db);
    expect((await post('/api/requestPasswordReset', { email: unset.mail }, GERMAN)).statusCode).toBe(200);
    const english = await t.lastMailTo(unset.mail);
    expect(english.subject).toBe('Reset your password');
    expect(english.html).toContain('<html lang="en">');
  });
});

describe('notification mails', () => {
  async function world() {
    const home = await buildTeam(t.db, { size: 2, coCaptains: 1, captain: { language: 'de' } });
    const guest = await buildTeam(t.db, { size: 1, captain: { language: 'en' } });
    const season = await buildSeason(t.db);
    const match = await buildMatch(t.db, {
      seasonId: season.id,
      homeId: home.team.id,
      guestId: guest.team.id,
      date: KICK_OFF,
    });
    const coCaptain = home.members[1] as UserRow;
    return { home, guest, match, coCaptain };
  }

  async function itemsOf(users: UserRow[], since: number) {
    return (
      t.db
        .select()
        .from(notifications)
        .where(
          and(
            inArray(
              notifications.userId,
              users.map((u) => u.id),
            ),
            gt(notifications.id, since),
          ),
        )
        // In the order they were queued: without it the order is the plan's (an index may change it).
        .orderBy(asc(notifications.id))
    );
  }

  it("an English captain's suggestion reaches a German captain in German and an English one in English, as one mail and as a digest", async () => {
    const { home, guest, match, coCaptain } = await world();
    const pairing = `${home.team.name} – ${guest.team.name}`;
    okData(
      await t.post('/api/addResult', guest.captain, { match_id: match.id, home_score: 1, guest_score: 2 }),
    );
    const items = await itemsOf([home.captain, coCaptain], 0);
    const german = items.find((i) => i.userId === home.captain.id);
    const english = items.find((i) => i.userId === coCaptain.id);
    expect(german?.title).toBe(`Für ${pairing} wurde ein Ergebnis vorgeschlagen: 1:2.`);
    expect(german?.body).toBe(
      [
        `${home.team.name} 1:2 ${guest.team.name}`,
        `Anstoß: ${GERMAN_KICK_OFF}`,
        `Vorgeschlagen von ${guest.captain.name} (${guest.team.name}).`,
        'Bestätige es oder schlag ein anderes Ergebnis vor, wenn es nicht stimmt.',
      ].join('\n'),
    );
    expect(english?.title).toBe(`A result was suggested for ${pairing}: 1:2.`);
    expect(english?.body).toContain('Kick-off: Wed 14.05.2025, 18:00 Munich time');

    await sendNotificationDigests(t.app, new Date());
    const single = await t.lastMailTo(home.captain.mail);
    expect(single.subject).toBe(german?.title);
    expect(single.text).toContain('Hallo,\n\nFür ');
    expect(single.text).toContain('Auf der Seite der Liga ansehen:\nhttps://league.example/');
    expect(single.text).toContain(
      'Du bekommst diese Mail, weil für dein Konto bei der Munich University League die Benachrichtigungen „Ergebnisse“ eingeschaltet sind.',
    );
    expect(single.text).toContain('Diese Art von Mails mit einem Klick abbestellen: https://league.example/');
    expect(single.html).toContain('<html lang="de">');
    expect(single.html).toContain('>Abbestellen</a>');
    const plain = await t.lastMailTo(coCaptain.mail);
    expect(plain.subject).toBe(english?.title);
    expect(plain.text).toContain('the notification mails "Results" are switched on');
    expect(plain.html).toContain('<html lang="en">');

    // Two items of two groups wait (a date change, a join request): one German digest.
    const before = (await itemsOf([home.captain], 0)).at(-1)?.id ?? 0;
    const admin = await buildUser(t.db, { role: 'ADMIN', language: 'en' });
    okData(await t.post('/api/updateMatchDate', admin, { match_id: match.id, date: '2025-05-15T16:00:00Z' }));
    const joiner = await buildUser(t.db, { language: 'en' });
    okData(await t.post('/api/joinTeam', joiner, { team_id: home.team.id }));
    const waiting = await itemsOf([home.captain], before);
    expect(waiting.map((i) => i.title)).toEqual([
      `${pairing} ist verlegt auf Do., 15.05.2025, 18:00 Uhr Münchner Zeit.`,
      `Neue Beitrittsanfrage an ${home.team.name}: ${joiner.name}.`,
    ]);
    await sendNotificationDigests(t.app, new Date(Date.now() + 11 * 60_000));
    const digest = await t.lastMailTo(home.captain.mail);
    expect(digest.subject).toBe('2 Neuigkeiten aus der Munich University League');
    expect(digest.text).toContain(
      'Seit deiner letzten Benachrichtigung gibt es 2 Neuigkeiten aus der Munich University League:',
    );
    expect(digest.text).toContain(`1. ${pairing} ist verlegt auf`);
    expect(digest.text).toContain(
      'die Benachrichtigungen „Spieltermine“ und „Team und Mitgliedschaft“ eingeschaltet',
    );
    expect(digest.text).toContain('Diese Mails mit einem Klick abbestellen:');
    expect(digest.html).toContain('<html lang="de">');
  });

  it('a reminder is in each captain’s language', async () => {
    const refs = await buildTeam(t.db, { size: 1, coCaptains: 0, captain: { language: 'de' } });
    const { home, guest, match } = await world();
    const since = (await itemsOf([refs.captain], 0)).at(-1)?.id ?? 0;
    await refereeSlotReminder(t.db, match.id, refs.team.id);
    const [item] = await itemsOf([refs.captain], since);
    const pairing = `${home.team.name} – ${guest.team.name}`;
    expect(item?.title).toBe(`Bitte teil einen Schiedsrichter für ${pairing} ein.`);
    expect(item?.body).toBe(
      `Dein Team stellt den Schiedsrichter für ${pairing}, und es ist noch niemand eingeteilt.\nAnstoß: ${GERMAN_KICK_OFF}`,
    );
  });
});
