import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../common/limits';
import { nameShortError, personNameError, scoreError, signupNameErrors, teamNameError } from './field-checks';

describe('field checks (the server sentences, on the field)', () => {
  it('refuses names of spaces only and names too long once trimmed', () => {
    expect(personNameError('   ')).toBe('Please enter your name.');
    expect(teamNameError(' \t ')).toBe('Please enter a team name.');
    expect(nameShortError('  ')).toBe('Please enter a short name.');
    expect(personNameError('X'.repeat(LIMITS.nameMax + 1))).toBe('The name can have at most 100 characters.');
    expect(teamNameError('X'.repeat(LIMITS.nameMax + 1))).toBe(
      'The team name can have at most 100 characters.',
    );
    expect(nameShortError('ABCDEFGHIJK')).toBe('The short name can have at most 10 characters.');
  });

  it('passes names within the limits, counting them trimmed', () => {
    expect(personNameError(` ${'X'.repeat(LIMITS.nameMax)} `)).toBeUndefined();
    expect(teamNameError('TUM Kickers')).toBeUndefined();
    expect(nameShortError(' TUM ')).toBeUndefined();
  });

  it('checks name and surname of the sign-up one by one, then joined as the server stores them', () => {
    expect(signupNameErrors(' ', '')).toEqual({
      name: 'Please enter your name.',
      surname: 'Please enter your surname.',
    });
    expect(signupNameErrors('Erika', '  ')).toEqual({
      name: undefined,
      surname: 'Please enter your surname.',
    });
    expect(signupNameErrors('Erika', 'Musterfrau')).toEqual({});
    // 50 + ' ' + 49 is exactly the limit; one more character is too many.
    expect(signupNameErrors('X'.repeat(50), 'Y'.repeat(49))).toEqual({});
    expect(signupNameErrors('X'.repeat(50), ` ${'Y'.repeat(50)}`)).toEqual({
      joined: 'Name and surname together can have at most 100 characters.',
    });
  });

  it('says why a score is refused instead of changing it', () => {
    expect(scoreError('', 'home score')).toBe('Please enter the home score as a number.');
    expect(scoreError(2.5, 'home score')).toBe('The home score must be a whole number.');
    expect(scoreError(-2, 'guest score')).toBe('The guest score cannot be negative.');
    expect(scoreError(150, 'guest score')).toBe('The guest score can be at most 99.');
    expect(scoreError(0, 'home score')).toBeUndefined();
    expect(scoreError(LIMITS.goalsMax, 'home score')).toBeUndefined();
  });
});
