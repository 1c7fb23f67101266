import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { and, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import type { z } from 'zod';
import type { PushKind, PushPayload, SubscribePushAnswer, subscribePushRequest } from '../../common/api/push';
import { HOUR } from '../../common/durations';
import { m } from '../../common/i18n/messages';
import { getLocale } from '../../common/i18n/paraglide/runtime.js';
import { wallClockDate } from '../../common/league/kick-off';
import { matches, notificationSettings, notifications, pushSubscriptions, teams } from '../db/schema';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { runInLocale } from '../lib/locale';
import type { CurrentUser } from './auth';
import { settingsOf } from './notifications/settings';
import { pushAddresses, type Resolver, systemResolver } from './push-address';
import { type VapidKeys, vapidKeys } from './push-keys';

/**
 * Push notifications to the phone (docs/PRODUCT.md#live-match-day, decision 091): Web Push
 * subscriptions of visitors and users, and the match events of the teams they follow, sent after
 * the event's write has committed, a few at a time, never holding up the recorder's answer.
 */

/** New subscriptions one client address may make per hour (a university network shares one). */
export const PUSH_SUBSCRIPTIONS_PER_ADDRESS = 30;
/** Pushes on their way at once, per instance. */
export const PUSH_CONCURRENCY = 8;
/** How long a push service keeps an undelivered push: a goal an hour later is old news. */
const PUSH_TTL_SECONDS = 3600;
const POST_TIMEOUT_MS = 10_000;

interface PushState {
  keys: VapidKeys;
  /** Replaced by tests with a stub (no real DNS). */
  resolve: Resolver;
  running: number;
  waiting: (() => void)[];
  /** Per match, the end of its last queued event's pushes: the next event's wait for it. */
  matchQueues: Map<number, Promise<void>>;
}

// Keyed by the database, which every plugin context of one app shares (each route plugin has an
// app object of its own).
const states = new WeakMap<object, PushState>();

/** The app's push state; the first call (the routes' registration, at start) reads or makes the keys. */
export function pushState(app: FastifyInstance): PushState {
  let state = states.get(app.database);
  if (!state) {
    state = {
      keys: vapidKeys(app.config),
      resolve: systemResolver,
      running: 0,
      waiting: [],
      matchQueues: new Map(),
    };
    states.set(app.database, state);
  }
  return state;
}

export type SubscribePushInput = z.output<typeof subscribePushRequest>;

const refusedEndpoint = () => badRequest('push_endpoint_refused', m.server_push_endpoint_refused());

export async function subscribePush(
  app: FastifyInstance,
  user: CurrentUser | null,
  input: SubscribePushInput,
  clientAddress: string,
): Promise<SubscribePushAnswer> {
  const { endpoint, keys } = input.subscription;
  const state = pushState(app);
  if (!(await pushAddresses(endpoint, state.resolve, app.config.pushAllowPrivateEndpoints))) {
    throw refusedEndpoint();
  }
  const followed = [...new Set(input.teams)];
  const kinds = [...new Set(input.kinds)];
  if (followed.length > 0) {
    const found = await app.db.select({ id: teams.id }).from(teams).where(inArray(teams.id, followed));
    if (found.length !== followed.length) throw notFound('team_not_found', m.server_team_not_found());
  }
  // Keyed with the server's secret, so the stored hash does not give the address back.
  const addressHash = createHmac('sha256', app.config.jwtSecret).update(clientAddress).digest('base64url');
  const [recent] = await app.db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.addressHash, addressHash),
        gt(pushSubscriptions.createdAt, new Date(app.clock.now().getTime() - HOUR)),
        ne(pushSubscriptions.endpoint, endpoint),
      ),
    );
  if ((recent?.n ?? 0) >= PUSH_SUBSCRIPTIONS_PER_ADDRESS) {
    throw new HttpError(429, 'push_too_many_subscriptions', m.server_push_too_many_subscriptions(), {
      'Retry-After': '3600',
    });
  }
  const values = {
    p256dh: keys.p256dh,
    auth: keys.auth,
    userId: user?.id ?? null,
    teams: followed,
    kinds,
    language: getLocale(),
  };
  // The same browser subscribing again (other teams, other kinds) changes its one row.
  await app.db
    .insert(pushSubscriptions)
    .values({ endpoint, addressHash, createdAt: app.clock.now(), ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  return { teams: followed, kinds };
}

/** Idempotent, and the same answer whether the endpoint was known: nobody learns of others'. */
export async function unsubscribePush(app: FastifyInstance, endpoint: string): Promise<null> {
  await app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return null;
}

/** A live event worth a push: what addLiveEvent wrote, after its commit. */
export interface MatchPush {
  matchId: number;
  kind: PushKind;
  /** A goal's team credited. */
  teamId: number | null;
  home: number;
  guest: number;
}

/**
 * Sends `event` to the followers of its teams once the recorder's answer has gone, and once the
 * match's events queued before it have gone out: a phone shows the last push of a match's tag, so
 * a goal's push must not overtake the kick-off's (a queue of offline taps arrives at once).
 */
export function queueMatchPush(app: FastifyInstance, event: MatchPush): void {
  const queues = pushState(app).matchQueues;
  const before = queues.get(event.matchId);
  let answered = () => {};
  const start = new Promise<void>((resolve) => {
    answered = resolve;
  });
  const sent = Promise.all([before, start]).then(() => sendMatchPushes(app, event));
  // The next event waits for this one's end, whether it failed or not (afterAnswer logs a failure).
  const done = sent.catch(() => {});
  queues.set(event.matchId, done);
  void done.then(() => {
    if (queues.get(event.matchId) === done) queues.delete(event.matchId);
  });
  app.afterAnswer.run(() => {
    answered();
    return sent;
  });
}

/**
 * Quiet hours (22:00-08:00 league time) let through only the events of a match that kicked off on
 * the evening they began, before 22:00: its late goals and final whistle, not a match at 23:00 or 07:00.
 */
export function pushAllowedAt(now: Date, kickOff: Date | null): boolean {
  const local = wallClockDate(now);
  const hour = local.getUTCHours();
  if (hour >= 8 && hour < 22) return true;
  if (!kickOff || kickOff.getTime() > now.getTime()) return false;
  const evening = new Date(local.getTime() - (hour < 8 ? 24 * HOUR : 0)).toISOString().slice(0, 10);
  const kick = wallClockDate(kickOff);
  return kick.toISOString().slice(0, 10) === evening && kick.getUTCHours() < 22;
}

async function sendMatchPushes(app: FastifyInstance, event: MatchPush): Promise<void> {
  const [match] = await app.db
    .select({ date: matches.date, homeId: matches.homeId, guestId: matches.guestId })
    .from(matches)
    .where(eq(matches.id, event.matchId));
  if (!match || match.homeId === null || match.guestId === null) return;
  if (!pushAllowedAt(app.clock.now(), match.date)) return;
  const names = new Map(
    (
      await app.db
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(inArray(teams.id, [match.homeId, match.guestId]))
    ).map((t) => [t.id, t.name]),
  );
  const followers = await app.db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        sql`(${match.homeId} = any(${pushSubscriptions.teams}) or ${match.guestId} = any(${pushSubscriptions.teams}))`,
        sql`${event.kind} = any(${pushSubscriptions.kinds})`,
      ),
    );
  const title = `${names.get(match.homeId) ?? ''} ${event.home}:${event.guest} ${names.get(match.guestId) ?? ''}`;
  await Promise.all(
    followers.map((subscription) =>
      limited(app, () =>
        deliver(app, subscription, {
          title,
          body: runInLocale(subscription.language, () =>
            event.kind === 'kickoff'
              ? m.server_push_kickoff()
              : event.kind === 'goal'
                ? m.server_push_goal({ team: names.get(event.teamId ?? 0) ?? '' })
                : m.server_push_fulltime(),
          ),
          url: '/matches',
          // One notification per match on the phone: the newest score replaces the one before.
          tag: `match-${event.matchId}`,
        }),
      ),
    ),
  );
}

/** At most PUSH_CONCURRENCY pushes on their way; the rest wait their turn. */
async function limited(app: FastifyInstance, work: () => Promise<void>): Promise<void> {
  const state = pushState(app);
  if (state.running >= PUSH_CONCURRENCY) await new Promise<void>((resolve) => state.waiting.push(resolve));
  state.running++;
  try {
    await work();
  } finally {
    state.running--;
    state.waiting.shift()?.();
  }
}

type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

async function deliver(app: FastifyInstance, subscription: SubscriptionRow, payload: PushPayload) {
  const state = pushState(app);
  // Checked again at send, since DNS may have changed; the connection goes to the address checked.
  const addresses = await pushAddresses(
    subscription.endpoint,
    state.resolve,
    app.config.pushAllowPrivateEndpoints,
  );
  if (!addresses) {
    app.log.warn(
      { subscription: subscription.id },
      'push not sent: the endpoint is no public https address now',
    );
    return;
  }
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: app.config.vapidSubject, ...state.keys },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
      topic: payload.tag,
    },
  );
  let status: number;
  try {
    status = await post(
      details.endpoint,
      details.method,
      details.headers,
      details.body,
      addresses[0] as string,
    );
  } catch (error) {
    app.log.warn({ subscription: subscription.id, err: error }, 'push not delivered');
    return;
  }
  if (status === 404 || status === 410) {
    // The browser gave the subscription up: no second try, ever.
    await app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
  } else if (status < 200 || status >= 300) {
    app.log.warn({ subscription: subscription.id, status }, 'push refused by the push service');
  }
}

/** A POST to the push service, connecting to `address` only (no second DNS answer to trust). */
function post(
  endpoint: string,
  method: string,
  headers: Record<string, string | number>,
  body: Buffer | null,
  address: string,
): Promise<number> {
  const url = new URL(endpoint);
  const family = isIP(address);
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method, headers, lookup: pinned, timeout: POST_TIMEOUT_MS },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service did not answer in time')));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/** How long the mail of a pushed item waits for the push to be opened (then it is spared). */
export const PUSH_SPARES_MAIL_MS = 10 * 60 * 1000;
/** Items pushed per pass of the scheduler job. */
const ITEMS_PER_PASS = 500;

/** The proof in an item's push that the server sent it: opening the push sends it back. */
export const receiptToken = (app: FastifyInstance, item: number): string =>
  createHmac('sha256', app.config.jwtSecret).update(`push-opened:${item}`).digest('base64url');

/**
 * The scheduler job 'pushes' (before the digests): a signed-in user's new notification items of
 * the groups switched on go to the devices they subscribed with their account, outside quiet
 * hours. Each item is claimed (pushed_at) before it is sent, so two instances push it once; its
 * mail then waits PUSH_SPARES_MAIL_MS for the push to be opened (digest.ts).
 */
export async function pushNotificationItems(app: FastifyInstance, now: Date): Promise<void> {
  if (!pushAllowedAt(now, null)) return;
  const claimed = await app.db
    .update(notifications)
    .set({ pushedAt: now })
    .where(
      inArray(
        notifications.id,
        sql`(select ${notifications.id} from ${notifications}
          where ${notifications.pushedAt} is null and ${notifications.mailedAt} is null
            and ${notifications.readAt} is null
            and ${notifications.createdAt} > ${new Date(now.getTime() - PUSH_SPARES_MAIL_MS).toISOString()}::timestamptz
            and exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${notifications.userId})
          order by ${notifications.id} limit ${ITEMS_PER_PASS}
          for update of ${notifications} skip locked)`,
      ),
    )
    .returning();
  if (claimed.length === 0) return;
  const userIds = [...new Set(claimed.map((item) => item.userId))];
  const settings = new Map(
    (
      await app.db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds))
    ).map((row) => [row.userId, settingsOf(row)]),
  );
  const devices = await app.db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  const sends = claimed.flatMap((item) =>
    (settings.get(item.userId) ?? settingsOf(undefined))[item.group]
      ? devices
          .filter((device) => device.userId === item.userId)
          .map((device) =>
            limited(app, () =>
              deliver(app, device, {
                title: item.title,
                body: item.body.split('\n')[0] ?? '',
                url: item.path,
                tag: `item-${item.id}`,
                receipt: { item: item.id, token: receiptToken(app, item.id) },
              }),
            ),
          )
      : [],
  );
  await Promise.all(sends);
}

/**
 * An item's push was opened: the item counts as read (the in-app list shows it so), which spares
 * its mail when that has not gone yet. A wrong token changes nothing and is not told apart.
 */
export async function openedPush(app: FastifyInstance, item: number, token: string): Promise<null> {
  const expected = Buffer.from(receiptToken(app, item));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  await app.db
    .update(notifications)
    .set({ readAt: app.clock.now() })
    .where(and(eq(notifications.id, item), isNull(notifications.readAt)));
  return null;
}
