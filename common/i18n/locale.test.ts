import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  languageCookie,
  localeFromAcceptLanguage,
  localeFromCookieHeader,
  localeOfTag,
  locales,
  resolveLocale,
} from './locale';

describe('localeFromAcceptLanguage', () => {
  it('is German when the browser ranks German above English', () => {
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('de');
    expect(localeFromAcceptLanguage('de')).toBe('de');
    expect(localeFromAcceptLanguage('de-AT')).toBe('de');
    expect(localeFromAcceptLanguage('fr-FR, fr;q=0.9, de;q=0.5')).toBe('de');
    expect(localeFromAcceptLanguage('en;q=0.4, DE-ch;q=0.6')).toBe('de');
  });

  it('is English when English ranks first, on a tie, or when neither is named', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,de;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('en, de')).toBe('en');
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('*')).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });

  it('ignores refused (q=0) and malformed weights', () => {
    expect(localeFromAcceptLanguage('de;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('de;q=abc, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('de;q=2')).toBe('en');
  });

  it('always answers one of the site’s locales, whatever the header', () => {
    fc.assert(fc.property(fc.string(), (header) => locales.includes(localeFromAcceptLanguage(header))));
  });

  it('prefers the language with the higher weight, in either order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.boolean(),
        (de, en, germanFirst) => {
          fc.pre(de !== en);
          const parts = [`de;q=${de / 1000}`, `en;q=${en / 1000}`];
          const header = (germanFirst ? parts : parts.reverse()).join(', ');
          return localeFromAcceptLanguage(header) === (de > en ? 'de' : 'en');
        },
      ),
    );
  });
});

describe('localeFromCookieHeader', () => {
  it('reads the lang cookie among others', () => {
    expect(localeFromCookieHeader('a=1; lang=de; b=2')).toBe('de');
    expect(localeFromCookieHeader('lang=en')).toBe('en');
  });

  it('is null without the cookie or for a value that names no locale', () => {
    expect(localeFromCookieHeader(undefined)).toBeNull();
    expect(localeFromCookieHeader('language=de; xlang=de')).toBeNull();
    expect(localeFromCookieHeader('lang=fr')).toBeNull();
    expect(localeFromCookieHeader('lang=DE')).toBeNull();
  });
});

describe('resolveLocale', () => {
  it('takes the account’s choice, else the cookie, else Accept-Language, else English', () => {
    const browser = { cookieHeader: 'lang=en', acceptLanguage: 'de' };
    expect(resolveLocale({ account: 'de', ...browser })).toBe('de');
    expect(resolveLocale({ account: null, ...browser })).toBe('en');
    expect(resolveLocale({ account: null, cookieHeader: 'lang=fr', acceptLanguage: 'de' })).toBe('de');
    expect(resolveLocale({ acceptLanguage: 'de-DE,de;q=0.9' })).toBe('de');
    expect(resolveLocale({})).toBe('en');
  });

  it('the account wins over anything the browser sends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.string(),
        fc.string(),
        (account, cookieHeader, acceptLanguage) => {
          return resolveLocale({ account, cookieHeader, acceptLanguage }) === account;
        },
      ),
    );
  });
});

describe('language tags and the cookie', () => {
  it('maps tags to locales by their primary subtag', () => {
    expect(localeOfTag('de-DE')).toBe('de');
    expect(localeOfTag(' EN-gb ')).toBe('en');
    expect(localeOfTag('fr')).toBeNull();
  });

  it('writes a cookie the reader parses back', () => {
    for (const locale of locales) {
      const cookie = languageCookie(locale, true);
      expect(cookie).toContain('SameSite=Lax; Secure');
      expect(localeFromCookieHeader(cookie.split(';')[0])).toBe(locale);
    }
  });
});
