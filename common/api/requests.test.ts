import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits';
import { fieldError, fieldErrors } from './field-errors';
import {
  boardNameField,
  guestScoreField,
  homeScoreField,
  nameField,
  nameShortField,
  pitchNameField,
  seasonNameField,
  signupNameField,
  teamNameField,
} from './fields';
import { signupNamesForm } from './requests';

describe('request fields (the sentences the server answers and the forms show on the field)', () => {
  it('refuses names of spaces only and names too long once trimmed', () => {
    expect(fieldError(nameField, '   ')).toBe('Please enter your name.');
    expect(fieldError(teamNameField, ' \t ')).toBe('Please enter a team name.');
    expect(fieldError(nameShortField, '  ')).toBe('Please enter a short name.');
    expect(fieldError(nameField, 'X'.repeat(LIMITS.nameMax + 1))).toBe(
      'The name can have at most 100 characters.',
    );
    expect(fieldError(teamNameField, 'X'.repeat(LIMITS.nameMax + 1))).toBe(
      'The team name can have at most 100 characters.',
    );
    expect(fieldError(nameShortField, 'ABCDEFGHIJK')).toBe('The short name can have at most 10 characters.');
  });

  it('passes names within the limits, counting them trimmed', () => {
    expect(fieldError(nameField, ` ${'X'.repeat(LIMITS.nameMax)} `)).toBeUndefined();
    expect(fieldError(teamNameField, 'TUM Kickers')).toBeUndefined();
    expect(fieldError(nameShortField, ' TUM ')).toBeUndefined();
  });

  it('refuses line breaks, tabs, other control characters and direction marks in every name', () => {
    const names = [
      [nameField, 'The name'],
      [signupNameField, 'The name'],
      [teamNameField, 'The team name'],
      [nameShortField, 'The short name'],
      [seasonNameField, 'The season name'],
      [pitchNameField, 'The name of the pitch'],
      [boardNameField, 'The name of the board member'],
    ] as const;
    const dirty = [
      'P\nM',
      'P\r\nM',
      'P\tM',
      'P\u0007M',
      'P\u007fM',
      'P\u0085M',
      'P\u2028M',
      'P\u202eM',
      'P\u2066M',
      'P\u200fM',
      'P\u061cM',
    ];
    for (const [field, what] of names) {
      for (const value of dirty) {
        expect(fieldError(field, value)).toBe(
          `${what} cannot contain line breaks, tabs, other control characters or text direction marks.`,
        );
      }
      // Around the name they are trimmed away like spaces; letters of any script stay names.
      expect(fieldError(field, '\tPaul Mü\r\n')).toBeUndefined();
      expect(fieldError(field, 'فريق Ø')).toBeUndefined();
    }
    const errors = fieldErrors(signupNamesForm, { name: 'Paul\u202e', surname: 'Mü\nller' });
    expect(errors).toEqual({
      name: 'The name cannot contain line breaks, tabs, other control characters or text direction marks.',
      surname: 'The name cannot contain line breaks, tabs, other control characters or text direction marks.',
    });
  });

  it('checks name and surname of the sign-up one by one, then joined as the server stores them', () => {
    const errors = (name: string, surname: string) => fieldErrors(signupNamesForm, { name, surname });
    expect(errors(' ', '')).toEqual({
      name: 'Please enter your name.',
      surname: 'Please enter your surname.',
    });
    expect(errors('Erika', '  ')).toEqual({
      name: undefined,
      surname: 'Please enter your surname.',
    });
    expect(errors('Erika', 'Musterfrau')).toEqual({});
    // 50 + ' ' + 49 is exactly the limit; one more character is too many.
    expect(errors('X'.repeat(50), 'Y'.repeat(49))).toEqual({});
    expect(errors('X'.repeat(50), ` ${'Y'.repeat(50)}`)).toEqual({
      joined: 'Name and surname together can have at most 100 characters.',
    });
  });

  it('says why a score is refused instead of changing it', () => {
    expect(fieldError(homeScoreField, '')).toBe('Please enter the home score as a number.');
    expect(fieldError(homeScoreField, 2.5)).toBe('The home score must be a whole number.');
    expect(fieldError(guestScoreField, -2)).toBe('The guest score cannot be negative.');
    expect(fieldError(guestScoreField, 150)).toBe('The guest score can be at most 99.');
    expect(fieldError(homeScoreField, 0)).toBeUndefined();
    expect(fieldError(homeScoreField, LIMITS.goalsMax)).toBeUndefined();
  });
});

describe('pitch fields', () => {
  it('takes http(s) map links only, and says so on the field', async () => {
    const { mapUrlField, MAP_URL_PROBLEM } = await import('./fields');
    expect(fieldError(mapUrlField, 'https://www.openstreetmap.org/?mlat=48.18&mlon=11.55')).toBeUndefined();
    expect(fieldError(mapUrlField, ' http://maps.example/pitch ')).toBeUndefined();
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://maps.example/',
      'maps.example/x',
      'https://',
    ]) {
      expect(fieldError(mapUrlField, bad), bad).toBe(MAP_URL_PROBLEM());
    }
    expect(fieldError(mapUrlField, '  ')).toBe('Please enter a map link.');
  });
});
