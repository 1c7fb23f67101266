import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionPaths } from '../../common/api/links';
import type { NotificationSettings } from '../../common/api/notifications';
import { buildGroup, buildMatch, buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import { notificationSettings, notifications } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { flushOutbox } from '../services/mail/worker';
import { type NotificationItem, notify } from '../services/notifications/notify';
import { signUnsubscribeToken } from '../services/notifications/unsubscribe-token';
import { runScheduledWork } from '../services/scheduler';
import { okData } from '../test/assertions';
import { smtpSink } from '../test/smtp-sink';
import { createTestApp, type TestApp } from '../test/test-app';

/** Notification mails end to end (docs/PRODUCT.md#notifications, decision 027): a real SMTP peer. */

const APP_URL = 'https://league.example';
const MINUTE = 1 / 60;
const received: string[] = [];
let smtp: SMTPServer;
let t: TestApp;
const clock = new ManualClock(new Date('2026-05-04T10:00:00Z'));

// What the items are about exists: a digest drops an item whose match or join request is gone.
const matchIds: number[] = [];
let requestsTeam = 0;
const requesters: number[] = [];
const resultItem = (n: number): NotificationItem => ({
  group: 'results',
  kind: 'result_suggested',
  objectId: matchIds[n] ?? 0,
  title: () => `Red Lions suggested the result ${n}:1 against Blue Sharks.`,
  body: () => `Red Lions ${n} : 1 Blue Sharks`,
  path: actionPaths.match(matchIds[n] ?? 0),
});
const joinItem: NotificationItem = {
  group: 'team',
  kind: 'join_requested',
  objectId: 0,
  title: () => 'Alex Example asks to join Blue Sharks.',
  path: '',
};

/** The raw messages delivered to `user` so far. */
const mailsTo = (user: UserRow) => received.filter((raw) => raw.includes(`To: ${user.mail}`));

/** Runs a scheduler pass at the clock's time and delivers what it queued. */
async function pass() {
  await runScheduledWork(t.app);
  await flushOutbox(t.app);
}

const header = (raw: string, name: string) =>
  raw
    .split('\r\n\r\n')[0]
    ?.split('\r\n')
    .find((line) => line.startsWith(`${name}: `));

/** The unsubscribe URL of a raw message, as a mail program reads it from List-Unsubscribe. */
function unsubscribeUrl(raw: string): URL {
  const value = header(raw, 'List-Unsubscribe')?.match(/^List-Unsubscribe: <([^>]+)>$/)?.[1];
  if (!value) throw new Error(`no List-Unsubscribe in\n${raw}`);
  return new URL(value);
}

const settingsOf = async (user: UserRow) =>
  okData<NotificationSettings>(await t.post('/api/getNotificationSettings', user));

const oneClick = (url: URL, path = url.pathname) =>
  t.app.inject({
    method: 'POST',
    url: `${path}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

beforeAll(async () => {
  smtp = smtpSink(received);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  t = await createTestApp({ smtpUrl, appUrl: APP_URL }, { clock });
  const season = await buildSeason(t.db);
  const group = await buildGroup(t.db, { seasonId: season.id, name: 'A' });
  for (let n = 0; n <= 7; n++) {
    matchIds.push((await buildMatch(t.db, { seasonId: season.id, groupId: group.id })).id);
  }
  requestsTeam = (await buildTeam(t.db)).team.id;
  for (const name of ['Alex Example', 'Eve <script>']) {
    requesters.push((await buildUser(t.db, { name, role: 'USER', memberOf: requestsTeam })).id);
  }
  joinItem.path = actionPaths.joinRequests(requestsTeam);
  joinItem.objectId = requesters[0] ?? 0;
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  clock.advance(1);
});

describe('digests', () => {
  it('mails several waiting items as one digest with both headers on one line each', async () => {
    const user = await buildUser(t.db);
    await notify(t.db, [user.id], resultItem(2));
    await notify(t.db, [user.id], resultItem(3));
    await notify(t.db, [user.id], joinItem);
    await pass();
    const mails = mailsTo(user);
    expect(mails).toHaveLength(1);
    const raw = mails[0] ?? '';
    expect(header(raw, 'Subject')).toBe('Subject: 3 updates from the Munich University League');
    const listUnsubscribe = header(raw, 'List-Unsubscribe') ?? '';
    // Longer than a folded line may be: nodemailer would have broken it had it not been prepared.
    expect(listUnsubscribe.length).toBeGreaterThan(78);
    expect(listUnsubscribe).toMatch(
      /^List-Unsubscribe: <https:\/\/league\.example\/mail\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const [row] = await t.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, user.id));
    expect(row?.lastMailedAt).toEqual(clock.now());
    const waiting = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(waiting.every((item) => item.mailedAt?.getTime() === clock.now().getTime())).toBe(true);
    // Nothing is mailed twice.
    clock.advance(1);
    await pass();
    expect(mailsTo(user)).toHaveLength(1);
  });

  it('lists each item with its link, the settings link and why, in text and HTML', async () => {
    const user = await buildUser(t.db);
    await notify(t.db, [user.id], resultItem(4));
    await notify(t.db, [user.id], {
      ...joinItem,
      objectId: requesters[1] ?? 0,
      title: () => 'Eve <script> asks to join & more.',
    });
    await runScheduledWork(t.app);
    const { mailOutbox } = await import('../db/schema');
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.mail));
    expect(mail?.text).toContain(
      `1. ${resultItem(4).title()}\n   Red Lions 4 : 1 Blue Sharks\n   ${APP_URL}${resultItem(4).path}`,
    );
    expect(mail?.text).toContain(`2. Eve <script> asks to join & more.\n   ${APP_URL}${joinItem.path}`);
    expect(mail?.text).toContain(`Choose which mails you get: ${APP_URL}${actionPaths.notificationSettings}`);
    expect(mail?.text).toContain('notification mails "Results" and "Team and membership" are switched on');
    expect(mail?.html).toContain('Eve &lt;script&gt; asks to join &amp; more.');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain(`href="${APP_URL}${resultItem(4).path}"`);
    expect(mail?.html).toContain(`href="${APP_URL}${actionPaths.notificationSettings}"`);
    expect(mail?.html).not.toContain(user.name);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/league\.example\/mail\/unsubscribe\?token=/,
    );
    await flushOutbox(t.app);
  });

  it('sends a later item only 10 minutes after the last mail, as a mail of its own', async () => {
    const user = await buildUser(t.db);
    const start = clock.now().getTime();
    await notify(t.db, [user.id], resultItem(1));
    await pass();
    expect(mailsTo(user)).toHaveLength(1);

    clock.advance(2 * MINUTE);
    await notify(t.db, [user.id], joinItem);
    await pass();
    expect(mailsTo(user)).toHaveLength(1);
    clock.set(new Date(start + 10 * 60_000 - 1000));
    await pass();
    expect(mailsTo(user)).toHaveLength(1);

    clock.set(new Date(start + 10 * 60_000));
    await pass();
    const mails = mailsTo(user);
    expect(mails).toHaveLength(2);
    expect(header(mails[1] ?? '', 'Subject')).toBe(`Subject: ${joinItem.title()}`);
    expect(mails[1]).toContain(`${APP_URL}${joinItem.path}`);
  });

  it('handles items of switched-off groups without mailing them', async () => {
    const user = await buildUser(t.db);
    okData(await t.post('/api/updateNotificationSettings', user, { results: false }));
    await notify(t.db, [user.id], resultItem(5));
    await pass();
    expect(mailsTo(user)).toHaveLength(0);
    const [item] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(item?.mailedAt).not.toBeNull();

    // No mail went out, so the window did not start: the next item goes out at once, alone.
    await notify(t.db, [user.id], resultItem(6));
    await notify(t.db, [user.id], joinItem);
    await pass();
    const mails = mailsTo(user);
    expect(mails).toHaveLength(1);
    expect(header(mails[0] ?? '', 'Subject')).toBe(`Subject: ${joinItem.title()}`);
    expect(mails[0]).not.toContain('suggested the result');
  });

  it('sends account mails without the unsubscribe headers, whatever the switches', async () => {
    const user = await buildUser(t.db);
    okData(
      await t.post('/api/updateNotificationSettings', user, {
        results: false,
        referee: false,
        dates: false,
        team: false,
        reminders: false,
      }),
    );
    okData(await t.post('/api/requestPasswordReset', null, { email: user.mail }));
    await t.app.afterAnswer.settled();
    await flushOutbox(t.app);
    const [raw] = mailsTo(user);
    expect(header(raw ?? '', 'Subject')).toBe('Subject: Reset your password');
    expect(raw).not.toContain('List-Unsubscribe');
  });
});

describe('one-click unsubscribe', () => {
  let user: UserRow;
  let url: URL;

  beforeAll(async () => {
    user = await buildUser(t.db);
    await notify(t.db, [user.id], resultItem(7));
    await notify(t.db, [user.id], joinItem);
    await pass();
    url = unsubscribeUrl(mailsTo(user)[0] ?? '');
  });

  it('a GET only shows a page whose button posts; nothing changes', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(`<form method="post" action="/mail/unsubscribe?token=`);
    expect(res.body).toContain('<li>Results</li><li>Team and membership</li>');
    expect(res.body).not.toContain('<script');
    expect(await settingsOf(user)).toMatchObject({ results: true, team: true });
  });

  it('the RFC 8058 POST switches the mail groups off without a login, and resubscribe undoes it', async () => {
    const res = await oneClick(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are unsubscribed');
    expect(res.body).toContain('<li>Results</li><li>Team and membership</li>');
    expect(res.body).toContain('action="/mail/resubscribe?token=');
    expect(res.body).toContain(`href="${actionPaths.notificationSettings}"`);
    expect(await settingsOf(user)).toEqual({
      results: false,
      referee: true,
      dates: true,
      team: false,
      reminders: true,
    });

    const back = await oneClick(url, '/mail/resubscribe');
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('Switched back on');
    expect(await settingsOf(user)).toMatchObject({ results: true, team: true });
  });

  it('the page button (a form POST without body fields) and a multipart POST work too', async () => {
    const empty = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(empty.statusCode).toBe(200);
    expect((await settingsOf(user)).results).toBe(false);
    await oneClick(url, '/mail/resubscribe');
    const multipart = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect((await settingsOf(user)).results).toBe(false);
    await oneClick(url, '/mail/resubscribe');
  });

  it('answers a 400 page for a forged, foreign or cut-off token and changes nothing', async () => {
    const forged = await signUnsubscribeToken(
      new TextEncoder().encode('another-secret-another-secret-0123'),
      {
        userId: user.id,
        groups: ['results'],
      },
    );
    const session = await t.tokenFor(user);
    const token = url.searchParams.get('token') ?? '';
    for (const bad of [forged, session, token.slice(0, -3), 'nonsense', '']) {
      for (const path of ['/mail/unsubscribe', '/mail/resubscribe']) {
        const res = await oneClick(new URL(`${APP_URL}${path}?token=${encodeURIComponent(bad)}`));
        expect(res.statusCode).toBe(400);
        expect(res.body).toContain('This link is invalid');
      }
      const page = await t.app.inject({
        method: 'GET',
        url: `/mail/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(page.statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/mail/unsubscribe' })).statusCode).toBe(400);
    expect(await settingsOf(user)).toMatchObject({ results: true, team: true });
  });

  it('the unsubscribe token is no session', async () => {
    const token = url.searchParams.get('token') ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getNotificationSettings',
      payload: { access_token: token },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('notification settings API', () => {
  it('answers all on for a new user, then the switches as updated', async () => {
    const user = await buildUser(t.db);
    expect(await settingsOf(user)).toEqual({
      results: true,
      referee: true,
      dates: true,
      team: true,
      reminders: true,
    });
    const updated = okData(
      await t.post('/api/updateNotificationSettings', user, { referee: false, dates: false }),
    );
    expect(updated).toEqual({ results: true, referee: false, dates: false, team: true, reminders: true });
    const again = okData(await t.post('/api/updateNotificationSettings', user, { dates: true }));
    expect(again).toEqual({ results: true, referee: false, dates: true, team: true, reminders: true });
    expect(await settingsOf(user)).toEqual(again);
    expect(okData(await t.post('/api/updateNotificationSettings', user, {}))).toEqual(again);
  });

  it('refuses a value that is not a boolean, naming the field, and unknown fields', async () => {
    const user = await buildUser(t.db);
    const res = await t.post('/api/updateNotificationSettings', user, { team: 'no' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: false,
      code: 'invalid_field',
      error: expect.stringMatching(/^team: /),
    });
    const unknown = await t.post('/api/updateNotificationSettings', user, { weather: false });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'unknown_fields',
      error: expect.stringContaining('weather'),
    });
    expect(await settingsOf(user)).toMatchObject({ team: true });
  });

  it('keeps /api JSON-only: a form body is a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/updateNotificationSettings',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'results=false',
    });
    expect(res.statusCode).toBe(415);
  });
});
