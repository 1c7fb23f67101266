import { describe, expect, it } from 'vitest';
import { phoneCountryOptions } from './phone';

/** The country picker reads the page's language (decision 031), sorted as that language sorts. */
describe('phoneCountryOptions', () => {
  const label = (locale: 'en' | 'de', code: string) =>
    phoneCountryOptions(locale).find((option) => option.value === code)?.label;

  it('names the countries in English, sorted by their English names', () => {
    expect(label('en', 'DE')).toBe('+49 Germany');
    const names = phoneCountryOptions('en').map((option) => option.label.replace(/^\+\d+ /, ''));
    expect(names.indexOf('Austria')).toBeLessThan(names.indexOf('Germany'));
  });

  it('names them in German, sorted by their German names', () => {
    expect(label('de', 'DE')).toBe('+49 Deutschland');
    expect(label('de', 'AT')).toBe('+43 Österreich');
    const names = phoneCountryOptions('de').map((option) => option.label.replace(/^\+\d+ /, ''));
    // German sorts Ö with O, and Deutschland (Germany) before Frankreich (France).
    expect(names.indexOf('Deutschland')).toBeLessThan(names.indexOf('Frankreich'));
    expect(names.indexOf('Oman')).toBeLessThan(names.indexOf('Österreich'));
    expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Pakistan'));
    expect(phoneCountryOptions('de')).toHaveLength(phoneCountryOptions('en').length);
  });
});
