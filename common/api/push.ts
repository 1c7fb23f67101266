import { z } from 'zod';
import { m } from '../i18n/messages';
import { idField, tokenField } from './fields';

/**
 * Push notifications to the phone (docs/PRODUCT.md#live-match-day, decision 091): the server's VAPID
 * key, and a browser's Web Push subscription with the teams it follows. Requests and answers.
 */

/** The match events a follower may want pushed. */
export const PUSH_KINDS = ['kickoff', 'goal', 'fulltime'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Longest endpoint taken: the push services' URLs are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 1024;
/** Most teams one subscription follows. */
export const PUSH_TEAMS_MAX = 50;

const base64url = (bytes: number, field: string) =>
  z
    .string({ error: () => m.server_field_push_key({ field }) })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: () => m.server_field_push_key({ field }) })
    // Base64url without padding carries 3 bytes in 4 characters (the web bundle has no Buffer).
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, {
      error: () => m.server_field_push_key({ field }),
    });

/** PushSubscription.toJSON() of the browser: endpoint and keys (RFC 8291). */
export const pushSubscriptionField = z.object({
  endpoint: z
    .string({ error: () => m.server_field_push_endpoint() })
    .max(PUSH_ENDPOINT_MAX, { error: () => m.server_field_push_endpoint() })
    .pipe(z.url({ error: () => m.server_field_push_endpoint() })),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    // The browser's P-256 public key, uncompressed (65 bytes), and the 16-byte auth secret.
    p256dh: base64url(65, 'subscription.keys.p256dh'),
    auth: base64url(16, 'subscription.keys.auth'),
  }),
});

export const subscribePushRequest = z.strictObject({
  ...tokenField,
  subscription: pushSubscriptionField,
  teams: z
    .array(idField('team'), { error: () => m.server_field_push_teams({ max: PUSH_TEAMS_MAX }) })
    .max(PUSH_TEAMS_MAX, { error: () => m.server_field_push_teams({ max: PUSH_TEAMS_MAX }) }),
  kinds: z
    .array(z.enum(PUSH_KINDS, { error: () => m.server_field_push_kinds() }), {
      error: () => m.server_field_push_kinds(),
    })
    .min(1, { error: () => m.server_field_push_kinds() }),
});
export type SubscribePushRequest = z.input<typeof subscribePushRequest>;

export const unsubscribePushRequest = z.strictObject({
  ...tokenField,
  endpoint: z.string({ error: () => m.server_field_push_endpoint() }).max(PUSH_ENDPOINT_MAX, {
    error: () => m.server_field_push_endpoint(),
  }),
});
export type UnsubscribePushRequest = z.input<typeof unsubscribePushRequest>;

/** The click on an item's push: which item, and the server's proof that it pushed it. */
export const openedPushRequest = z.strictObject({
  item: z
    .number({ error: () => m.server_field_push_receipt() })
    .int({ error: () => m.server_field_push_receipt() })
    .positive({ error: () => m.server_field_push_receipt() }),
  token: z
    .string({ error: () => m.server_field_push_receipt() })
    .max(64, { error: () => m.server_field_push_receipt() }),
});
export type OpenedPushRequest = z.input<typeof openedPushRequest>;

export const pushKeyAnswer = z.strictObject({ public_key: z.string() });
export type PushKeyAnswer = z.infer<typeof pushKeyAnswer>;

export const subscribePushAnswer = z.strictObject({
  teams: z.array(z.number()),
  kinds: z.array(z.enum(PUSH_KINDS)),
});
export type SubscribePushAnswer = z.infer<typeof subscribePushAnswer>;

/** What the service worker gets in a push (encrypted on the way): shown as a notification. */
export const pushPayload = z.strictObject({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  /** An item of the user's notification list: opening the push sends this back (openedPush). */
  receipt: z.strictObject({ item: z.number(), token: z.string() }).optional(),
});
export type PushPayload = z.infer<typeof pushPayload>;
