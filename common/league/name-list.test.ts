import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '../i18n/paraglide/runtime.js';
import { someNames } from './name-list';

const english = getLocale;
afterEach(() => overwriteGetLocale(english));

const names = (count: number) => Array.from({ length: count }, (_, i) => `Player ${i + 1}`);

describe('someNames', () => {
  it('lists up to five names as they are', () => {
    expect(someNames([])).toBe('');
    expect(someNames(names(5))).toBe('Player 1, Player 2, Player 3, Player 4, Player 5');
  });

  it('lists five and counts the rest, in the plural the count needs', () => {
    expect(someNames(names(6))).toBe('Player 1, Player 2, Player 3, Player 4, Player 5 and 1 other');
    expect(someNames(names(22))).toBe('Player 1, Player 2, Player 3, Player 4, Player 5 and 17 others');
  });

  it('says it in German', () => {
    overwriteGetLocale(() => 'de');
    expect(someNames(names(6))).toBe('Player 1, Player 2, Player 3, Player 4, Player 5 und 1 weitere Person');
    expect(someNames(names(22))).toBe(
      'Player 1, Player 2, Player 3, Player 4, Player 5 und 17 weitere Personen',
    );
  });
});
