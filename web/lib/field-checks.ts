import { LIMITS } from '../../common/limits';

/**
 * The server's checks of names and scores, with its sentences (server/services/accounts.ts,
 * server/routes/teams.ts, server/routes/matches.ts), so a form says on the field what is wrong
 * instead of passing the server's "field: message" through. Undefined means the value passes.
 */
function textError(value: string, max: number, empty: string, tooLong: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return empty;
  return trimmed.length > max ? tooLong : undefined;
}

export const personNameError = (name: string) =>
  textError(
    name,
    LIMITS.nameMax,
    'Please enter your name.',
    `The name can have at most ${LIMITS.nameMax} characters.`,
  );

export const teamNameError = (name: string) =>
  textError(
    name,
    LIMITS.nameMax,
    'Please enter a team name.',
    `The team name can have at most ${LIMITS.nameMax} characters.`,
  );

export const nameShortError = (nameShort: string) =>
  textError(
    nameShort,
    LIMITS.nameShortMax,
    'Please enter a short name.',
    `The short name can have at most ${LIMITS.nameShortMax} characters.`,
  );

export interface TeamNameErrors {
  name?: string;
  nameShort?: string;
}

/** The two names every team form sends (create and edit). */
export const teamNamesErrors = (name: string, nameShort: string): TeamNameErrors => ({
  name: teamNameError(name),
  nameShort: nameShortError(nameShort),
});

export interface SignupNameErrors {
  name?: string;
  surname?: string;
  /** Sign-up sends `${name} ${surname}` as one name, which the server bounds as a whole. */
  joined?: string;
}

export function signupNameErrors(name: string, surname: string): SignupNameErrors {
  const errors = {
    name: name.trim() === '' ? 'Please enter your name.' : undefined,
    surname: surname.trim() === '' ? 'Please enter your surname.' : undefined,
  };
  if (errors.name || errors.surname) return errors;
  return `${name.trim()} ${surname.trim()}`.length > LIMITS.nameMax
    ? { joined: `Name and surname together can have at most ${LIMITS.nameMax} characters.` }
    : {};
}

/** `field` as the server names it: 'home score' or 'guest score'. */
export function scoreError(value: string | number, field: string): string | undefined {
  if (typeof value !== 'number') return `Please enter the ${field} as a number.`;
  if (!Number.isInteger(value)) return `The ${field} must be a whole number.`;
  if (value < 0) return `The ${field} cannot be negative.`;
  return value > LIMITS.goalsMax ? `The ${field} can be at most ${LIMITS.goalsMax}.` : undefined;
}
