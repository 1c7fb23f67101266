import { z } from 'zod';
import { m } from '../i18n/messages';
import { LIMITS } from '../limits';

/**
 * The fields of the API's requests, each with its limits and its sentences: the server validates
 * with them and the web forms say the same sentence on the field.
 */

/** Ids are PostgreSQL integers: a larger number would fail in the query (a 500), not as "not found". */
export const MAX_ID = 2_147_483_647;

const WHOLE_NUMBER_TEXT = /^-?\d{1,10}$/;

/**
 * A whole number, as a JSON number or as text of digits (what a form's select holds). Not true,
 * "1.0", "" or "0x1": a coercing number() would read those as ids.
 */
export const wholeNumber = (message: string) =>
  z
    .union([z.number({ error: message }), z.string().regex(WHOLE_NUMBER_TEXT, message)], { error: message })
    .transform(Number)
    .pipe(z.number().int(message).max(MAX_ID, message));

/** A row id; any problem reads `Please choose a <what>.` */
export const idField = (what: string) => {
  const message = `Please choose a ${what}.`;
  return wholeNumber(message).pipe(z.number().positive(message));
};

export const flag = (what: string) => z.boolean({ error: `${what} must be true or false.` });

export const tokenString = z.string().max(LIMITS.tokenMax);

/** The access token may come in the JSON body (docs/PRODUCT.md#api) or as a Bearer header. */
export const tokenField = { access_token: tokenString.optional() };

/** Trimmed text that must not be empty and has at most `max` characters; sentences as text or message functions. */
const text = (max: number, empty: string | (() => string), tooLong: string | (() => string)) =>
  z.string({ error: empty }).trim().min(1, { error: empty }).max(max, { error: tooLong });

// Sentences are message functions, said in the reader's language when a value is checked (decision 031).
export const emailField = z
  .string({ error: () => m.auth_field_email_required() })
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, { error: () => m.auth_field_email_too_long({ max: LIMITS.emailMax }) })
  .pipe(z.email({ error: () => m.auth_field_email_invalid() }))
  // .invalid never receives mail (RFC 2606), and deleted accounts' wiped addresses live there: a
  // sign-up holding one would make that account's deletion fail.
  .refine((email) => !email.endsWith('.invalid'), { error: () => m.auth_field_email_invalid() });

const passwordTooLong = () => m.auth_field_password_too_long({ max: LIMITS.passwordMax });

export const newPasswordField = z
  .string({ error: () => m.auth_field_new_password_required() })
  .min(LIMITS.passwordMin, { error: () => m.auth_field_password_too_short({ min: LIMITS.passwordMin }) })
  .max(LIMITS.passwordMax, { error: passwordTooLong });

/** Login checks only the length: a password set under older rules still logs in. */
export const passwordField = z
  .string({ error: () => m.auth_field_password_required() })
  .min(1, { error: () => m.auth_field_password_required() })
  .max(LIMITS.passwordMax, { error: passwordTooLong });

export const CURRENT_PASSWORD_MISSING = m.server_current_password_missing;
export const CURRENT_PASSWORD_WRONG = m.server_current_password_wrong;

/** Change Password asks for the current one (a stolen session alone must not take the account over). */
export const currentPasswordField = z
  .string({ error: CURRENT_PASSWORD_MISSING })
  .min(1, { error: CURRENT_PASSWORD_MISSING })
  .max(LIMITS.passwordMax, { error: CURRENT_PASSWORD_WRONG });

export const nameField = text(
  LIMITS.nameMax,
  () => m.auth_field_name_required(),
  () => m.auth_field_name_too_long({ max: LIMITS.nameMax }),
);

/** Sign-up's name is the form's Name and Surname joined by a space (docs/PRODUCT.md#data). */
export const signupNameField = nameField.refine((name) => /\S\s+\S/.test(name), {
  error: () => m.auth_field_name_and_surname(),
});

export const teamNameField = text(
  LIMITS.nameMax,
  'Please enter a team name.',
  `The team name can have at most ${LIMITS.nameMax} characters.`,
);

export const nameShortField = text(
  LIMITS.nameShortMax,
  'Please enter a short name.',
  `The short name can have at most ${LIMITS.nameShortMax} characters.`,
);

/**
 * An uploaded image as base64 (or a data URL); the server checks its content. The sentences are
 * those of the server's check, which the API prefixes with the field's name like every problem.
 */
const imageField = z
  .string({ error: 'please upload a PNG, JPEG or WebP image.' })
  .max(LIMITS.logoTextMax, 'the image can be at most 1 MB.');

export const logoField = imageField;
export const photoField = imageField;

/** `field` as the API names it in its sentences, e.g. 'home score'. */
export const scoreField = (field: string) =>
  z
    .number({ error: `Please enter the ${field} as a number.` })
    .int(`The ${field} must be a whole number.`)
    .min(0, `The ${field} cannot be negative.`)
    .max(LIMITS.goalsMax, `The ${field} can be at most ${LIMITS.goalsMax}.`);
export const homeScoreField = scoreField('home score');
export const guestScoreField = scoreField('guest score');

/** In UTC a four-digit year from 1: year 0 and five-digit years fail in the database. */
const storable = (time: number) => {
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
};

const DATE_FORMAT = 'Please enter a date in ISO 8601 format, e.g. 2025-05-14T18:00:00Z.';

/**
 * A real calendar day ('2025-02-30' is refused, not moved to March), with a time only together
 * with Z or an offset: without one, the server's own time zone would decide the moment.
 */
const isoMoment = z.union([
  z.iso.date(),
  z.iso.datetime({ offset: true }),
  z.iso.datetime({ offset: true, precision: -1 }),
]);

/** ISO 8601 ('2025-05-14T18:00:00Z', '2025-05-14'), or 'tbd' to clear the date (null). */
export const matchDateField = z
  .string({ error: 'Please enter a date.' })
  .trim()
  .refine(
    (value) =>
      value.toLowerCase() === 'tbd' || (isoMoment.safeParse(value).success && storable(Date.parse(value))),
    DATE_FORMAT,
  )
  .transform((value) => (value.toLowerCase() === 'tbd' ? null : new Date(value)));

/** A moment of a period filter: ISO 8601 as for a match date, 'tbd' not allowed. */
export const momentField = z
  .string({ error: DATE_FORMAT })
  .trim()
  .refine((value) => isoMoment.safeParse(value).success && storable(Date.parse(value)), DATE_FORMAT)
  .transform((value) => new Date(value));

export const scorersField = z
  .array(
    z.strictObject({
      playerId: idField('player'),
      goals: z
        .number({ error: 'Goals must be a number.' })
        .int('Goals must be a whole number.')
        .min(1, 'Only players with more than 0 goals are sent.')
        .max(LIMITS.goalsMax, `At most ${LIMITS.goalsMax} goals.`),
    }),
    { error: 'scorers must be a list.' },
  )
  .max(LIMITS.scorersMax, `At most ${LIMITS.scorersMax} scorers.`);

export const seasonNameField = text(
  LIMITS.seasonNameMax,
  'Please enter a season name.',
  `The season name can have at most ${LIMITS.seasonNameMax} characters.`,
);

const DUTIES_RANGE = `At most ${LIMITS.dutiesMax} duties at a time.`;

export const dutiesField = z
  .number({ error: 'Please enter a whole number of duties.' })
  .int('Please enter a whole number of duties.')
  .min(-LIMITS.dutiesMax, DUTIES_RANGE)
  .max(LIMITS.dutiesMax, DUTIES_RANGE)
  .refine((n) => n !== 0, 'An adjustment of 0 duties changes nothing.');

const AUTO_ACCEPT_RANGE = `Please enter a whole number of hours from 0 to ${LIMITS.autoAcceptHoursMax} (0 = never).`;

export const autoAcceptHoursField = z
  .number({ error: AUTO_ACCEPT_RANGE })
  .int(AUTO_ACCEPT_RANGE)
  .min(0, AUTO_ACCEPT_RANGE)
  .max(LIMITS.autoAcceptHoursMax, AUTO_ACCEPT_RANGE);

export const reasonField = text(
  LIMITS.reasonMax,
  'Please give a reason.',
  `The reason can have at most ${LIMITS.reasonMax} characters.`,
);

export const pitchNameField = text(
  LIMITS.pitchNameMax,
  'Please enter the name of the pitch.',
  `The name of the pitch can have at most ${LIMITS.pitchNameMax} characters.`,
);

export const addressField = text(
  LIMITS.addressMax,
  'Please enter the address of the pitch.',
  `The address can have at most ${LIMITS.addressMax} characters.`,
);

export const MAP_URL_PROBLEM =
  'The map link must be an http(s) address, e.g. https://www.openstreetmap.org/...';

/** A link a phone opens in its map app or browser: only http(s), never javascript: or data:. */
export const mapUrlField = z
  .string({ error: 'Please enter a map link.' })
  .trim()
  .min(1, 'Please enter a map link.')
  .max(LIMITS.mapUrlMax, `The map link can have at most ${LIMITS.mapUrlMax} characters.`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, MAP_URL_PROBLEM);

export const boardNameField = text(
  LIMITS.nameMax,
  'Please enter the name of the board member.',
  `The name can have at most ${LIMITS.nameMax} characters.`,
);

export const boardRoleField = text(
  LIMITS.boardRoleMax,
  'Please enter the role of the board member.',
  `The role can have at most ${LIMITS.boardRoleMax} characters.`,
);

export const BOARD_MAIL_PROBLEM = 'The mail must be a valid e-mail address.';

/** Shown publicly on Meet the Team as a mailto link. */
export const boardMailField = z
  .string({ error: BOARD_MAIL_PROBLEM })
  .trim()
  .max(LIMITS.emailMax, `The mail can have at most ${LIMITS.emailMax} characters.`)
  .pipe(z.email({ error: BOARD_MAIL_PROBLEM }));
