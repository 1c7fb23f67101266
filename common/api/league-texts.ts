import { z } from 'zod';
import { m } from '../i18n/messages';
import { MINIMUM_SQUAD } from '../league/availability';
import { MATCH_WINDOW_MONTHS } from '../league/match-window';
import { LIMITS } from '../limits';
import { eligibleDomainsField } from './eligibility';
import { LANGUAGES } from './enums';
import { NOT_IN_NAMES, tokenField, wholeNumber } from './fields';

/**
 * The league's details and texts, kept in the database and edited by admins (docs/PRODUCT.md#league-texts,
 * decision 043): the requests, answers and fields of their calls, shared by the server and the
 * dashboard's forms, which say the same sentence under a field as the API does.
 */

/** The texts admins edit, each in every language; the rules themselves stay generated from the season. */
export const LEAGUE_TEXT_KEYS = [
  'home',
  'rules_intro',
  'privacy',
  'imprint',
  'terms',
  'participation',
] as const;
export type LeagueTextKey = (typeof LEAGUE_TEXT_KEYS)[number];

/** Each text as admins know it, in the reader's language (called when shown). */
export const LEAGUE_TEXT_NAMES: Readonly<Record<LeagueTextKey, () => string>> = {
  home: m.dashboard_texts_key_home,
  rules_intro: m.dashboard_texts_key_rules_intro,
  privacy: m.dashboard_texts_key_privacy,
  imprint: m.dashboard_texts_key_imprint,
  terms: m.dashboard_texts_key_terms,
  participation: m.dashboard_texts_key_participation,
};

/**
 * The league's details. Texts name them as {{field}} (e.g. {{street}}), filled in when a page shows
 * the text, so a new address is entered once. `name`, `email` and the postal address are required:
 * the imprint must give them (§ 5 DDG).
 */
export const LEAGUE_DETAIL_FIELDS = [
  'name',
  'email',
  'phone',
  'street',
  'postal_code',
  'city',
  'register',
  'board',
  'content_responsible',
  'instagram',
] as const;
export type LeagueDetailField = (typeof LEAGUE_DETAIL_FIELDS)[number];

/** The details are one line each (the imprint, the footer, mails): no controls or direction marks. */
const oneLine = { error: () => m.dashboard_texts_field_plain() };

const required = (max: number) =>
  z
    .string({ error: () => m.dashboard_texts_field_required() })
    .trim()
    .min(1, { error: () => m.dashboard_texts_field_required() })
    .max(max, { error: () => m.dashboard_texts_field_too_long({ max }) })
    .refine((value) => !NOT_IN_NAMES.test(value), oneLine);

const optional = (max: number) =>
  z
    .string({ error: () => m.dashboard_texts_field_text() })
    .trim()
    .max(max, { error: () => m.dashboard_texts_field_too_long({ max }) })
    .refine((value) => !NOT_IN_NAMES.test(value), oneLine);

/** Only an http(s) address, never javascript: or data:; empty: no profile (the footer shows no icon). */
const profileUrl = optional(LIMITS.mapUrlMax).refine(
  (value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  },
  { error: () => m.dashboard_texts_field_url() },
);

export const leagueDetailFields = {
  name: required(LIMITS.leagueDetailMax),
  email: z
    .string({ error: () => m.dashboard_texts_field_email() })
    .trim()
    .max(LIMITS.emailMax, { error: () => m.dashboard_texts_field_too_long({ max: LIMITS.emailMax }) })
    .pipe(z.email({ error: () => m.dashboard_texts_field_email() })),
  phone: optional(LIMITS.leagueDetailMax),
  street: required(LIMITS.leagueDetailMax),
  postal_code: required(LIMITS.leagueDetailMax),
  city: required(LIMITS.leagueDetailMax),
  register: optional(LIMITS.leagueDetailMax),
  board: optional(LIMITS.leagueDetailMax),
  content_responsible: optional(LIMITS.leagueDetailMax),
  instagram: profileUrl,
} satisfies Record<LeagueDetailField, z.ZodType>;

const windowMonths = () =>
  m.dashboard_texts_field_match_window_months({ min: MATCH_WINDOW_MONTHS.min, max: MATCH_WINDOW_MONTHS.max });

/**
 * The league's setting for the seasons' match windows (docs/PRODUCT.md#dates): whole months after a
 * season's first match. Not a text detail (no {{placeholder}}); left out of an update, it stays.
 */
export const matchWindowMonthsField = wholeNumber(windowMonths).pipe(
  z
    .number()
    .min(MATCH_WINDOW_MONTHS.min, { error: windowMonths })
    .max(MATCH_WINDOW_MONTHS.max, { error: windowMonths }),
);

const squadMinimum = () =>
  m.dashboard_texts_field_minimum_squad({ min: MINIMUM_SQUAD.min, max: MINIMUM_SQUAD.max });

/**
 * The league's minimum squad (docs/PRODUCT.md#availability): fewer players answering yes 48 hours
 * before kick-off is a short squad. A setting like the match window; left out of an update, it stays.
 */
export const minimumSquadField = wholeNumber(squadMinimum).pipe(
  z.number().min(MINIMUM_SQUAD.min, { error: squadMinimum }).max(MINIMUM_SQUAD.max, { error: squadMinimum }),
);

export const leagueTextKeyField = z.enum(LEAGUE_TEXT_KEYS, {
  error: () => m.dashboard_texts_field_key({ keys: LEAGUE_TEXT_KEYS.join(', ') }),
});
export const leagueTextLocaleField = z.enum(LANGUAGES, {
  error: () => m.dashboard_texts_field_locale({ locales: LANGUAGES.join(', ') }),
});

/** Markdown; kept as written (its blank lines and indentation are its structure), only not empty. */
export const leagueTextBodyField = z
  .string({ error: () => m.dashboard_texts_field_body_required() })
  .max(LIMITS.leagueTextMax, {
    error: () => m.dashboard_texts_field_body_too_long({ max: LIMITS.leagueTextMax }),
  })
  .refine((body) => body.trim().length > 0, { error: () => m.dashboard_texts_field_body_required() });

// Requests.

export const updateLeagueDetailsRequest = z.strictObject({
  ...tokenField,
  ...leagueDetailFields,
  match_window_months: matchWindowMonthsField.optional(),
  minimum_squad: minimumSquadField.optional(),
  eligible_domains: eligibleDomainsField.optional(),
});
export type UpdateLeagueDetailsRequest = z.input<typeof updateLeagueDetailsRequest>;

export const updateLeagueTextRequest = z.strictObject({
  ...tokenField,
  key: leagueTextKeyField,
  locale: leagueTextLocaleField,
  body: leagueTextBodyField,
});
export type UpdateLeagueTextRequest = z.input<typeof updateLeagueTextRequest>;

export const leagueTextVersionsRequest = z.strictObject({
  ...tokenField,
  key: leagueTextKeyField,
  locale: leagueTextLocaleField,
});

const chooseVersion = () => m.dashboard_texts_field_version();

export const restoreLeagueTextVersionRequest = z.strictObject({
  ...tokenField,
  version_id: wholeNumber(chooseVersion).pipe(z.number().positive({ error: chooseVersion })),
});

/** The public read of one text (GET), in every language. */
export const leagueTextQuery = z.strictObject({ key: leagueTextKeyField });

// Answers.

export const leagueDetailsAnswer = z.strictObject({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  register: z.string(),
  board: z.string(),
  content_responsible: z.string(),
  instagram: z.string(),
  match_window_months: z
    .number()
    .int()
    .describe("Captains date a season's matches up to this many months after its first kick-off"),
  minimum_squad: z
    .number()
    .int()
    .describe('Fewer players answering yes 48 hours before kick-off is a short squad'),
  eligible_domains: z
    .array(z.string())
    .describe("The universities' mail domains, matched exactly; empty: no eligibility check (decision 096)"),
});
export type LeagueDetails = z.infer<typeof leagueDetailsAnswer>;

/** A text as the visitor pages show it: its current body in every language (the page picks one). */
export const leagueTextAnswer = z.strictObject({
  key: z.enum(LEAGUE_TEXT_KEYS),
  de: z.string(),
  en: z.string(),
});
export type LeagueText = z.infer<typeof leagueTextAnswer>;

const isoTime = z.string().describe('ISO 8601 timestamp (UTC)');

/** One saved version of a text: who saved it (the name they had then) and when. */
export const leagueTextVersionAnswer = z.strictObject({
  id: z.number().int(),
  key: z.enum(LEAGUE_TEXT_KEYS),
  locale: z.enum(LANGUAGES),
  body: z.string(),
  /** Null: the text the site was installed with. */
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  created_at: isoTime,
  /** The version this one brought back (restoreLeagueTextVersion), else null. */
  restored_from: z.number().int().nullable(),
});
export type LeagueTextVersion = z.infer<typeof leagueTextVersionAnswer>;

/** getLeagueTextVersions: newest first, the first one is the current text. */
export const leagueTextVersionsAnswer = z.array(leagueTextVersionAnswer);
