import { baseLocale, isLocale, type Locale, locales } from './paraglide/runtime.js';

/**
 * Which language a reader gets (docs/decisions/031-german-and-english.md): the account's choice,
 * else the browser's `lang` cookie (a visitor's choice, and a logged-in user's mirrored there),
 * else the browser's Accept-Language (German when it ranks German above English), else English.
 * Pure functions shared by the server (pages, API sentences) and the browser.
 */

export type { Locale };
export { baseLocale, isLocale, locales };

/** The cookie that holds a visitor's choice; the browser writes it, the server reads it. */
export const LANGUAGE_COOKIE = 'lang';

/** A year: a choice outlives a semester break. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each language's name in itself, for the switch. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', de: 'Deutsch' };

/** The locale a language tag names ('de', 'de-AT', 'EN-gb'), or null for any other. */
export function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
  return isLocale(primary) ? primary : null;
}

/**
 * The locale an Accept-Language header prefers: of the site's languages, the one with the highest
 * weight (q), the earlier one on a tie; English when the header names neither (or is missing).
 * `*` and q=0 choose nothing.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  let best: { locale: Locale; q: number } | null = null;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.split(';');
    const locale = localeOfTag(tag);
    if (!locale) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? baseLocale;
}

/** The locale in a Cookie header's `lang` cookie, or null when there is none or it names no locale. */
export function localeFromCookieHeader(header: string | null | undefined): Locale | null {
  for (const pair of (header ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== LANGUAGE_COOKIE) continue;
    const value = pair.slice(index + 1).trim();
    return isLocale(value) ? value : null;
  }
  return null;
}

export interface LocaleSources {
  /** The account's choice; null when the user has not chosen (or nobody is logged in). */
  account?: string | null;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
}

/** The account's choice, else the cookie, else Accept-Language, else English. */
export function resolveLocale({ account, cookieHeader, acceptLanguage }: LocaleSources): Locale {
  if (account && isLocale(account)) return account;
  return localeFromCookieHeader(cookieHeader) ?? localeFromAcceptLanguage(acceptLanguage);
}

/** The `document.cookie` assignment that stores a choice on this browser. */
export function languageCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
