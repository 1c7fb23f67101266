import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushKeyAnswer, PushPayload } from '../../common/api/push';
import { MINUTE } from '../../common/durations';
import { buildGroup, buildMatch, buildSeason, buildTeam, buildUser } from '../db/factories';
import { mailOutbox, notifications, pushSubscriptions } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { pushState } from '../services/push';
import { runScheduledWork } from '../services/scheduler';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Push notifications (issue 43 point 4, decision 091) against a push-service stand-in on this
 * machine (the test-only PUSH_ALLOW_PRIVATE_ENDPOINTS lets the server post to it): a visitor who
 * follows a team gets kick-off, goal and full-time pushes whose payload decrypts with the
 * subscription's keys (RFC 8291), a 410 deletes the subscription, quiet hours hold back a late
 * match's pushes; and, on an app without that setting, the address guard with a stub resolver.
 */

// 20:00 in Munich (summer time).
const NOW = new Date('2026-06-01T18:00:00Z');
const clock = new ManualClock(NOW);

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The push service's stand-in: answers each POST with the status its path's last segment asks. */
let standIn: Server;
let standInUrl = '';
let received: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  standIn = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const status = Number(/\/(\d{3})-[^/]*$/.exec(req.url ?? '')?.[1] ?? 201);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  t = await createTestApp({ pushAllowPrivateEndpoints: true }, { clock });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => standIn.close(resolve));
});
beforeEach(() => {
  received = [];
  clock.set(NOW);
});

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browser(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 with RFC 8188's aes128gcm, one record: what the service worker's browser does. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): PushPayload {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    serverKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and any zero padding.
  const end = padded.lastIndexOf(2);
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as PushPayload;
}

/** Home vs guest kicking off at `kickOff`, refereed by nobody: the home captain records. */
async function fixture(kickOff = NOW) {
  const home = await buildTeam(t.db, { name: `Home ${randomBytes(3).toString('hex')}` });
  const guest = await buildTeam(t.db, { name: `Guest ${randomBytes(3).toString('hex')}` });
  const season = await buildSeason(t.db);
  const group = await buildGroup(t.db, { seasonId: season.id, teamIds: [home.team.id, guest.team.id] });
  const match = await buildMatch(t.db, {
    seasonId: season.id,
    groupId: group.id,
    homeId: home.team.id,
    guestId: guest.team.id,
    date: kickOff,
  });
  return { home, guest, match };
}

const subscribe = (body: object, app = t) => app.post('/api/subscribePush', null, body);
const settled = () => t.app.afterAnswer.settled();

describe('pushes to a follower without an account', () => {
  it('sends kick-off, goal and full time, encrypted to the subscription, signed with the VAPID key', async () => {
    const f = await fixture();
    const phone = browser(`${standInUrl}/push/201-follower`);
    const answer = okData(
      await subscribe({
        subscription: phone.subscription,
        teams: [f.guest.team.id],
        kinds: ['kickoff', 'goal', 'fulltime'],
      }),
    );
    expect(answer).toEqual({ teams: [f.guest.team.id], kinds: ['kickoff', 'goal', 'fulltime'] });
    const key = okData<PushKeyAnswer>(await t.app.inject({ method: 'GET', url: '/api/getPushKey' }));
    const record = async (body: object) => {
      okData(await t.post('/api/addLiveEvent', f.home.captain, { match_id: f.match.id, ...body }));
      await settled();
    };
    await record({ kind: 'kickoff' });
    clock.set(new Date(NOW.getTime() + 20 * MINUTE));
    await record({ kind: 'goal', team_id: f.guest.team.id });
    await record({ kind: 'halftime' });
    clock.set(new Date(NOW.getTime() + 100 * MINUTE));
    await record({ kind: 'fulltime' });

    expect(received).toHaveLength(3);
    const title = `${f.home.team.name} %s ${f.guest.team.name}`;
    expect(received.map((r) => decrypt(r.body, phone.ecdh, phone.auth))).toEqual([
      { title: title.replace('%s', '0:0'), body: 'Kick-off', url: '/matches', tag: `match-${f.match.id}` },
      {
        title: title.replace('%s', '0:1'),
        body: `Goal for ${f.guest.team.name}`,
        url: '/matches',
        tag: `match-${f.match.id}`,
      },
      { title: title.replace('%s', '0:1'), body: 'Full time', url: '/matches', tag: `match-${f.match.id}` },
    ]);
    for (const r of received) {
      expect(r.path).toBe('/push/201-follower');
      expect(r.headers['content-encoding']).toBe('aes128gcm');
      expect(r.headers.ttl).toBe('3600');
      expect(r.headers.authorization).toContain(`k=${key.public_key}`);
    }
  });

  it("sends a match's pushes in the order recorded, though the first is slow to go out", async () => {
    const f = await fixture();
    const port = (standIn.address() as AddressInfo).port;
    const phone = browser(`http://slow.push.test:${port}/push/201-taps`);
    const state = pushState(t.app);
    const resolve = state.resolve;
    // The kick-off's look-up of the push service takes a while (the subscription's own is quick).
    let lookups = 0;
    state.resolve = async () => {
      lookups++;
      if (lookups === 2) await new Promise((done) => setTimeout(done, 300));
      return ['127.0.0.1'];
    };
    try {
      okData(
        await subscribe({
          subscription: phone.subscription,
          teams: [f.home.team.id],
          kinds: ['kickoff', 'goal'],
        }),
      );
      // Taps queued offline arrive at once: the goal is recorded while the kick-off's push waits.
      for (const body of [{ kind: 'kickoff' }, { kind: 'goal', team_id: f.home.team.id }]) {
        okData(await t.post('/api/addLiveEvent', f.home.captain, { match_id: f.match.id, ...body }));
      }
      await settled();
    } finally {
      state.resolve = resolve;
    }
    expect(received.map((r) => decrypt(r.body, phone.ecdh, phone.auth).body)).toEqual([
      'Kick-off',
      `Goal for ${f.home.team.name}`,
    ]);
  });

  it('sends only the kinds asked for, only for the teams followed, in the language subscribed in', async () => {
    const f = await fixture();
    const goalsOnly = browser(`${standInUrl}/push/201-goals`);
    const otherTeam = browser(`${standInUrl}/push/201-other`);
    await t.app.inject({
      method: 'POST',
      url: '/api/subscribePush',
      headers: { 'accept-language': 'de' },
      payload: { subscription: goalsOnly.subscription, teams: [f.home.team.id], kinds: ['goal'] },
    });
    const other = await buildTeam(t.db);
    okData(
      await subscribe({ subscription: otherTeam.subscription, teams: [other.team.id], kinds: ['goal'] }),
    );
    const record = (body: object) =>
      t.post('/api/addLiveEvent', f.home.captain, { match_id: f.match.id, ...body });
    okData(await record({ kind: 'kickoff' }));
    okData(await record({ kind: 'own_goal', team_id: f.home.team.id }));
    await settled();
    expect(received.map((r) => r.path)).toEqual(['/push/201-goals']);
    expect(decrypt(received[0]?.body as Buffer, goalsOnly.ecdh, goalsOnly.auth).body).toBe(
      `Tor für ${f.home.team.name}`,
    );
  });

  it('deletes a subscription the push service answers 410 or 404 for, and keeps one it answers 500 for', async () => {
    const f = await fixture();
    const endpoints = ['410-gone', '404-unknown', '500-broken'].map((p) => `${standInUrl}/push/${p}`);
    for (const endpoint of endpoints) {
      okData(
        await subscribe({
          subscription: browser(endpoint).subscription,
          teams: [f.home.team.id],
          kinds: ['kickoff'],
        }),
      );
    }
    okData(await t.post('/api/addLiveEvent', f.home.captain, { match_id: f.match.id, kind: 'kickoff' }));
    await settled();
    expect(received).toHaveLength(3);
    const left = await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    const mine = left.map((r) => r.endpoint).filter((e) => endpoints.includes(e));
    expect(mine).toEqual([`${standInUrl}/push/500-broken`]);
  });

  it('unsubscribes by endpoint, the same answer for an unknown one', async () => {
    const f = await fixture();
    const endpoint = `${standInUrl}/push/201-leaving`;
    okData(
      await subscribe({
        subscription: browser(endpoint).subscription,
        teams: [f.home.team.id],
        kinds: ['goal'],
      }),
    );
    expect(okData(await t.post('/api/unsubscribePush', null, { endpoint }))).toBeNull();
    expect(okData(await t.post('/api/unsubscribePush', null, { endpoint }))).toBeNull();
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toEqual([]);
  });

  it('keeps quiet 22:00-08:00 except for the match of that evening', async () => {
    // Kick-off 21:30 Munich time: its goal at 22:40 goes out. Kick-off 22:15: nothing.
    const evening = await fixture(new Date('2026-06-01T19:30:00Z'));
    const late = await fixture(new Date('2026-06-01T20:15:00Z'));
    const phone = browser(`${standInUrl}/push/201-night`);
    okData(
      await subscribe({
        subscription: phone.subscription,
        teams: [evening.home.team.id, late.home.team.id],
        kinds: ['kickoff', 'goal'],
      }),
    );
    clock.set(new Date('2026-06-01T20:40:00Z'));
    okData(
      await t.post('/api/addLiveEvent', evening.home.captain, {
        match_id: evening.match.id,
        kind: 'goal',
        team_id: evening.home.team.id,
      }),
    );
    okData(
      await t.post('/api/addLiveEvent', late.home.captain, { match_id: late.match.id, kind: 'kickoff' }),
    );
    await settled();
    expect(received.map((r) => decrypt(r.body, phone.ecdh, phone.auth).tag)).toEqual([
      `match-${evening.match.id}`,
    ]);
  });

  it('refuses a team that does not exist and bad keys, storing nothing', async () => {
    const phone = browser(`${standInUrl}/push/201-bad`);
    const rows = async () =>
      t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, phone.subscription.endpoint));
    await expectRefusedUnchanged(
      rows,
      () => subscribe({ subscription: phone.subscription, teams: [999_999], kinds: ['goal'] }),
      404,
      'team_not_found',
    );
    const short = { ...phone.subscription, keys: { ...phone.subscription.keys, auth: 'AAAA' } };
    const res = await subscribe({ subscription: short, teams: [], kinds: ['goal'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('subscription.keys.auth');
    const none = await subscribe({ subscription: phone.subscription, teams: [], kinds: [] });
    expect(none.statusCode).toBe(400);
  });
});

describe("a signed-in user's notification items by push", () => {
  it('pushes a new item with its receipt; opened within 10 minutes, its mail is spared, else it goes', async () => {
    const user = await buildUser(t.db);
    const phone = browser(`${standInUrl}/push/201-account-${user.id}`);
    okData(
      await t.post('/api/subscribePush', user, {
        subscription: phone.subscription,
        teams: [],
        kinds: ['goal'],
      }),
    );
    const queue = async (title: string) => {
      const [item] = await t.db
        .insert(notifications)
        .values({
          userId: user.id,
          group: 'results',
          title,
          body: 'Lions 1:0 Tigers\nAccept it or suggest another.',
          path: '/dashboard/todos',
          createdAt: clock.now(),
        })
        .returning();
      if (!item) throw new Error('no item');
      return item;
    };
    const mails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.mail));
    const opened = await queue('Result to accept');
    await runScheduledWork(t.app);
    await settled();
    expect(received).toHaveLength(1);
    const push = decrypt(received[0]?.body as Buffer, phone.ecdh, phone.auth);
    expect(push).toMatchObject({
      title: 'Result to accept',
      body: 'Lions 1:0 Tigers',
      url: '/dashboard/todos',
      tag: `item-${opened.id}`,
      receipt: { item: opened.id },
    });
    // The digest holds the pushed item's mail; a wrong receipt changes nothing.
    expect(await mails()).toEqual([]);
    okData(await t.post('/api/openedPush', null, { item: opened.id, token: 'wrong' }));
    const [unread] = await t.db.select().from(notifications).where(eq(notifications.id, opened.id));
    expect(unread?.readAt).toBeNull();
    okData(await t.post('/api/openedPush', null, push.receipt ?? {}));
    clock.set(new Date(NOW.getTime() + 11 * MINUTE));
    await runScheduledWork(t.app);
    await settled();
    expect(await mails()).toEqual([]);
    const [spared] = await t.db.select().from(notifications).where(eq(notifications.id, opened.id));
    expect(spared?.readAt).not.toBeNull();
    expect(spared?.mailedAt).not.toBeNull();

    // Not opened: mailed once the 10 minutes are over, not before.
    received = [];
    const ignored = await queue('Another result to accept');
    await runScheduledWork(t.app);
    await settled();
    expect(received).toHaveLength(1);
    expect(await mails()).toEqual([]);
    clock.set(new Date(NOW.getTime() + 22 * MINUTE));
    await runScheduledWork(t.app);
    await settled();
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent[0])).toContain('Another result to accept');
    expect(JSON.stringify(sent[0])).not.toContain(`item-${ignored.id}`);
  });
});

describe('the address guard (an app without the test setting, a stub resolver)', () => {
  let guarded: TestApp;
  const dns: Record<string, string[]> = {
    'push.example.org': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    'loopback.example.org': ['127.0.0.1'],
    'mixed.example.org': ['93.184.215.14', '10.1.2.3'],
    'lan.example.org': ['192.168.1.20'],
    'v6.example.org': ['fe80::1'],
  };
  beforeAll(async () => {
    guarded = await createTestApp();
    pushState(guarded.app).resolve = async (host) => dns[host] ?? [];
  });
  afterAll(() => guarded.close());

  it('takes https endpoints whose host is public', async () => {
    for (const endpoint of ['https://push.example.org/a', 'https://9.9.9.9/b', 'https://[2620:fe::fe]/c']) {
      okData(
        await subscribe(
          { subscription: browser(endpoint).subscription, teams: [], kinds: ['goal'] },
          guarded,
        ),
      );
    }
  });

  it('refuses http, private, loopback, link-local, unique-local, CGNAT, IPv4-mapped and names resolving there', async () => {
    const refusedEndpoints = [
      'http://push.example.org/plain',
      'https://127.0.0.1/x',
      'https://10.0.0.7/x',
      'https://192.168.0.1/x',
      'https://172.20.0.1/x',
      'https://100.64.0.1/x',
      'https://169.254.169.254/latest',
      'https://[::1]/x',
      'https://[fe80::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://loopback.example.org/x',
      'https://mixed.example.org/x',
      'https://lan.example.org/x',
      'https://v6.example.org/x',
      'https://nowhere.example.org/x',
    ];
    const rows = () => guarded.db.select().from(pushSubscriptions);
    for (const endpoint of refusedEndpoints) {
      await expectRefusedUnchanged(
        rows,
        () =>
          subscribe({ subscription: browser(endpoint).subscription, teams: [], kinds: ['goal'] }, guarded),
        400,
        'push_endpoint_refused',
      );
    }
  });

  it('lets one address make 30 subscriptions an hour, then answers 429', async () => {
    const from = (n: number) =>
      guarded.app.inject({
        method: 'POST',
        url: '/api/subscribePush',
        remoteAddress: '198.51.100.77',
        payload: {
          subscription: browser(`https://push.example.org/budget-${n}`).subscription,
          teams: [],
          kinds: ['goal'],
        },
      });
    for (let n = 0; n < 30; n++) okData(await from(n));
    const over = await from(30);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('push_too_many_subscriptions');
    // The same browser again only changes its row.
    okData(await from(29));
  });
});
