import type { WorkerScope } from './worker-types';

/**
 * A push as the phone shows it (decision 091): the server's payload `{title, body, url, tag}`
 * becomes a notification; a click opens its link on this site. A payload that is not that shape
 * shows nothing, and a link elsewhere opens the home page instead.
 */

export interface ShownPush {
  title: string;
  options: {
    body: string;
    tag: string;
    data: { url: string; receipt?: Receipt };
    icon: string;
    badge: string;
  };
}

/** An item's push carries it; a tap sends it back to /api/openedPush, which spares the item's mail. */
export interface Receipt {
  item: number;
  token: string;
}

const receiptOf = (value: unknown): Receipt | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { item, token } = value as Record<string, unknown>;
  return typeof item === 'number' && typeof token === 'string' ? { item, token } : undefined;
};

const ICON = '/icons/icon-192.png';

export function shownPush(data: unknown): ShownPush | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag, receipt } = data as Record<string, unknown>;
  const kept = receiptOf(receipt);
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  return {
    title,
    options: {
      body,
      tag: typeof tag === 'string' ? tag : '',
      data: { url: typeof url === 'string' ? url : '/', ...(kept ? { receipt: kept } : {}) },
      icon: ICON,
      badge: ICON,
    },
  };
}

/** Where a click on the notification goes: its path on this site, never another origin. */
export function clickTarget(url: unknown, origin: string): string {
  if (typeof url !== 'string') return `${origin}/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** The worker's push and notification-click handlers (sw.ts calls this once at its start). */
export function listenForPushes(worker: WorkerScope): void {
  // A followed team's match event (decision 091): shown as the server worded it.
  worker.addEventListener('push', (event) => {
    let data: unknown = null;
    try {
      data = event.data?.json() ?? null;
    } catch {
      // Not JSON: nothing to show.
    }
    const push = shownPush(data);
    if (push) event.waitUntil(worker.registration.showNotification(push.title, push.options));
  });

  // A tap opens the match's page: in an open tab of the site if there is one, else a new one.
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown; receipt?: Receipt } | null;
    const target = clickTarget(data?.url, worker.location.origin);
    event.waitUntil(
      (async () => {
        // An item of the user's list: opened, so its mail is spared (decision 091). Best effort.
        if (data?.receipt) {
          await fetch('/api/openedPush', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(data.receipt),
          }).catch(() => undefined);
        }
        const [open] = await worker.clients.matchAll({ type: 'window' });
        // navigate() answers null for a tab the worker does not control: then a new one.
        const shown = open ? await open.navigate(target) : null;
        if (shown) await shown.focus();
        else await worker.clients.openWindow(target);
      })(),
    );
  });
}
