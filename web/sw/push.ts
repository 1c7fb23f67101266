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
