/**
 * A push as the phone shows it (decision 091): the server's payload `{title, body, url, tag}`
 * becomes a notification; a click opens its link on this site. A payload that is not that shape
 * shows nothing, and a link elsewhere opens the home page instead.
 */

export interface ShownPush {
  title: string;
  options: { body: string; tag: string; data: { url: string }; icon: string; badge: string };
}

const ICON = '/icons/icon-192.png';

export function shownPush(data: unknown): ShownPush | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  return {
    title,
    options: {
      body,
      tag: typeof tag === 'string' ? tag : '',
      data: { url: typeof url === 'string' ? url : '/' },
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
