import type { PushKeyAnswer, SubscribePushAnswer, SubscribePushRequest } from '../../common/api/push';
import { PUSH_KINDS } from '../../common/api/push';
import { apiData } from './api-client';
import { paths } from './paths';

export const getPushKey = () => apiData<PushKeyAnswer>(paths.api.getPushKey);

export const subscribePush = (body: Omit<SubscribePushRequest, 'access_token'>) =>
  apiData<SubscribePushAnswer>(paths.api.subscribePush, { body });

export const unsubscribePush = (endpoint: string) =>
  apiData<null>(paths.api.unsubscribePush, { body: { endpoint } });

/**
 * This browser's push subscription (decision 091): the teams it follows are kept on the device
 * (a visitor has no account to keep them), and every change sends the whole list again.
 */

const FOLLOWED_KEY = 'league-push-teams';

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

function keepFollowed(teams: number[]): void {
  localStorage.setItem(FOLLOWED_KEY, JSON.stringify(teams));
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

/** Follows `teamId` by push on this device, asking for the permission the first time. */
export async function follow(teamId: number): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushRefused('denied');
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: (await getPushKey()).public_key,
    }));
  const teams = [...new Set([...followedTeams(), teamId])];
  const json = subscription.toJSON();
  await subscribePush({
    subscription: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
    teams,
    kinds: [...PUSH_KINDS],
  });
  keepFollowed(teams);
}

/** Stops `teamId`'s pushes; the last team followed ends the subscription. */
export async function unfollow(teamId: number): Promise<void> {
  const teams = followedTeams().filter((id) => id !== teamId);
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription && teams.length > 0) {
    const json = subscription.toJSON();
    await subscribePush({
      subscription: {
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      },
      teams,
      kinds: [...PUSH_KINDS],
    });
  } else if (subscription) {
    await unsubscribePush(subscription.endpoint);
    await subscription.unsubscribe();
  }
  keepFollowed(teams);
}
