import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { ACCOUNTS_CHANNEL } from './accounts-snapshot';
import { deliverNotification, LIVE_CHANNEL, liveHub } from './live-stream';

export const CACHE_CHANNEL = 'league_public_cache';
/** Names the listening sessions in pg_stat_activity. */
export const LISTENER_NAME = 'league-cache-listener';
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5000;

/**
 * Shares public cache invalidation between app instances on one PostgreSQL database: a write
 * sends NOTIFY after its commit, and every instance LISTENs on a dedicated connection (outside the
 * pool, since a LISTEN lasts as long as its session) and drops its answers on each notification.
 *
 * NOTIFY alone arrives a little later than a client can ask again through the proxy. So a read
 * first makes one round trip on the listening connection: PostgreSQL sends a session every
 * notification committed before its query ends, so after the answer none can still be on its way.
 * Concurrent reads share round trips. Resolves once this instance listens; a connection lost later
 * is re-opened with backoff.
 *
 * The same connection listens on ACCOUNTS_CHANNEL, which a trigger notifies on every change to the
 * accounts (accounts-snapshot.ts), and the accounts snapshot catches up through the same round trips.
 * And on LIVE_CHANNEL, which live events notify (live-stream.ts): the one connection per instance
 * that feeds all of its SSE clients, which catch up from the table when it comes back.
 */
export async function shareCacheInvalidation(app: FastifyInstance, pool: pg.Pool): Promise<void> {
  const cache = app.publicCache;
  const accounts = app.accounts;
  const live = liveHub(app.database);
  // Tags this instance's own announcements: its cache was dropped already when it wrote.
  const instance = randomUUID();
  let listener: pg.Client | null = null;
  let closed = false;
  let everListened = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const lost = (client: pg.Client, error?: unknown) => {
    if (client !== listener || closed) return;
    listener = null;
    // Writes elsewhere go unannounced until we listen again: keep no answers meanwhile.
    cache.setKeepSnapshots(false);
    accounts.setKeep(false);
    app.log.warn({ err: error }, 'public cache listener lost its connection; reconnecting');
    client.end().catch(() => {});
    retryLater();
  };

  const roundTrip = (): Promise<void> => {
    const client = listener;
    const trip = client
      ? client.query('select 1').then(
          () => undefined,
          (error: unknown) => lost(client, error),
        )
      : Promise.resolve();
    inFlight = trip;
    trip.then(() => {
      if (inFlight === trip) inFlight = null;
    });
    return trip;
  };

  const catchUp = () => {
    if (!inFlight) return roundTrip();
    // The trip in flight may have been sent before the caller's write committed: wait for a fresh one.
    queued ??= inFlight.then(() => {
      queued = null;
      return roundTrip();
    });
    return queued;
  };
  accounts.share(catchUp);
  cache.share({
    announce: async () => {
      try {
        await pool.query('select pg_notify($1, $2)', [CACHE_CHANNEL, instance]);
      } catch (error) {
        app.log.error(
          { err: error },
          'could not announce a public cache invalidation to the other instances',
        );
      }
    },
    catchUp,
  });

  const connect = async () => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({
      connectionString: pool.options.connectionString,
      application_name: LISTENER_NAME,
    });
    client.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL) deliverNotification(live, message.payload);
      else if (message.channel === ACCOUNTS_CHANNEL) accounts.drop();
      else if (message.payload !== instance) cache.drop();
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CACHE_CHANNEL}; listen ${ACCOUNTS_CHANNEL}; listen ${LIVE_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    const reconnected = listener === null && everListened;
    listener = client;
    everListened = true;
    retryMs = FIRST_RETRY_MS;
    // The live stream's clients get what was recorded while nobody listened (decision 085).
    if (reconnected) {
      live.catchUp(app.db, app.clock.now()).catch((error: unknown) => {
        app.log.warn({ err: error }, 'the live stream could not catch up after its listener came back');
      });
    }
    // Also drops the answers: notifications sent while we were not listening are lost.
    cache.setKeepSnapshots(true);
    accounts.setKeep(true);
  };

  const retryLater = () => {
    timer = setTimeout(() => {
      timer = null;
      if (closed) return;
      connect().catch((error: unknown) => {
        app.log.warn({ err: error, retryMs }, 'public cache listener could not reconnect');
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        retryLater();
      });
    }, retryMs);
    timer.unref();
  };

  await connect();
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await listener?.end();
  });
}
