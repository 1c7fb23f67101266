import type { PushKeyAnswer, SubscribePushAnswer, SubscribePushRequest } from '../../common/api/push';
import { PUSH_KINDS } from '../../common/api/push';
import { apiData } from './api-client';
import { paths } from './paths';

export const getPushKey = () => apiData<PushKeyAnswer>(paths.api.getPushKey);

/** `account`: with the session, so the user's own items come too; without, a visitor's. */
export const subscribePush = (body: Omit<SubscribePushRequest, 'access_token'>, account: boolean) =>
  apiData<SubscribePushAnswer>(paths.api.subscribePush, { body, withSession: account });

export const unsubscribePush = (endpoint: string) =>
  apiData<null>(paths.api.unsubscribePush, { body: { endpoint }, withSession: false });

/**
 * This browser's push subscription (decision 091): the teams it follows, and whether it also
 * brings the signed-in user's own items, are kept on the device (a visitor has no account to keep
 * them), and every change sends the whole state again; nothing left to push ends the subscription.
 */

const FOLLOWED_KEY = 'league-push-teams';
const ACCOUNT_KEY = 'league-push-account';

/** What the page can offer: push, the iPhone's home-screen note, or nothing. */
export type PushSupport = 'supported' | 'ios-home-screen' | 'unsupported';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  const ios =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true;
  // Safari on iOS 16.4+ offers push only to a site added to the home screen and opened from there.
  if (ios && !standalone) return 'ios-home-screen';
  const able = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return able ? 'supported' : 'unsupported';
}

export function followedTeams(): number[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(FOLLOWED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Why following failed, for the page to say. */
export class PushRefused extends Error {
  constructor(readonly reason: 'denied' | 'no-worker') {
    super(reason);
  }
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration();
  if (!found) throw new PushRefused('no-worker');
  return found;
}

/** Whether this device gets the signed-in user's own notification items by push. */
export const accountPush = (): boolean => localStorage.getItem(ACCOUNT_KEY) === 'true';

/** The device's subscription, made (asking for the permission the first time) when `create`. */
async function deviceSubscription(create: boolean): Promise<PushSubscription | null> {
  if (create && (await Notification.requestPermission()) !== 'granted') throw new PushRefused('denied');
  const worker = await registration();
  const existing = await worker.pushManager.getSubscription();
  if (existing || !create) return existing;
  return worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: (await getPushKey()).public_key,
  });
}

/** Sends the whole state of this device: its teams and whether the account's items come too. */
async function sync(teams: number[], account: boolean): Promise<void> {
  const subscription = await deviceSubscription(teams.length > 0 || account);
  if (subscription && teams.length === 0 && !account) {
    await unsubscribePush(subscription.endpoint);
    await subscription.unsubscribe();
  } else if (subscription) {
    const json = subscription.toJSON();
    await subscribePush(
      {
        subscription: {
          endpoint: subscription.endpoint,
          keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        },
        teams,
        kinds: [...PUSH_KINDS],
      },
      account,
    );
  }
  localStorage.setItem(FOLLOWED_KEY, JSON.stringify(teams));
  localStorage.setItem(ACCOUNT_KEY, String(account));
}

/** Follows `teamId` by push on this device. */
export const follow = (teamId: number) => sync([...new Set([...followedTeams(), teamId])], accountPush());

/** Stops `teamId`'s pushes. */
export const unfollow = (teamId: number) =>
  sync(
    followedTeams().filter((id) => id !== teamId),
    accountPush(),
  );

/** The signed-in user's own items on this device, or no longer. */
export const setAccountPush = (on: boolean) => sync(followedTeams(), on);
