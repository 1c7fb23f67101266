import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/messages';
import { fieldError } from './field-errors';
import { kickOffFromInput, matchDateField, proposedDateField } from './fields';

/** What the kick-off forms send: their input on the Munich clock as the instant the API's date fields read. */
describe('kickOffFromInput', () => {
  afterEach(() => {
    setLocale('en', { reload: false });
  });

  it('turns Munich wall-clock time into the UTC instant: UTC+1 in winter, UTC+2 in summer', () => {
    expect(kickOffFromInput('2026-11-30T19:00')).toBe('2026-11-30T18:00:00.000Z');
    expect(kickOffFromInput('2027-07-15T19:00')).toBe('2027-07-15T17:00:00.000Z');
  });

  it('on the day the clocks go back (2026-10-25), reads the hour that occurs twice as the first, in summer time', () => {
    expect(kickOffFromInput('2026-10-25T01:59')).toBe('2026-10-24T23:59:00.000Z');
    expect(kickOffFromInput('2026-10-25T02:00')).toBe('2026-10-25T00:00:00.000Z');
    expect(kickOffFromInput('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(kickOffFromInput('2026-10-25T03:00')).toBe('2026-10-25T02:00:00.000Z');
    expect(kickOffFromInput('2026-10-25T18:00')).toBe('2026-10-25T17:00:00.000Z');
  });

  it('on the day the clocks go forward (2027-03-28), moves the hour that does not exist on by one', () => {
    expect(kickOffFromInput('2027-03-28T01:59')).toBe('2027-03-28T00:59:00.000Z');
    // 02:30 is not on any Munich clock that day: it is read as 03:30 summer time.
    expect(kickOffFromInput('2027-03-28T02:30')).toBe('2027-03-28T01:30:00.000Z');
    expect(kickOffFromInput('2027-03-28T03:00')).toBe('2027-03-28T01:00:00.000Z');
    expect(kickOffFromInput('2027-03-28T18:00')).toBe('2027-03-28T16:00:00.000Z');
  });

  it('gives what the API takes: both date fields read the instant back', () => {
    const sent = kickOffFromInput('2027-03-28T02:30');
    expect(matchDateField.parse(sent)).toEqual(new Date('2027-03-28T01:30:00.000Z'));
    expect(proposedDateField.parse(sent)).toEqual(new Date('2027-03-28T01:30:00.000Z'));
  });

  it("passes on what is no wall-clock time as it is, for the field to refuse with the API's sentence", () => {
    expect(kickOffFromInput('')).toBe('');
    expect(kickOffFromInput('2026-02-30T18:00')).toBe('2026-02-30T18:00');
    for (const field of [matchDateField, proposedDateField]) {
      expect(fieldError(field, kickOffFromInput(''))).toBe('Please enter a date.');
      expect(fieldError(field, kickOffFromInput('2026-02-30T18:00'))).toBe(
        'Please enter a date in ISO 8601 format, e.g. 2025-05-14T18:00:00Z.',
      );
      // Half past midnight on 1 January of year 1 in Munich is still year 0 in UTC: not storable.
      expect(fieldError(field, kickOffFromInput('0001-01-01T00:30'))).toBe(
        'Please enter a date in ISO 8601 format, e.g. 2025-05-14T18:00:00Z.',
      );
    }
  });

  it('says the sentences in the current language', () => {
    setLocale('de', { reload: false });
    expect(fieldError(matchDateField, kickOffFromInput(''))).toBe('Bitte gib ein Datum ein.');
    expect(fieldError(proposedDateField, 'tbd')).toBe(
      "Bitte schlag ein Datum und eine Uhrzeit vor; 'tbd' kann nicht vorgeschlagen werden.",
    );
  });
});

describe('matchDateField', () => {
  it('calls an empty or blank date missing, not wrongly formatted', () => {
    expect(fieldError(matchDateField, '')).toBe('Please enter a date.');
    expect(fieldError(matchDateField, '  ')).toBe('Please enter a date.');
    expect(fieldError(matchDateField, undefined)).toBe('Please enter a date.');
    expect(fieldError(matchDateField, '2026-13-01')).toBe(
      'Please enter a date in ISO 8601 format, e.g. 2025-05-14T18:00:00Z.',
    );
    expect(matchDateField.parse(' TBD ')).toBeNull();
  });
});
