import { z } from 'zod';
import { m } from '../i18n/messages';
import { instantFromWallClock, LEAGUE_TIME_ZONE } from '../league/kick-off';
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
export const wholeNumber = (message: () => string) =>
  z
    .union([z.number({ error: message }), z.string().regex(WHOLE_NUMBER_TEXT, { error: message })], {
      error: message,
    })
    .transform(Number)
    .pipe(z.number().int({ error: message }).max(MAX_ID, { error: message }));

/**
 * What a row id names, with its sentence `Please choose a <what>.`: one sentence each, since
 * German declines the article by the noun ("ein Team", "einen Spieler", "eine Saison").
 */
const CHOOSE = {
  team: m.server_field_choose_team,
  player: m.server_field_choose_player,
  user: m.server_field_choose_user,
  captain: m.server_field_choose_captain,
  match: m.server_field_choose_match,
  proposal: m.server_field_choose_proposal,
  pitch: m.server_field_choose_pitch,
  referee: m.server_field_choose_referee,
  'shoot-out winner': m.server_field_choose_shootout_winner,
  result: m.server_field_choose_result,
  card: m.server_field_choose_card,
  season: m.server_field_choose_season,
  'penalty adjustment': m.server_field_choose_penalty_adjustment,
  'board member': m.server_field_choose_board_member,
  'audit log entry': m.server_field_choose_audit_log_entry,
  invitation: m.server_field_invitation,
} satisfies Record<string, () => string>;

/** The sentence for a missing or wrong id of `what`, in the current language. */
export const chooseSentence =
  (what: keyof typeof CHOOSE): (() => string) =>
  () =>
    CHOOSE[what]();

/** A row id; any problem reads `Please choose a <what>.` */
export const idField = (what: keyof typeof CHOOSE) => {
  const message = chooseSentence(what);
  return wholeNumber(message).pipe(z.number().positive({ error: message }));
};

/** A switch; `field` is the API's name for it (a code, said as it is in every language). */
export const flag = (field: string) => z.boolean({ error: () => m.server_field_true_or_false({ field }) });

export const tokenString = z.string().max(LIMITS.tokenMax);

/** The access token may come in the JSON body (docs/PRODUCT.md#api) or as a Bearer header. */
export const tokenField = { access_token: tokenString.optional() };

/** Trimmed text that must not be empty and has at most `max` characters; the sentences are message functions. */
const text = (max: number, empty: () => string, tooLong: () => string) =>
  z.string({ error: empty }).trim().min(1, { error: empty }).max(max, { error: tooLong });

/**
 * What a name never holds: C0 and C1 control characters (line breaks and tabs among them), the
 * Unicode line and paragraph separators, and the bidirectional marks, embeddings, overrides and
 * isolates (U+202E would show "Paul" reversed, or a team's name running into its neighbour's).
 * A name is one line of text in mails, CSV files, calendar feeds and the audit log.
 */
export const NOT_IN_NAMES = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** A name: text as above, refused with `notPlain` when it holds a character of NOT_IN_NAMES once trimmed. */
const nameText = (max: number, empty: () => string, tooLong: () => string, notPlain: () => string) =>
  text(max, empty, tooLong).refine((name) => !NOT_IN_NAMES.test(name), { error: notPlain });

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

export const nameField = nameText(
  LIMITS.nameMax,
  () => m.auth_field_name_required(),
  () => m.auth_field_name_too_long({ max: LIMITS.nameMax }),
  () => m.auth_field_name_plain(),
);

/** Sign-up's name is the form's Name and Surname joined by a space (docs/PRODUCT.md#data). */
export const signupNameField = nameField.refine((name) => /\S\s+\S/.test(name), {
  error: () => m.auth_field_name_and_surname(),
});

export const teamNameField = nameText(
  LIMITS.nameMax,
  () => m.server_field_team_name_required(),
  () => m.server_field_team_name_too_long({ max: LIMITS.nameMax }),
  () => m.server_field_team_name_plain(),
);

export const nameShortField = nameText(
  LIMITS.nameShortMax,
  () => m.server_field_short_name_required(),
  () => m.server_field_short_name_too_long({ max: LIMITS.nameShortMax }),
  () => m.server_field_short_name_plain(),
);

/**
 * An uploaded image as base64 (or a data URL); the server checks its content. The sentences are
 * those of the server's check, which the API prefixes with the field's name like every problem.
 */
const imageField = z
  .string({ error: () => m.server_field_image_type() })
  .max(LIMITS.logoTextMax, { error: () => m.server_field_image_too_large() });

export const logoField = imageField;
export const photoField = imageField;

/** `name` says the score in the sentences ('home score'), in the current language. */
const scoreField = (name: () => string) =>
  z
    .number({ error: () => m.server_field_score_number({ field: name() }) })
    .int({ error: () => m.server_field_score_whole({ field: name() }) })
    .min(0, { error: () => m.server_field_score_negative({ field: name() }) })
    .max(LIMITS.goalsMax, { error: () => m.server_field_score_max({ field: name(), max: LIMITS.goalsMax }) });
export const homeScoreField = scoreField(() => m.server_field_score_home());
export const guestScoreField = scoreField(() => m.server_field_score_guest());

/** In UTC a four-digit year from 1: year 0 and five-digit years fail in the database. */
export const storable = (time: number) => {
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
};

const DATE_FORMAT = () => m.server_field_date_format();

/**
 * A real calendar day ('2025-02-30' is refused, not moved to March), with a time only together
 * with Z or an offset: without one, the server's own time zone would decide the moment.
 */
const isoMoment = z.union([
  z.iso.date(),
  z.iso.datetime({ offset: true }),
  z.iso.datetime({ offset: true, precision: -1 }),
]);

const DATE_REQUIRED = () => m.server_field_date_required();

/** ISO 8601 ('2025-05-14T18:00:00Z', '2025-05-14'), or 'tbd' to clear the date (null). */
export const matchDateField = z
  .string({ error: DATE_REQUIRED })
  .trim()
  // An empty text (a form's empty input) is no date, not one in the wrong format.
  .min(1, { error: DATE_REQUIRED, abort: true })
  .refine(
    (value) =>
      value.toLowerCase() === 'tbd' || (isoMoment.safeParse(value).success && storable(Date.parse(value))),
    { error: DATE_FORMAT },
  )
  .transform((value) => (value.toLowerCase() === 'tbd' ? null : new Date(value)));

/** A proposed kick-off (docs/PRODUCT.md#moving-a-match): a match date, but not 'tbd'. */
export const proposedDateField = matchDateField.pipe(z.date({ error: () => m.server_field_proposal_date() }));

/**
 * A kick-off as a form's datetime-local input holds it, 'YYYY-MM-DDTHH:mm' on the league's wall
 * clock (docs/PRODUCT.md#dates), as the ISO instant in UTC that the date fields above read. A
 * browser keeps such an input to that or empty; an empty one, or anything typed where the input
 * type is unknown, goes on as it is, for the field to read as the API does.
 */
export function kickOffFromInput(value: string, timeZone: string = LEAGUE_TIME_ZONE): string {
  return instantFromWallClock(value, timeZone)?.toISOString() ?? value;
}

/** A moment of a period filter: ISO 8601 as for a match date, 'tbd' not allowed. */
export const momentField = z
  .string({ error: DATE_FORMAT })
  .trim()
  .refine((value) => isoMoment.safeParse(value).success && storable(Date.parse(value)), {
    error: DATE_FORMAT,
  })
  .transform((value) => new Date(value));

export const scorersField = z
  .array(
    z.strictObject({
      playerId: idField('player'),
      goals: z
        .number({ error: () => m.server_field_goals_number() })
        .int({ error: () => m.server_field_goals_whole() })
        .min(1, { error: () => m.server_field_goals_positive() })
        .max(LIMITS.goalsMax, { error: () => m.server_field_goals_max({ max: LIMITS.goalsMax }) }),
    }),
    { error: () => m.server_field_scorers_list() },
  )
  .max(LIMITS.scorersMax, { error: () => m.server_field_scorers_max({ max: LIMITS.scorersMax }) });

export const seasonNameField = nameText(
  LIMITS.seasonNameMax,
  () => m.server_field_season_name_required(),
  () => m.server_field_season_name_too_long({ max: LIMITS.seasonNameMax }),
  () => m.server_field_season_name_plain(),
);

const DUTIES_RANGE = () => m.server_field_duties_range({ max: LIMITS.dutiesMax });
const DUTIES_WHOLE = () => m.server_field_duties_whole();

export const dutiesField = z
  .number({ error: DUTIES_WHOLE })
  .int({ error: DUTIES_WHOLE })
  .min(-LIMITS.dutiesMax, { error: DUTIES_RANGE })
  .max(LIMITS.dutiesMax, { error: DUTIES_RANGE })
  .refine((n) => n !== 0, { error: () => m.server_field_duties_zero() });

const AUTO_ACCEPT_RANGE = () => m.server_field_auto_accept_range({ max: LIMITS.autoAcceptHoursMax });

export const autoAcceptHoursField = z
  .number({ error: AUTO_ACCEPT_RANGE })
  .int({ error: AUTO_ACCEPT_RANGE })
  .min(0, { error: AUTO_ACCEPT_RANGE })
  .max(LIMITS.autoAcceptHoursMax, { error: AUTO_ACCEPT_RANGE });

export const reasonField = text(
  LIMITS.reasonMax,
  () => m.server_field_reason_required(),
  () => m.server_field_reason_too_long({ max: LIMITS.reasonMax }),
);

export const pitchNameField = nameText(
  LIMITS.pitchNameMax,
  () => m.server_field_pitch_name_required(),
  () => m.server_field_pitch_name_too_long({ max: LIMITS.pitchNameMax }),
  () => m.server_field_pitch_name_plain(),
);

export const addressField = text(
  LIMITS.addressMax,
  () => m.server_field_address_required(),
  () => m.server_field_address_too_long({ max: LIMITS.addressMax }),
);

export const MAP_URL_PROBLEM = () => m.server_field_map_url_invalid();

/** A link a phone opens in its map app or browser: only http(s), never javascript: or data:. */
export const mapUrlField = z
  .string({ error: () => m.server_field_map_url_required() })
  .trim()
  .min(1, { error: () => m.server_field_map_url_required() })
  .max(LIMITS.mapUrlMax, { error: () => m.server_field_map_url_too_long({ max: LIMITS.mapUrlMax }) })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
      } catch {
        return false;
      }
    },
    { error: MAP_URL_PROBLEM },
  );

export const boardNameField = nameText(
  LIMITS.nameMax,
  () => m.server_field_board_name_required(),
  () => m.auth_field_name_too_long({ max: LIMITS.nameMax }),
  () => m.server_field_board_name_plain(),
);

export const boardRoleField = text(
  LIMITS.boardRoleMax,
  () => m.server_field_board_role_required(),
  () => m.server_field_board_role_too_long({ max: LIMITS.boardRoleMax }),
);

export const BOARD_MAIL_PROBLEM = () => m.server_field_board_mail_invalid();

/** Shown publicly on Meet the Team as a mailto link. */
export const boardMailField = z
  .string({ error: BOARD_MAIL_PROBLEM })
  .trim()
  .max(LIMITS.emailMax, { error: () => m.server_field_board_mail_too_long({ max: LIMITS.emailMax }) })
  .pipe(z.email({ error: BOARD_MAIL_PROBLEM }));
