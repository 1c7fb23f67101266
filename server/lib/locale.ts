import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import { baseLocale, isLocale, type Locale, resolveLocale } from '../../common/i18n/locale';
import { overwriteGetLocale } from '../../common/i18n/paraglide/runtime.js';

/**
 * The language of a request's sentences (docs/decisions/031-german-and-english.md): the user's
 * setting, else the `lang` cookie, else Accept-Language, English when nothing says otherwise (so
 * existing clients see no change). An API route's handler runs inside `runInLocale`, so every
 * message function it calls (m.server_...(), a zod field's sentence) speaks that language without
 * being handed it; concurrent requests each keep their own.
 */
const current = new AsyncLocalStorage<{ locale: Locale }>();
overwriteGetLocale(() => current.getStore()?.locale ?? baseLocale);

/** What the browser says: its `lang` cookie, else Accept-Language. */
export function browserLocale(request: FastifyRequest): Locale {
  return resolveLocale({
    cookieHeader: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
}

export function runInLocale<T>(locale: Locale, work: () => T): T {
  return current.run({ locale }, work);
}

/** Once the user is known: their own setting, when they made one, wins over the browser's. */
export function preferAccountLocale(language: string | null | undefined): void {
  const store = current.getStore();
  if (store && language && isLocale(language)) store.locale = language;
}

/**
 * The language of what reaches a user outside their own request (mails, calendar feeds): the
 * account's (set at sign-up to the language the sign-up was made in), English when it has none.
 * Never the current request's: a German captain's mail sent by an English admin's call is German.
 */
export function accountLocale(language: string | null | undefined): Locale {
  return language && isLocale(language) ? language : baseLocale;
}
