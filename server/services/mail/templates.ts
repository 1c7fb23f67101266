/** The account mails: subject, plain text and simple HTML, links absolute from config.appUrl. */

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

function layout(
  greeting: string,
  paragraphs: string[],
  link: { href: string; label: string },
  footer: string,
) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #222; overflow-wrap: anywhere">
<p>${escapeHtml(greeting)}</p>
${body}
<p><a href="${escapeHtml(link.href)}" style="display: inline-block; padding: 10px 16px; background: #1c7ed6; color: #fff; text-decoration: none; border-radius: 4px">${escapeHtml(link.label)}</a></p>
<p style="font-size: 13px; color: #555">If the button does not work, copy this address into your browser:<br>${escapeHtml(link.href)}</p>
<p style="font-size: 13px; color: #555">${escapeHtml(footer)}</p>
</body></html>`;
}

/**
 * Mails greet without the account's name: whoever signs up chooses it and can send the mail to
 * any address, so a name like "URGENT: re-verify at https://..." would be phishing in our voice.
 */
const greeting = 'Hello,';

export function confirmationMail(appUrl: string, token: string): MailContent {
  const link = `${appUrl}/api/confirm?token=${encodeURIComponent(token)}`;
  const intro =
    'thank you for signing up for the Munich University League. Please confirm your e-mail address:';
  const footer = 'The link is valid for 24 hours. If you did not sign up, you can ignore this mail.';
  return {
    subject: 'Confirm your e-mail address',
    text: `${greeting}\n\n${intro}\n\n${link}\n\n${footer}\n`,
    html: layout(greeting, [intro], { href: link, label: 'Confirm e-mail address' }, footer),
  };
}

export function passwordResetMail(appUrl: string, token: string): MailContent {
  // The token travels in the fragment, so it never reaches a server log or a Referer header.
  const link = `${appUrl}/passwordreset#access_token=${encodeURIComponent(token)}`;
  const intro =
    'someone asked to reset the password of your Munich University League account. Choose a new one here:';
  const footer =
    'The link is valid for 1 hour and works once. If you did not ask for it, you can ignore this mail.';
  return {
    subject: 'Reset your password',
    text: `${greeting}\n\n${intro}\n\n${link}\n\n${footer}\n`,
    html: layout(greeting, [intro], { href: link, label: 'Choose a new password' }, footer),
  };
}
