import type { RequestBody, updateUserRequest } from '../../common/api/requests';
import { isLocale, type Locale, languageCookie, localeFromCookieHeader } from '../../common/i18n/locale';
import { getLocale, setLocale } from '../../common/i18n/messages';
import { apiRequest } from './api-client';
import { paths } from './paths';

/**
 * The page's language (docs/decisions/031-german-and-english.md). The server decides it for each
 * page (the account's choice mirrored in the `lang` cookie, else the cookie, else Accept-Language)
 * and writes it into <html lang>; the app reads it from there before its first render, so the
 * hydrated page says what the server's HTML said (no flash of the other language). Vite's dev
 * server sends its own index.html: there the cookie speaks first.
 */
export function startLocale(): Locale {
  const fromHtml = document.documentElement.lang;
  const fromCookie = import.meta.env.DEV ? localeFromCookieHeader(document.cookie) : null;
  const locale = fromCookie ?? (isLocale(fromHtml) ? fromHtml : 'en');
  setLocale(locale, { reload: false });
  document.documentElement.lang = locale;
  return locale;
}

/** Remembers the language on this browser: the server renders the next page in it. */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads; no Cookie Store API in Safari.
  document.cookie = languageCookie(locale, window.location.protocol === 'https:');
}

/**
 * Switches the site to `locale`: on this browser, and with the account when someone is logged in
 * (mails and feeds follow it), then reloads, so every text, the prerendered page included, comes
 * in the new language.
 */
export async function switchLocale(locale: Locale, loggedIn: boolean): Promise<void> {
  rememberLocale(locale);
  if (loggedIn) {
    // A failure leaves the account's choice as it was; the browser's still changes.
    await apiRequest(paths.api.updateUserByToken, {
      body: { language: locale } satisfies RequestBody<typeof updateUserRequest>,
    }).catch(() => null);
  }
  window.location.reload();
}

/**
 * After login: an account's choice that differs from the page's language is copied to this
 * browser, and the app goes on to `to` by loading it anew, in that language. True when it does.
 */
export function followAccountLocale(language: Locale | null, to: string): boolean {
  if (!language || language === getLocale()) return false;
  rememberLocale(language);
  window.location.assign(to);
  return true;
}
