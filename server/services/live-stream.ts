import type { ServerResponse } from 'node:http';
import { and, asc, gt, gte, inArray, sql } from 'drizzle-orm';
import type { LiveChange } from '../../common/api/live';
import { HOUR } from '../../common/durations';
import { LIVE_WINDOW_HOURS, type LiveScore, type LiveStatus, liveState } from '../../common/league/live';
import type { Database, Db, Tx } from '../db/client';
import { liveEvents, matches } from '../db/schema';

/**
 * The live stream's fan-out (GET /api/live, docs/PRODUCT.md#live-match-day, decision 085). A write
 * that changes a match's live state sends NOTIFY on LIVE_CHANNEL inside its transaction, so a
 * rolled-back write tells nobody; each instance hears it once (PostgreSQL: on the one listening
 * connection of cache-notify.ts; PGlite: its in-process listen) and its hub writes the message to
 * every connected client. A message's id is the live_events row id of the event that caused it,
 * so ids are the same on every instance and a reconnecting client's Last-Event-ID replays from the
 * table.
 */

export const LIVE_CHANNEL = 'league_live';
export const LIVE_STREAM_URL = '/api/live';
/** Proxies close a quiet connection (nginx after 60 s by default): a comment line well before. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream broke. */
export const RETRY_MS = 3_000;
/** A client this far behind (bytes waiting to go out) is dropped; it reconnects and replays. */
const MAX_BACKLOG_BYTES = 1024 * 1024;
const RECENT_IDS = 1000;

/** One SSE message: `id` and `data` on their own lines, ended by an empty line. */
export const formatChange = (change: LiveChange): string =>
  `event: score\nid: ${change.id}\ndata: ${JSON.stringify(dataOf(change))}\n\n`;

const dataOf = ({ match_id, home, guest, minute, status }: LiveChange) => ({
  match_id,
  home,
  guest,
  minute,
  status,
});

interface Client {
  res: ServerResponse;
  matchId: number | null;
  /** Messages that arrived while the replay was being read; null once it was sent. */
  held: LiveChange[] | null;
}

/** The clients of one instance and what reaches them. One per database handle (one per app). */
export class LiveHub {
  private readonly clients = new Set<Client>();
  private heartbeat: NodeJS.Timeout | null = null;
  /** The ids published lately, so that a catch-up after a lost listener sends none twice. */
  private readonly published = new Set<number>();
  private lastId: number | null = null;

  get size(): number {
    return this.clients.size;
  }

  /** Adds a client that receives changes from now on, held back until `release` (after the replay). */
  add(res: ServerResponse, matchId: number | null): Client {
    const client: Client = { res, matchId, held: [] };
    this.clients.add(client);
    res.on('close', () => this.remove(client));
    // One timer for all clients, running only while there are any.
    this.heartbeat ??= setInterval(() => {
      for (const c of this.clients) if (c.held === null) this.write(c, ': ping\n\n');
    }, HEARTBEAT_MS);
    return client;
  }

  /** Sends the replay, then what arrived meanwhile and was not in it, and streams from then on. */
  release(client: Client, replay: LiveChange[]): void {
    const sent = new Set(replay.map((c) => c.id));
    const held = client.held ?? [];
    client.held = null;
    const text = [...replay, ...held.filter((c) => !sent.has(c.id))].map(formatChange).join('');
    if (text) this.write(client, text);
  }

  remove(client: Client): void {
    if (!this.clients.delete(client)) return;
    if (this.clients.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  publish(change: LiveChange): void {
    if (this.published.has(change.id)) return;
    this.published.add(change.id);
    // Enough to cover the seconds of a reconnect on the busiest evening.
    if (this.published.size > RECENT_IDS) {
      const oldest = this.published.values().next().value;
      if (oldest !== undefined) this.published.delete(oldest);
    }
    this.lastId = Math.max(this.lastId ?? 0, change.id);
    // Formatted once for all clients: a goal on a busy evening goes to thousands.
    const text = formatChange(change);
    for (const client of this.clients) {
      if (client.matchId !== null && client.matchId !== change.match_id) continue;
      if (client.held) client.held.push(change);
      else this.write(client, text);
    }
  }

  /**
   * After the listening connection was lost and is back: publishes what was committed meanwhile,
   * read from the table as a replay would. Before anything was published there is nothing to follow.
   */
  async catchUp(db: Db, now: Date): Promise<void> {
    if (this.lastId === null) return;
    for (const change of await changesAfter(db, this.lastId, now)) this.publish(change);
  }

  /** Ends every stream (the instance shuts down: the clients reconnect to another). */
  closeAll(): void {
    for (const client of [...this.clients]) {
      this.remove(client);
      client.res.end();
    }
  }

  private write(client: Client, text: string): void {
    if (client.res.destroyed) return;
    if (client.res.writableLength > MAX_BACKLOG_BYTES) {
      this.remove(client);
      client.res.destroy();
      return;
    }
    client.res.write(text);
  }
}

const hubs = new WeakMap<Database, LiveHub>();

/** The hub of the app on `database` (the handle is shared by the app's plugin contexts). */
export function liveHub(database: Database): LiveHub {
  let hub = hubs.get(database);
  if (!hub) {
    hub = new LiveHub();
    hubs.set(database, hub);
  }
  return hub;
}

/** Delivers a notification's payload to the hub; one that is no JSON (sent by hand) is dropped. */
export function deliverNotification(hub: LiveHub, payload: string | undefined): void {
  let change: LiveChange;
  try {
    change = JSON.parse(payload ?? '') as LiveChange;
  } catch {
    return;
  }
  hub.publish(change);
}

/** Inside the write's transaction: announced at its commit, never if it rolls back. */
export async function announceLiveChange(tx: Tx, change: LiveChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(change)})`);
}

/**
 * The changes after event `afterId` recorded in the live window (the last LIVE_WINDOW_HOURS), in
 * id order: for each event (an undo too), its match's state right after it.
 */
export async function changesAfter(db: Db, afterId: number, now: Date): Promise<LiveChange[]> {
  const since = new Date(now.getTime() - LIVE_WINDOW_HOURS * HOUR);
  const recent = await db
    .selectDistinct({ matchId: liveEvents.matchId })
    .from(liveEvents)
    .where(and(gt(liveEvents.id, afterId), gte(liveEvents.createdAt, since)));
  if (recent.length === 0) return [];
  const ids = recent.map((r) => r.matchId);
  const sides = await db
    .select({ id: matches.id, homeId: matches.homeId, guestId: matches.guestId })
    .from(matches)
    .where(inArray(matches.id, ids));
  const rows = await db
    .select()
    .from(liveEvents)
    .where(inArray(liveEvents.matchId, ids))
    .orderBy(asc(liveEvents.matchId), asc(liveEvents.id));
  const changes: LiveChange[] = [];
  for (const match of sides) {
    const events = rows.filter((e) => e.matchId === match.id);
    events.forEach((event, i) => {
      if (event.id <= afterId || event.createdAt < since) return;
      changes.push(changeOf(event.id, match.id, liveState(events.slice(0, i + 1), match)));
    });
  }
  return changes.sort((a, b) => a.id - b.id);
}

/** The message for a match's state after event `id`: the minute is that of its latest event that counts. */
export function changeOf(
  id: number,
  matchId: number,
  state: { status: LiveStatus; score: LiveScore; events: { event: { minute: number | null } }[] },
): LiveChange {
  return {
    id,
    match_id: matchId,
    home: state.score.home,
    guest: state.score.guest,
    minute: state.events.at(-1)?.event.minute ?? null,
    status: state.status,
  };
}
