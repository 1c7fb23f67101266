import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../api/enums';
import { baseLocale, locales } from './locale';

/**
 * The message catalogues (messages/<area>/<locale>.json, docs/decisions/031-german-and-english.md):
 * Paraglide quietly falls back to English for a message German lacks, so this test is what makes a
 * missing German message, or one that lost or gained a parameter, fail.
 */

const root = join(import.meta.dirname, '..', '..');
const settings = JSON.parse(readFileSync(join(root, 'project.inlang', 'settings.json'), 'utf8'));
const patterns: string[] = settings['plugin.inlang.messageFormat'].pathPattern;

type Message = string | { declarations?: string[]; selectors?: string[]; match: Record<string, string> }[];
type Catalogue = Record<string, Message>;

const areaOf = (pattern: string) => pattern.split('/').at(-2) as string;
const fileOf = (pattern: string, locale: string) => join(root, pattern.replace('{locale}', locale));
const read = (pattern: string, locale: string): Catalogue => {
  const { $schema: _, ...messages } = JSON.parse(readFileSync(fileOf(pattern, locale), 'utf8'));
  return messages;
};

/** The inputs a message takes: `{name}` placeholders and `input name` declarations. */
function inputsOf(message: Message): string[] {
  const texts =
    typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match));
  const found = new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])));
  if (typeof message !== 'string') {
    for (const declaration of message.flatMap((variant) => variant.declarations ?? [])) {
      const input = /^input (\w+)$/.exec(declaration.trim());
      if (input) found.add(input[1]);
    }
  }
  return [...found].filter((name) => name !== undefined).sort();
}

const texts = (message: Message) =>
  typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match));

describe('message catalogues', () => {
  it('list the site’s locales, English first', () => {
    expect(settings.baseLocale).toBe('en');
    expect(settings.locales).toEqual([...locales]);
    expect(baseLocale).toBe('en');
    // The API's and the account's languages are the catalogues' locales.
    expect([...LANGUAGES]).toEqual([...locales]);
  });

  for (const pattern of patterns) {
    const area = areaOf(pattern);
    describe(area, () => {
      it('has a file per locale', () => {
        for (const locale of locales) expect(existsSync(fileOf(pattern, locale)), locale).toBe(true);
      });

      const english = read(pattern, baseLocale);
      for (const locale of locales.filter((l) => l !== baseLocale)) {
        const other = read(pattern, locale);
        it(`has every message in ${locale}, and no other`, () => {
          expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
        });
        it(`has the same parameters in ${locale} as in English`, () => {
          for (const key of Object.keys(english)) {
            const translated = other[key];
            if (translated === undefined) continue;
            expect(inputsOf(translated), key).toEqual(inputsOf(english[key] as Message));
          }
        });
      }

      it(`names each message ${area}_...`, () => {
        for (const key of Object.keys(english)) expect(key).toMatch(new RegExp(`^${area}_[a-z0-9_]+$`));
      });

      it('has no empty text', () => {
        for (const locale of locales) {
          for (const [key, message] of Object.entries(read(pattern, locale))) {
            for (const text of texts(message)) expect(text.trim(), `${locale} ${key}`).not.toBe('');
          }
        }
      });
    });
  }

  it('names each message once across the areas', () => {
    const seen = new Map<string, string>();
    for (const pattern of patterns) {
      for (const key of Object.keys(read(pattern, baseLocale))) {
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, areaOf(pattern));
      }
    }
  });
});
