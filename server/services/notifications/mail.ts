import { NOTIFICATION_GROUPS, type NotificationGroup } from '../../../common/api/notifications';
import type { Locale } from '../../../common/i18n/locale';
import { m } from '../../../common/i18n/messages';
import { runInLocale } from '../../lib/locale';
import { buttonHtml, escapeHtml, type MailContent, MUTED_STYLE, mailPage } from '../mail/templates';
import { DIGEST_LINES } from './coalesce';
import { bodyLineHtml, type MappedPitch } from './pitch-line';

/**
 * Notification mails (docs/PRODUCT.md#notifications): one item as its own mail, several as one
 * digest. Plain text and HTML, every link absolute; like the account mails they greet nobody by
 * name (templates.ts says why), and each says why it came and links the settings. In the
 * recipient's language; the items' own texts were written in it when they were queued (notify.ts).
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
  /** The user's to-do list, where a digest's items beyond DIGEST_LINES are. */
  todos: string;
  /** The league's pitches: a body's pitch line links its map in the HTML part (pitch-line.ts). */
  pitches: readonly MappedPitch[];
}

/** Each group's name as the Settings page shows it, so the mail names the switch to look for. */
const GROUP_LABELS: Record<NotificationGroup, () => string> = {
  results: m.dashboard_account_notify_results,
  referee: m.dashboard_account_notify_referee,
  dates: m.dashboard_account_notify_dates,
  team: m.dashboard_account_notify_team,
  reminders: m.dashboard_account_notify_reminders,
};

/** "A, B and C" (German "A, B und C"); en-GB, as the site's English has no serial comma. */
const list = (locale: Locale, words: string[]) =>
  new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(words);

/** The groups in the Settings page's order, by their labels. */
const groupsOf = (items: MailedItem[]) =>
  NOTIFICATION_GROUPS.filter((group) => items.some((item) => item.group === group));

function footer(locale: Locale, items: MailedItem[], links: NotificationLinks) {
  const groups = groupsOf(items);
  const reason = m.mail_notify_why({
    groups: list(
      locale,
      groups.map((group) => m.mail_quoted({ text: GROUP_LABELS[group]() })),
    ),
  });
  const text = `--\n${reason}\n${m.mail_notify_settings_text({ url: links.settings })}\n${m.mail_notify_stop_text({ count: groups.length, url: links.unsubscribe })}\n`;
  const html = `<hr style="border: 0; border-top: 1px solid #ddd; margin: 24px 0 12px">
<p style="${MUTED_STYLE}">${escapeHtml(reason)}<br>
<a href="${escapeHtml(links.settings)}">${escapeHtml(m.mail_notify_settings())}</a> &middot; <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(m.mail_unsubscribe())}</a></p>`;
  return { text, html };
}

const htmlLines = (body: string, links: NotificationLinks) =>
  body
    .split('\n')
    .map((line) => bodyLineHtml(line, links.pitches))
    .join('<br>');

function singleMail(locale: Locale, item: MailedItem, links: NotificationLinks): MailContent {
  const end = footer(locale, [item], links);
  const body = item.body ? `\n\n${item.body}` : '';
  const greeting = m.mail_greeting();
  return {
    subject: item.title,
    text: `${greeting}\n\n${item.title}${body}\n\n${m.mail_open_text()}\n${item.link}\n\n${end.text}`,
    html: mailPage(
      locale,
      `<p>${escapeHtml(greeting)}</p>
<p><strong>${escapeHtml(item.title)}</strong></p>
${item.body ? `<p>${htmlLines(item.body, links)}</p>\n` : ''}${buttonHtml({ href: item.link, label: m.mail_open_button() })}
${end.html}`,
    ),
  };
}

function digestMail(locale: Locale, items: MailedItem[], links: NotificationLinks): MailContent {
  const end = footer(locale, items, links);
  const greeting = m.mail_greeting();
  const intro = m.mail_digest_intro({ count: items.length });
  const listed = items.slice(0, DIGEST_LINES);
  const more = items.length - listed.length;
  const moreLine = more > 0 ? m.mail_digest_more({ count: more }) : null;
  const text = listed
    .map((item, i) => {
      const body = item.body ? `\n${item.body.replace(/^/gm, '   ')}` : '';
      return `${i + 1}. ${item.title}${body}\n   ${item.link}`;
    })
    .join('\n\n');
  const html = listed
    .map(
      (item) =>
        `<li style="margin-bottom: 12px"><a href="${escapeHtml(item.link)}" style="font-weight: bold; color: #1c7ed6">${escapeHtml(item.title)}</a>${
          item.body ? `<br>${htmlLines(item.body, links)}` : ''
        }</li>`,
    )
    .join('\n');
  return {
    subject: m.mail_digest_subject({ count: items.length }),
    text: `${greeting}\n\n${intro}\n\n${text}\n\n${moreLine ? `${moreLine}: ${links.todos}\n\n` : ''}${end.text}`,
    html: mailPage(
      locale,
      `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ol style="padding-left: 20px">
${html}
</ol>
${moreLine ? `<p><a href="${escapeHtml(links.todos)}" style="color: #1c7ed6">${escapeHtml(moreLine)}</a></p>\n` : ''}${end.html}`,
    ),
  };
}

/**
 * One item: its own mail; several: one digest listing the first DIGEST_LINES and counting the rest
 * in a line that links the to-do list. In `locale`, the recipient's language.
 */
export function notificationMail(items: MailedItem[], links: NotificationLinks, locale: Locale): MailContent {
  const [first] = items;
  if (!first) throw new Error('notificationMail: no items');
  return runInLocale(locale, () =>
    items.length === 1 ? singleMail(locale, first, links) : digestMail(locale, items, links),
  );
}
