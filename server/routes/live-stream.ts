import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type LiveChange, liveChangeData, liveStreamQuery } from '../../common/api/live';
import { defineRoute } from '../lib/route';
import { parsePayload } from '../lib/validation';
import {
  changesAfter,
  deliverNotification,
  LIVE_CHANNEL,
  LIVE_STREAM_URL,
  liveHub,
  RETRY_MS,
} from '../services/live-stream';

/**
 * GET /api/live: every change of a match's live state as a Server-Sent Event, with the replay of
 * what a reconnecting client missed (docs/PRODUCT.md#live-match-day, decision 085).
 */
export async function liveStreamRoutes(app: FastifyInstance) {
  const hub = liveHub(app.database);
  // PostgreSQL's notifications arrive on cache-notify.ts's listening connection; PGlite's here.
  const pglite = app.database.pglite;
  if (pglite) {
    const unlisten = await pglite.listen(LIVE_CHANNEL, (payload) => deliverNotification(hub, payload));
    app.addHook('onClose', () => unlisten());
  }
  // Open streams would keep the server from closing: end them, the browsers reconnect elsewhere.
  app.addHook('preClose', (done) => {
    hub.closeAll();
    done();
  });

  defineRoute(app, {
    method: 'GET',
    url: LIVE_STREAM_URL,
    summary:
      "Server-Sent Events: a `score` message for every change of a match's live state (each event recorded or undone, kick-off, half time and full time included), its id the live event's id. A reconnecting client sends the last id it received as the Last-Event-ID header (or ?last_event_id=) and first gets every change after it within the live window of 3 hours; last_event_id=0 replays the whole window. match_id follows one match alone. A comment line every 25 seconds keeps proxies from closing the connection. Public",
    auth: 'none',
    query: liveStreamQuery,
    answer: {
      eventStream: liveChangeData,
      event: 'score',
    },
    handler: async ({ request, reply, params }) => {
      const header = request.headers['last-event-id'];
      // The header wins: a browser's EventSource sends it on each reconnect, newer than the address's.
      const lastId =
        typeof header === 'string' && header !== ''
          ? parsePayload(liveStreamQuery, { last_event_id: header }).last_event_id
          : params.last_event_id;
      const matchId = params.match_id ?? null;
      // Listening before the replay is read: what commits meanwhile is held, and sent after it.
      const client = hub.add(reply.raw, matchId);
      let replay: LiveChange[] = [];
      try {
        if (lastId !== undefined) replay = await changesAfter(app.db, lastId, app.clock.now());
      } catch (error) {
        hub.remove(client);
        throw error;
      }
      reply.hijack();
      // Gone while the replay was read: its close already took it out of the hub.
      if (reply.raw.destroyed) return reply;
      reply.raw.writeHead(200, {
        // The security headers and request id set for every answer.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx passes this answer on as it comes, whatever the location's buffering says.
        'x-accel-buffering': 'no',
      });
      reply.raw.write(`retry: ${RETRY_MS}\n\n`);
      hub.release(
        client,
        replay.filter((change) => matchId === null || change.match_id === matchId),
      );
      return reply;
    },
  });
}
