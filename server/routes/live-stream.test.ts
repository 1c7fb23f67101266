import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddLiveEventAnswer } from '../../common/api/live';
import { HOUR } from '../../common/durations';
import { buildMatch, buildSeason, buildTeam, type UserRow } from '../db/factories';
import { ManualClock } from '../lib/clock';
import { HEARTBEAT_MS, liveHub } from '../services/live-stream';
import { okData } from '../test/assertions';
import { openStream } from '../test/sse-client';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * GET /api/live (issue 43 point 2, decision 085) through a real socket: the messages of a match
 * day in order with their scores, the replay after Last-Event-ID, the heartbeat, the headers,
 * and a closed client leaving nothing behind. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */

const NOW = new Date('2026-06-01T18:00:00Z');
const clock = new ManualClock(NOW);
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const clients = async (app: FastifyInstance) => {
  const metrics = await app.inject({ method: 'GET', url: '/metrics' });
  return Number(/^league_live_stream_clients (\d+)$/m.exec(metrics.body)?.[1]);
};

/** Home vs guest kicking off at NOW; the home captain records. */
async function fixture() {
  clock.set(NOW);
  const [home, guest] = [await buildTeam(t.db, { size: 2 }), await buildTeam(t.db, { size: 2 })];
  const season = await buildSeason(t.db);
  const match = await buildMatch(t.db, {
    seasonId: season.id,
    homeId: home.team.id,
    guestId: guest.team.id,
    date: NOW,
  });
  const record = async (body: object) =>
    okData<AddLiveEventAnswer>(
      await t.post('/api/addLiveEvent', home.captain as UserRow, { match_id: match.id, ...body }),
    ).event.id;
  return { match, home, guest, record };
}

describe('GET /api/live', () => {
  it('streams kick-off, goals, an undo and full time in order, each with the score after it', async () => {
    const f = await fixture();
    const stream = openStream(`${base}/api/live`);
    const res = await stream.ready;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
    // The security headers every answer carries.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");

    const ids = [
      await f.record({ kind: 'kickoff', minute: 0 }),
      await f.record({ kind: 'goal', team_id: f.home.team.id, minute: 12 }),
      await f.record({ kind: 'goal', team_id: f.guest.team.id, minute: 30 }),
      await f.record({ kind: 'undo' }),
      await f.record({ kind: 'fulltime' }),
    ];
    await stream.waitFor(5);
    expect(stream.text()).toMatch(/^retry: 3000\n\n/);
    const messages = stream.messages();
    expect(messages.map((message) => message.id)).toEqual(ids);
    expect(messages.every((message) => message.event === 'score')).toBe(true);
    const match_id = f.match.id;
    expect(messages.map((message) => message.data)).toEqual([
      { match_id, home: 0, guest: 0, minute: 0, status: 'first_half' },
      { match_id, home: 1, guest: 0, minute: 12, status: 'first_half' },
      { match_id, home: 1, guest: 1, minute: 30, status: 'first_half' },
      // The undo took the guest goal back: the minute is that of the home goal again.
      { match_id, home: 1, guest: 0, minute: 12, status: 'first_half' },
      { match_id, home: 1, guest: 0, minute: null, status: 'finished' },
    ]);
    stream.close();
  });

  it('sends nothing for a refused event, nor for a resend of a stored one', async () => {
    const f = await fixture();
    const stream = openStream(`${base}/api/live?match_id=${f.match.id}`);
    await stream.ready;
    await f.record({ kind: 'kickoff', event_id: 'phone-1' });
    await f.record({ kind: 'kickoff', event_id: 'phone-1' });
    const refused = await t.post('/api/addLiveEvent', f.home.captain as UserRow, {
      match_id: f.match.id,
      kind: 'halftime',
      minute: 999,
    });
    expect(refused.statusCode).toBe(400);
    const goal = await f.record({ kind: 'goal', team_id: f.home.team.id });
    await stream.waitFor(2);
    expect(stream.messages().at(-1)?.id).toBe(goal);
    stream.close();
  });

  it('follows one match alone with ?match_id=', async () => {
    const [f, other] = [await fixture(), await fixture()];
    const stream = openStream(`${base}/api/live?match_id=${f.match.id}`);
    await stream.ready;
    await other.record({ kind: 'kickoff' });
    const mine = await f.record({ kind: 'kickoff' });
    await stream.waitFor(1);
    expect(stream.messages().map((message) => [message.id, message.data.match_id])).toEqual([
      [mine, f.match.id],
    ]);
    stream.close();
  });

  it('replays what came after Last-Event-ID (header or ?last_event_id=), within the live window', async () => {
    const f = await fixture();
    const kickoff = await f.record({ kind: 'kickoff' });
    const goal = await f.record({ kind: 'goal', team_id: f.guest.team.id, minute: 3 });
    const undo = await f.record({ kind: 'undo' });

    const byHeader = openStream(`${base}/api/live?match_id=${f.match.id}`, {
      'Last-Event-ID': String(kickoff),
    });
    await byHeader.waitFor(2);
    expect(byHeader.messages().map((message) => [message.id, message.data.guest])).toEqual([
      [goal, 1],
      [undo, 0],
    ]);
    // Then it streams on.
    const halftime = await f.record({ kind: 'halftime' });
    await byHeader.waitFor(3);
    expect(byHeader.messages().at(-1)).toMatchObject({ id: halftime, data: { status: 'halftime' } });
    byHeader.close();

    const byQuery = openStream(`${base}/api/live?match_id=${f.match.id}&last_event_id=${goal}`);
    await byQuery.waitFor(2);
    expect(byQuery.messages().map((message) => message.id)).toEqual([undo, halftime]);
    byQuery.close();

    // Four hours on, these events are out of the window: nothing to replay.
    clock.set(new Date(NOW.getTime() + 4 * HOUR));
    const late = openStream(`${base}/api/live?match_id=${f.match.id}&last_event_id=0`);
    await late.ready;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(late.messages()).toEqual([]);
    late.close();
  });

  it('refuses a last event id that is no whole number (400 naming the field)', async () => {
    for (const request of [
      { url: '/api/live?last_event_id=abc' },
      { url: '/api/live', headers: { 'last-event-id': 'abc' } },
    ]) {
      const res = await t.app.inject({ method: 'GET', ...request });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false, code: 'invalid_field' });
      expect(res.json().error).toMatch(/^last_event_id: /);
    }
  });

  it('sends a comment line every 25 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = openStream(`${base}/api/live`);
    await stream.ready;
    await vi.waitFor(() => expect(stream.text()).toContain('retry: '));
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await vi.waitFor(() => expect(stream.text()).toContain(': ping\n\n'));
    expect(stream.text().match(/: ping/g)).toHaveLength(1);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    await vi.waitFor(() => expect(stream.text().match(/: ping/g)).toHaveLength(2));
    stream.close();
    await vi.waitFor(async () => expect(await clients(t.app)).toBe(0));
  });

  it('ends its streams when the instance shuts down, so that it can', async () => {
    const other = await t.otherInstance();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = openStream(
      `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/api/live`,
    );
    const res = await stream.ready;
    const ended = new Promise((resolve) => res.once('end', resolve));
    await other.close();
    await ended;
  });

  it("keeps the streams' lifetimes out of the request latency figures", async () => {
    const stream = openStream(`${base}/api/live`);
    const res = await stream.ready;
    const ended = new Promise((resolve) => res.once('end', resolve));
    // Ended by the server, as at a shutdown: the answer finishes after the stream's whole life.
    liveHub(t.database).closeAll();
    await ended;
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).not.toContain('route="/api/live"');
  });

  it('counts connected clients and forgets a client that closed', async () => {
    // The clients of the tests before are gone once their sockets closed.
    await vi.waitFor(async () => expect(await clients(t.app)).toBe(0), { timeout: 5000 });
    const streams = [openStream(`${base}/api/live`), openStream(`${base}/api/live`)];
    await Promise.all(streams.map((stream) => stream.ready));
    expect(await clients(t.app)).toBe(2);
    for (const stream of streams) stream.close();
    await vi.waitFor(async () => expect(await clients(t.app)).toBe(0), { timeout: 5000 });
    // A goal after they left goes nowhere and breaks nothing.
    const f = await fixture();
    await f.record({ kind: 'kickoff' });
    expect(await clients(t.app)).toBe(0);
  });
});
