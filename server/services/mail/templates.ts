import type { Locale } from '../../../common/i18n/locale';
import { m } from '../../../common/i18n/messages';
import { runInLocale } from '../../lib/locale';

/**
 * The account mails: subject, plain text and simple HTML, links absolute from config.appUrl, in
 * the recipient's language (accountLocale of their account, never the request's).
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The HTML page around a mail's content, `lang` naming its language (screen readers, hyphenation).
 * Most mails are read on phones: the viewport makes a phone's mail view lay it out at its own
 * width, and the one column only caps its width (no fixed width, no layout table), so it fits 320 px
 * as well as a desktop's reading pane; long addresses wrap anywhere rather than widen the page.
 */
export function mailPage(locale: Locale, content: string): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin: 0; padding: 0; font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #222; overflow-wrap: anywhere; word-wrap: break-word">
<div style="max-width: 600px; margin: 0 auto; padding: 16px">
${content}
</div>
</body></html>`;
}

export const BUTTON_STYLE =
  'display: inline-block; padding: 10px 16px; background: #1c7ed6; color: #fff; text-decoration: none; border-radius: 4px';
export const MUTED_STYLE = 'font-size: 13px; color: #555';

/** The button, and the address spelled out for mail programs that do not show it. */
export function buttonHtml(link: { href: string; label: string }): string {
  return `<p><a href="${escapeHtml(link.href)}" style="${BUTTON_STYLE}">${escapeHtml(link.label)}</a></p>
<p style="${MUTED_STYLE}">${escapeHtml(m.mail_button_fallback())}<br>${escapeHtml(link.href)}</p>`;
}

function layout(locale: Locale, intro: string, link: { href: string; label: string }, footer: string) {
  return mailPage(
    locale,
    `<p>${escapeHtml(m.mail_greeting())}</p>
<p>${escapeHtml(intro)}</p>
${buttonHtml(link)}
<p style="${MUTED_STYLE}">${escapeHtml(footer)}</p>`,
  );
}

/**
 * Mails greet without the account's name: whoever signs up chooses it and can send the mail to
 * any address, so a name like "URGENT: re-verify at https://..." would be phishing in our voice.
 */
function accountMail(
  locale: Locale,
  link: string,
  texts: () => { subject: string; intro: string; button: string; footer: string },
): MailContent {
  return runInLocale(locale, () => {
    const { subject, intro, button, footer } = texts();
    const greeting = m.mail_greeting();
    return {
      subject,
      text: `${greeting}\n\n${intro}\n\n${link}\n\n${footer}\n`,
      html: layout(locale, intro, { href: link, label: button }, footer),
    };
  });
}

export function confirmationMail(appUrl: string, token: string, locale: Locale): MailContent {
  const link = `${appUrl}/api/confirm?token=${encodeURIComponent(token)}`;
  return accountMail(locale, link, () => ({
    subject: m.mail_confirm_subject(),
    intro: m.mail_confirm_intro(),
    button: m.mail_confirm_button(),
    footer: m.mail_confirm_footer(),
  }));
}

/** The link that confirms a second, university address (decision 096): a page with a button, like sign-up's. */
export function universityAddressMail(appUrl: string, token: string, locale: Locale): MailContent {
  const link = `${appUrl}/mail/university?token=${encodeURIComponent(token)}`;
  return accountMail(locale, link, () => ({
    subject: m.mail_university_subject(),
    intro: m.mail_university_intro(),
    button: m.mail_university_button(),
    footer: m.mail_university_footer(),
  }));
}

export function passwordResetMail(appUrl: string, token: string, locale: Locale): MailContent {
  // The token travels in the fragment, so it never reaches a server log or a Referer header.
  const link = `${appUrl}/passwordreset#access_token=${encodeURIComponent(token)}`;
  return accountMail(locale, link, () => ({
    subject: m.mail_reset_subject(),
    intro: m.mail_reset_intro(),
    button: m.mail_reset_button(),
    footer: m.mail_reset_footer(),
  }));
}
