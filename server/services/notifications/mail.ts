import {
  NOTIFICATION_GROUP_LABELS,
  NOTIFICATION_GROUPS,
  type NotificationGroup,
} from '../../../common/api/notifications';
import { escapeHtml, type MailContent } from '../mail/templates';

/**
 * Notification mails (docs/PRODUCT.md#notifications): one item as its own mail, several as one
 * digest. Plain text and HTML, every link absolute; like the account mails they greet nobody by
 * name (templates.ts says why), and each says why it came and links the settings.
 */

export interface MailedItem {
  group: NotificationGroup;
  title: string;
  body: string;
  /** Absolute. */
  link: string;
}

export interface NotificationLinks {
  /** Dashboard > Settings, the notification switches. */
  settings: string;
  /** The unsubscribe page of this mail's groups. */
  unsubscribe: string;
}

const greeting = 'Hello,';
const muted = 'font-size: 13px; color: #555';
const button =
  'display: inline-block; padding: 10px 16px; background: #1c7ed6; color: #fff; text-decoration: none; border-radius: 4px';

const list = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The groups in the Settings page's order, by their labels. */
const groupsOf = (items: MailedItem[]) =>
  NOTIFICATION_GROUPS.filter((group) => items.some((item) => item.group === group));

function why(items: MailedItem[]): string {
  const groups = groupsOf(items);
  const labels = list(groups.map((group) => `"${NOTIFICATION_GROUP_LABELS[group]}"`));
  return `You get this mail because the notification mails ${labels} are switched on for your Munich University League account.`;
}

function footer(items: MailedItem[], links: NotificationLinks) {
  const reason = why(items);
  const text = `--\n${reason}\nChoose which mails you get: ${links.settings}\nStop ${groupsOf(items).length > 1 ? 'these mails' : 'this kind of mail'} with one click: ${links.unsubscribe}\n`;
  const html = `<hr style="border: 0; border-top: 1px solid #ddd; margin: 24px 0 12px">
<p style="${muted}">${escapeHtml(reason)}<br>
<a href="${escapeHtml(links.settings)}">Choose which mails you get</a> &middot; <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a></p>`;
  return { text, html };
}

const htmlLines = (body: string) => body.split('\n').map(escapeHtml).join('<br>');

const page = (content: string) => `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #222; overflow-wrap: anywhere">
${content}
</body></html>`;

function singleMail(item: MailedItem, links: NotificationLinks): MailContent {
  const end = footer([item], links);
  const body = item.body ? `\n\n${item.body}` : '';
  return {
    subject: item.title,
    text: `${greeting}\n\n${item.title}${body}\n\nOpen it on the league site:\n${item.link}\n\n${end.text}`,
    html: page(`<p>${escapeHtml(greeting)}</p>
<p><strong>${escapeHtml(item.title)}</strong></p>
${item.body ? `<p>${htmlLines(item.body)}</p>\n` : ''}<p><a href="${escapeHtml(item.link)}" style="${button}">Open on the league site</a></p>
<p style="${muted}">If the button does not work, copy this address into your browser:<br>${escapeHtml(item.link)}</p>
${end.html}`),
  };
}

function digestMail(items: MailedItem[], links: NotificationLinks): MailContent {
  const end = footer(items, links);
  const intro = `${items.length} things happened in the Munich University League since your last notification mail:`;
  const text = items
    .map((item, i) => {
      const body = item.body ? `\n${item.body.replace(/^/gm, '   ')}` : '';
      return `${i + 1}. ${item.title}${body}\n   ${item.link}`;
    })
    .join('\n\n');
  const html = items
    .map(
      (item) =>
        `<li style="margin-bottom: 12px"><a href="${escapeHtml(item.link)}" style="font-weight: bold; color: #1c7ed6">${escapeHtml(item.title)}</a>${
          item.body ? `<br>${htmlLines(item.body)}` : ''
        }</li>`,
    )
    .join('\n');
  return {
    subject: `${items.length} updates from the Munich University League`,
    text: `${greeting}\n\n${intro}\n\n${text}\n\n${end.text}`,
    html: page(`<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ol style="padding-left: 20px">
${html}
</ol>
${end.html}`),
  };
}

/** One item: its own mail; several: one digest listing each. */
export function notificationMail(items: MailedItem[], links: NotificationLinks): MailContent {
  const [first] = items;
  if (!first) throw new Error('notificationMail: no items');
  return items.length === 1 ? singleMail(first, links) : digestMail(items, links);
}
