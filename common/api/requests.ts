import { z } from 'zod';
import { m } from '../i18n/messages';
import { LIMITS } from '../limits';
import { AUDIT_ACTIONS } from './audit';
import { LANGUAGES, PENALTY_RULES } from './enums';
import {
  addressField,
  autoAcceptHoursField,
  boardMailField,
  boardNameField,
  boardRoleField,
  chooseSentence,
  currentPasswordField,
  dutiesField,
  emailField,
  flag,
  guestScoreField,
  homeScoreField,
  idField,
  logoField,
  mapUrlField,
  matchDateField,
  momentField,
  NOT_IN_NAMES,
  nameField,
  nameShortField,
  newPasswordField,
  passwordField,
  photoField,
  pitchNameField,
  reasonField,
  scorersField,
  seasonNameField,
  signupNameField,
  teamNameField,
  tokenField,
  tokenString,
  wholeNumber,
} from './fields';
import { phoneField } from './phone-field';

/**
 * The body of every API request, defined once: the server validates with it (and describes it at
 * /api/docs), the web forms check their fields with it. `...Request` types are what a client sends.
 */

type WithoutToken<S extends z.ZodType> = Omit<z.input<S>, 'access_token'>;

/**
 * What a web caller writes in a request body: the schema's input without the access token, which
 * web/lib/api-client.ts adds from the current session. A body of nothing else is `Record<string, never>`
 * rather than `{}`, because `{}` would let any stray field through.
 */
export type RequestBody<S extends z.ZodType> = keyof WithoutToken<S> extends never
  ? Record<string, never>
  : WithoutToken<S>;

/** A request that carries nothing but the (optional) access token. */
export const sessionRequest = z.strictObject({ ...tokenField });

// Accounts and sessions.

export const signupRequest = z.strictObject({
  email: emailField,
  password: newPasswordField,
  name: signupNameField,
  phone: phoneField,
});
export type SignupRequest = z.input<typeof signupRequest>;

/**
 * The sign-up form asks for name and surname apart; the API takes them joined by a space, and
 * bounds the joined name.
 */
export const signupNamesForm = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => m.auth_field_first_name_required() })
      .refine((name) => !NOT_IN_NAMES.test(name), { error: () => m.auth_field_name_plain() }),
    surname: z
      .string()
      .trim()
      .min(1, { error: () => m.auth_field_surname_required() })
      .refine((name) => !NOT_IN_NAMES.test(name), { error: () => m.auth_field_name_plain() }),
  })
  .refine(({ name, surname }) => `${name} ${surname}`.length <= LIMITS.nameMax, {
    error: () => m.auth_field_names_too_long({ max: LIMITS.nameMax }),
    path: ['joined'],
    // Said only once both are given, as one sentence for the pair.
    when: (payload) => payload.issues.length === 0,
  });

export const loginRequest = z.strictObject({ email: emailField, password: passwordField });
export type LoginRequest = z.input<typeof loginRequest>;

export const verifyRequest = z.strictObject({ token: tokenString });

export const updateUserRequest = z.strictObject({
  ...tokenField,
  name: nameField.optional(),
  phone: phoneField.optional(),
  /** null forgets the choice: the browser's language applies again. */
  language: z
    .enum(LANGUAGES, { error: () => m.server_field_language() })
    .nullable()
    .optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;

export const emailRequest = z.strictObject({ email: emailField });

/** The token is a reset link's token or a session token. */
/**
 * A reset link's token, or a session token (Settings > Change Password), which also needs
 * current_password; a reset link needs none (the mailbox proves the owner).
 */
export const resetPasswordRequest = z.strictObject({
  access_token: tokenString,
  password: newPasswordField,
  current_password: currentPasswordField.optional(),
});

// Teams.

export const createTeamRequest = z.strictObject({
  ...tokenField,
  name: teamNameField,
  name_short: nameShortField,
  logo: logoField.optional(),
});
export type CreateTeamRequest = z.input<typeof createTeamRequest>;

export const updateTeamLogoRequest = z.strictObject({
  ...tokenField,
  team_id: idField('team'),
  logo: logoField,
});

export const updateSettingsRequest = z.strictObject({
  ...tokenField,
  registration_open: flag('registration_open').optional(),
});

/** team_id -1 withdraws the pending request. */
export const joinTeamRequest = z.strictObject({
  ...tokenField,
  team_id: wholeNumber(chooseSentence('team')).refine((id) => id > 0 || id === -1, {
    error: chooseSentence('team'),
  }),
});

export const acceptPlayerRequest = z.strictObject({
  ...tokenField,
  user_id: idField('user'),
  accept: flag('accept'),
});

export const updateCaptainStatusRequest = z.strictObject({
  ...tokenField,
  player_id: idField('player'),
  make_captain: flag('make_captain'),
});

/** The main captain names a co-captain main captain; an admin any member (docs/PRODUCT.md#teams). */
export const handOverCaptaincyRequest = z.strictObject({
  ...tokenField,
  team_id: idField('team'),
  user_id: idField('user'),
});

export const updateTeamRequest = z.strictObject({
  ...tokenField,
  team_id: idField('team'),
  name: teamNameField.optional(),
  name_short: nameShortField.optional(),
  accepted: flag('accepted').optional(),
  is_active: flag('is_active').optional(),
});
export type UpdateTeamRequest = z.input<typeof updateTeamRequest>;

export const teamRequest = z.strictObject({ ...tokenField, team_id: idField('team') });

export const acceptTeamRequest = z.strictObject({
  ...tokenField,
  team_id: idField('team'),
  captain_id: idField('captain'),
});

export const playerRequest = z.strictObject({ ...tokenField, player_id: idField('player') });

// Match day.

export const updateMatchDateRequest = z.strictObject({
  ...tokenField,
  match_id: idField('match'),
  date: matchDateField,
});

/** pitch_id null: the default pitch. */
export const setMatchPitchRequest = z.strictObject({
  ...tokenField,
  match_id: idField('match'),
  pitch_id: idField('pitch').nullable(),
});

export const assignRefereeRequest = z.strictObject({
  ...tokenField,
  match_id: idField('match'),
  referee_id: idField('referee'),
  slot: z.union([z.literal(1), z.literal(2)], { error: () => m.server_field_referee_slot() }).optional(),
});

export const addResultRequest = z.strictObject({
  ...tokenField,
  match_id: idField('match'),
  home_score: homeScoreField,
  guest_score: guestScoreField,
  shootout_winner_id: idField('shoot-out winner').optional(),
  forfeit: flag('forfeit').optional(),
  /** An admin's unplayed 0:0, final at once with a reason (decision 082). */
  unplayed: flag('unplayed').optional(),
  /** An admin's result final at once (decision 073); its reason is kept in the audit log. */
  final: flag('final').optional(),
  reason: reasonField.optional(),
});
export type AddResultRequest = z.input<typeof addResultRequest>;

export const acceptResultRequest = z.strictObject({ ...tokenField, result_id: idField('result') });

export const addScorersRequest = z.strictObject({
  ...tokenField,
  match_id: idField('match'),
  result_id: idField('result'),
  team_id: idField('team'),
  scorers: scorersField,
});
export type AddScorersRequest = z.input<typeof addScorersRequest>;

// Seasons.

export const addSeasonRequest = z.strictObject({ ...tokenField, name: seasonNameField });
export type AddSeasonRequest = z.input<typeof addSeasonRequest>;

export const seasonRequest = z.strictObject({ ...tokenField, season_id: idField('season') });
/** A GET's query string naming a season (?season_id=3). */
export const seasonQuery = z.strictObject({ season_id: idField('season') });

export const drawCandidatesRequest = z.strictObject({
  ...tokenField,
  season_id: idField('season').optional(),
});

export const setPenaltyRuleRequest = z.strictObject({
  ...tokenField,
  season_id: idField('season'),
  rule: z.enum(PENALTY_RULES, { error: () => m.server_field_penalty_rule() }),
});

export const setAutoAcceptHoursRequest = z.strictObject({
  ...tokenField,
  season_id: idField('season'),
  hours: autoAcceptHoursField,
});

export const addPenaltyAdjustmentRequest = z.strictObject({
  ...tokenField,
  season_id: idField('season'),
  team_id: idField('team'),
  duties: dutiesField,
  reason: reasonField,
});
export type AddPenaltyAdjustmentRequest = z.input<typeof addPenaltyAdjustmentRequest>;

export const removePenaltyAdjustmentRequest = z.strictObject({
  ...tokenField,
  adjustment_id: idField('penalty adjustment'),
});

// Pitches (docs/PRODUCT.md#pitches).

export const addPitchRequest = z.strictObject({
  ...tokenField,
  name: pitchNameField,
  address: addressField,
  map_url: mapUrlField,
});
export type AddPitchRequest = z.input<typeof addPitchRequest>;

export const updatePitchRequest = addPitchRequest.extend({ pitch_id: idField('pitch') });
export type UpdatePitchRequest = z.input<typeof updatePitchRequest>;

export const pitchRequest = z.strictObject({ ...tokenField, pitch_id: idField('pitch') });

// Board members, Meet the Team (docs/PRODUCT.md#board).

export const addBoardMemberRequest = z.strictObject({
  ...tokenField,
  name: boardNameField,
  role: boardRoleField,
  mail: boardMailField,
  photo: photoField,
});
export type AddBoardMemberRequest = z.input<typeof addBoardMemberRequest>;

/** Without a photo the member keeps the current one. */
export const updateBoardMemberRequest = addBoardMemberRequest.extend({
  board_member_id: idField('board member'),
  photo: photoField.optional(),
});
export type UpdateBoardMemberRequest = z.input<typeof updateBoardMemberRequest>;

export const boardMemberRequest = z.strictObject({ ...tokenField, board_member_id: idField('board member') });

/** Every board member's id, in the new order. */
export const reorderBoardMembersRequest = z.strictObject({
  ...tokenField,
  ids: z
    .array(idField('board member'), { error: () => m.server_field_board_ids() })
    .min(1, { error: () => m.server_field_board_ids() })
    .max(LIMITS.boardMembersMax, {
      error: () => m.server_field_board_ids_max({ max: LIMITS.boardMembersMax }),
    })
    .refine((ids) => new Set(ids).size === ids.length, { error: () => m.server_field_board_ids_once() }),
});

// The audit log (docs/PRODUCT.md#audit-log).

/**
 * Filters of the audit log, all optional: a team's entries, a user's (made by them or about them),
 * one action, a period (from inclusive, to exclusive) and the page before an entry's id.
 */
export const getAuditLogRequest = z.strictObject({
  ...tokenField,
  team_id: idField('team').optional(),
  user_id: idField('user').optional(),
  action: z.enum(AUDIT_ACTIONS, { error: () => m.server_field_audit_action() }).optional(),
  from: momentField.optional(),
  to: momentField.optional(),
  before_id: idField('audit log entry').optional(),
});
export type GetAuditLogRequest = z.output<typeof getAuditLogRequest>;
export type AuditLogFilters = z.input<typeof getAuditLogRequest>;
