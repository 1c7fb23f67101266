import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, type AuditTarget } from '../../common/api/audit';
import { AVAILABILITY_STATUSES } from '../../common/api/availability';
import { LANGUAGES } from '../../common/api/enums';
import { LEAGUE_TEXT_KEYS } from '../../common/api/league-texts';
import { PROPOSAL_STATUSES } from '../../common/api/match-moves';
import { NOTIFICATION_GROUPS, NOTIFICATION_KINDS } from '../../common/api/notifications';
import { LIVE_KINDS } from '../../common/league/live';
import { CARD_KINDS } from '../../common/league/suspensions';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // Stored lowercase: people type their address in any case.
    mail: text('mail').notNull(),
    // Sign-up requires one (E.164); an admin made by create-admin without --phone has none.
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['USER', 'PLAYER', 'CAPTAIN_PENDING', 'CAPTAIN', 'ADMIN'] })
      .notNull()
      .default('USER'),
    // A pending join request is member_of = team with role USER (docs/PRODUCT.md#roles).
    memberOf: integer('member_of').references(() => teams.id, { onDelete: 'set null' }),
    // When the pending join request was sent (joinTeam); read only while the request is pending,
    // null for requests sent before migration 0020.
    joinRequestedAt: timestamp('join_requested_at', { withTimezone: true }),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    // Bumped whenever older tokens must die (password, role or team change, deletion).
    tokenVersion: integer('token_version').notNull().default(0),
    // The language the user chose for the site, mails and feeds; null until they choose (decision 031).
    language: text('language', { enum: ['en', 'de'] }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_mail_unique').on(t.mail), index('users_member_of_idx').on(t.memberOf)],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameShort: text('name_short').notNull(),
    logoUrl: text('logo_url'),
    accepted: boolean('accepted').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    captainId: integer('captain_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teams_name_unique').on(sql`lower(${t.name})`)],
);

/** Uploaded team logos live in the database so every app instance serves the same file. */
export const teamLogos = pgTable('team_logos', {
  teamId: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: text('data').notNull(),
  hash: text('hash').notNull(),
});

export const seasons = pgTable('seasons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  penaltyRule: text('penalty_rule', { enum: ['credits', 'threshold'] })
    .notNull()
    .default('credits'),
  groupStageClosed: boolean('group_stage_closed').notNull().default(false),
  // A suggested result the other side leaves unanswered this long becomes final by itself; 0 = never.
  autoAcceptHours: integer('auto_accept_hours').notNull().default(72),
  // Level teams are ordered by the fair-play table before the draw of lots (decision 094).
  fairPlayTiebreak: boolean('fair_play_tiebreak').notNull().default(false),
  createdAt: createdAt(),
});

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('groups_season_name_unique').on(t.seasonId, t.name)],
);

export const groupTeams = pgTable(
  'group_teams',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.teamId] })],
);

/**
 * Where matches are played (docs/PRODUCT.md#pitches). Exactly one is the default: a match without a
 * pitch of its own is played there. The partial unique index allows at most one; the services keep
 * one (the default cannot be removed, choosing another unsets the old one in the same transaction).
 */
export const pitches = pgTable(
  'pitches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    mapUrl: text('map_url').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pitches_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('pitches_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    week: integer('week').notNull(),
    matchStage: text('match_stage').notNull(),
    date: timestamp('date', { withTimezone: true }),
    homeId: integer('home_id').references(() => teams.id, { onDelete: 'set null' }),
    guestId: integer('guest_id').references(() => teams.id, { onDelete: 'set null' }),
    refereeTeamId: integer('referee_team_id').references(() => teams.id, { onDelete: 'set null' }),
    refereeId: integer('referee_id').references(() => users.id, { onDelete: 'set null' }),
    refereeTeamId2: integer('referee_team_id_2').references(() => teams.id, { onDelete: 'set null' }),
    refereeId2: integer('referee_id_2').references(() => users.id, { onDelete: 'set null' }),
    // Calendar feeds (common/league/calendar.ts): how often the date (or the pitch) was set, changed
    // or cleared, when that last happened, and the last kick-off the match had (kept when the date is cleared).
    dateSequence: integer('date_sequence').notNull().default(0),
    dateChangedAt: timestamp('date_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastDate: timestamp('last_date', { withTimezone: true }),
    // Null: the default pitch. A pitch in use cannot be removed.
    pitchId: integer('pitch_id').references(() => pitches.id, { onDelete: 'restrict' }),
    // Postponed by the league (postponeMatches): why, shown on the public pages, and when; both
    // cleared when the match gets a date again (matchDateChange).
    postponedReason: text('postponed_reason'),
    postponedAt: timestamp('postponed_at', { withTimezone: true }),
  },
  (t) => [
    index('matches_season_idx').on(t.seasonId),
    uniqueIndex('matches_knockout_stage_unique')
      .on(t.seasonId, t.matchStage)
      .where(sql`${t.groupId} is null`),
  ],
);

export const results = pgTable(
  'results',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    scoreHome: integer('score_home').notNull(),
    scoreGuest: integer('score_guest').notNull(),
    isFinal: boolean('is_final').notNull().default(false),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    // The side that suggested it, fixed when suggested (null: an admin): the other side accepts,
    // whatever becomes of the submitter's membership or account later.
    submittedTeamId: integer('submitted_team_id').references(() => teams.id, { onDelete: 'set null' }),
    shootoutWinnerId: integer('shootout_winner_id').references(() => teams.id, { onDelete: 'set null' }),
    forfeit: boolean('forfeit').notNull().default(false),
    unplayed: boolean('unplayed').notNull().default(false),
    // The team that lost a forfeit 0:3 (declared, a confirmed no-show, or an admin's), and why.
    forfeitTeamId: integer('forfeit_team_id').references(() => teams.id, { onDelete: 'set null' }),
    reason: text('reason'),
    // Made final by the season's deadline rather than by a person (docs/PRODUCT.md#deadlines).
    autoAccepted: boolean('auto_accepted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('results_match_idx').on(t.matchId),
    // Exactly one final result per match, even when both sides accept at the same instant.
    uniqueIndex('results_one_final_per_match').on(t.matchId).where(sql`${t.isFinal}`),
    uniqueIndex('results_one_per_submitter')
      .on(t.matchId, t.submittedBy)
      .where(sql`${t.submittedBy} is not null`),
    check('results_scores_non_negative', sql`${t.scoreHome} >= 0 and ${t.scoreGuest} >= 0`),
  ],
);

export const scorers = pgTable(
  'scorers',
  {
    id: serial('id').primaryKey(),
    resultId: integer('result_id')
      .notNull()
      .references(() => results.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    goalCount: integer('goal_count').notNull(),
  },
  (t) => [
    uniqueIndex('scorers_result_user_unique').on(t.resultId, t.userId),
    check('scorers_goals_positive', sql`${t.goalCount} > 0`),
  ],
);

export const missedRefereeDuties = pgTable(
  'missed_referee_duties',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('missed_duty_match_slot_unique').on(t.matchId, t.slot)],
);

/**
 * A captain's claim that the other team did not come (docs/PRODUCT.md#forfeits-and-unplayed-matches):
 * one per match, so of two claims at once exactly one is stored; confirmed by an appointed referee
 * of the match or an admin, which makes the match a final 0:3 against the team that did not come.
 */
export const noShowClaims = pgTable('no_show_claims', {
  id: serial('id').primaryKey(),
  matchId: integer('match_id')
    .notNull()
    .unique('no_show_claims_match_unique')
    .references(() => matches.id, { onDelete: 'cascade' }),
  teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
  claimedBy: integer('claimed_by').references(() => users.id, { onDelete: 'set null' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

/** Admin corrections in missed-duty units (positive adds duties, negative forgives them). */
export const penaltyAdjustments = pgTable('penalty_adjustments', {
  id: serial('id').primaryKey(),
  seasonId: integer('season_id')
    .notNull()
    .references(() => seasons.id, { onDelete: 'cascade' }),
  teamId: integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  duties: integer('duties').notNull(),
  reason: text('reason').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'reset'] }).notNull(),
    // Only the SHA-256 of the token is stored: a database leak gives no usable link.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_hash_unique').on(t.tokenHash)],
);

/**
 * Secret personal calendar feeds, one live link per user. The link's token is an HMAC (keyed by
 * JWT_SECRET) of the random nonce, so the settings can show it again while the database alone
 * gives no usable link; feeds are looked up by the token's SHA-256.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_hash_unique').on(t.tokenHash)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // Extra headers, e.g. List-Unsubscribe on notification mails.
    headers: jsonb('headers').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    // Set when the last retry failed: the worker stops, admins see it (getFailedMails) and may resend.
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/** Which notification mails a user wants (no row: all of them), and when the last one went out. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  results: boolean('results').notNull().default(true),
  referee: boolean('referee').notNull().default(true),
  dates: boolean('dates').notNull().default(true),
  team: boolean('team').notNull().default(true),
  reminders: boolean('reminders').notNull().default(true),
  // The batching window: at most one notification mail per user per 10 minutes.
  lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
});

/**
 * Notification items waiting for their mail, written in the transaction of the change that causes
 * them; the digest job turns a user's waiting items into one mail (docs/PRODUCT.md#notifications).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    group: text('group', { enum: NOTIFICATION_GROUPS }).notNull(),
    // One sentence: a digest lists these, a single item's mail uses it as its subject.
    title: text('title').notNull(),
    // Further lines for a mail of this item alone or under its title in a digest.
    body: text('body').notNull().default(''),
    // Where the user acts: an app path, made absolute with APP_URL when mailed.
    path: text('path').notNull(),
    // What the item tells and about which object (decision 058); null on items queued before 0016.
    kind: text('kind', { enum: NOTIFICATION_KINDS }),
    objectId: integer('object_id'),
    createdAt: createdAt(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    // Opened or marked read in the in-app list (decision 090); independent of the mail.
    readAt: timestamp('read_at', { withTimezone: true }),
    // Pushed to the user's devices (decision 091): its mail waits 10 minutes, and an opened push spares it.
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_waiting_idx').on(t.userId).where(sql`${t.mailedAt} is null`),
    // The in-app list: a user's newest items first.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** Reminders already sent: each once per match, kind and slot, whatever the restarts or instances. */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'referee_slot',
        'missing_result',
        'unanswered_result',
        'availability',
        'short_squad',
        'fair_play',
      ],
    }).notNull(),
    // The referee slot (1 or 2), the result's id for an unanswered suggestion, the hours before
    // kick-off of an availability reminder (72 or 48), the team's id of a short squad or of a side
    // reminded to rate fair play; 0 otherwise.
    slot: integer('slot').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.kind, t.slot] })],
);

/** Who is coming (docs/PRODUCT.md#availability): one answer per player and match, changed in place. */
export const availability = pgTable(
  'availability',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AVAILABILITY_STATUSES }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.userId] }),
    check('availability_status', sql`${t.status} in ('yes', 'no', 'maybe')`),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Shared rate-limit counters, so several app instances enforce one limit. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Sessions ended by logout before their expiry: the token's jti, kept until the token would expire. */
export const endedSessions = pgTable('ended_sessions', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const boardMembers = pgTable('board_members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  mail: text('mail').notNull(),
  imgUrl: text('img_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Uploaded board photos, scaled like team logos and kept in the database (shared by every instance). */
export const boardPhotos = pgTable('board_photos', {
  boardMemberId: integer('board_member_id')
    .primaryKey()
    .references(() => boardMembers.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: text('data').notNull(),
  hash: text('hash').notNull(),
});

/**
 * The league's details (docs/PRODUCT.md#league-texts): one row (id 1), edited by admins. Texts
 * name its fields as {{field}}; the imprint and the privacy policy show them.
 */
export const leagueDetails = pgTable(
  'league_details',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    register: text('register').notNull().default(''),
    board: text('board').notNull().default(''),
    contentResponsible: text('content_responsible').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    // How long after a season's first match captains may date its matches (docs/PRODUCT.md#dates).
    matchWindowMonths: integer('match_window_months').notNull().default(6),
    // Fewer yes answers than this 48 hours before kick-off is a short squad (docs/PRODUCT.md#availability).
    minimumSquad: integer('minimum_squad').notNull().default(11),
    // The universities' mail domains, matched exactly; empty: no eligibility check (decision 096).
    eligibleDomains: jsonb('eligible_domains').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    check('league_details_one_row', sql`${t.id} = 1`),
    check('league_details_match_window_months', sql`${t.matchWindowMonths} between 1 and 24`),
    check('league_details_minimum_squad', sql`${t.minimumSquad} between 1 and 30`),
  ],
);

/**
 * This installation, one row made by its migration: what must not change when the site moves to
 * another address. Calendar events' UIDs end in calendar_domain, so subscribed calendars keep each
 * event when APP_URL changes; a backup carries it, so a restored site keeps it too.
 */
export const site = pgTable(
  'site',
  {
    id: integer('id').primaryKey().default(1),
    calendarDomain: text('calendar_domain').notNull().default(sql`gen_random_uuid()::text || '.league'`),
  },
  (t) => [check('site_one_row', sql`${t.id} = 1`)],
);

/**
 * Every saved version of the league's texts (decision 043): a save adds a row, nothing is changed
 * or removed, and the newest row of a key and locale is the text shown. A restore adds a copy of
 * the old version (restored_from), so the history reads in the order things happened. The author's
 * name is kept as it was, like the audit log's, and outlives the account.
 */
export const leagueTextVersions = pgTable(
  'league_text_versions',
  {
    id: serial('id').primaryKey(),
    key: text('key', { enum: LEAGUE_TEXT_KEYS }).notNull(),
    locale: text('locale', { enum: LANGUAGES }).notNull(),
    body: text('body').notNull(),
    // Null: the text the site was installed with (migration 0012), or an account since deleted.
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
  },
  (t) => [index('league_text_versions_current_idx').on(t.key, t.locale, t.id)],
);

/**
 * Every write by an admin or a captain (and a few of everybody's: a team registered, a member
 * leaving), recorded in the transaction of the write (docs/PRODUCT.md#audit-log, decision 034).
 * No foreign keys: entries outlive the accounts, teams, matches and seasons they name, with the
 * names as they were. A trigger (migration 0008) refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // Null: the league itself (the scheduler's auto-accept).
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    // What the entry is about, readable without the rows it names (they may be gone).
    targetLabel: text('target_label').notNull(),
    // Every team the entry concerns (a match's two teams, a referee team): a captain sees them.
    teamIds: integer('team_ids').array().notNull().default(sql`'{}'::integer[]`),
    matchId: integer('match_id'),
    seasonId: integer('season_id'),
    targetUserId: integer('target_user_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    // What the entry is about as data, named in the reader's language when read (decision 061);
    // null: an entry written before, whose target_label migration 0019 could not read.
    data: jsonb('data').$type<AuditTarget>(),
  },
  (t) => [
    index('audit_log_team_ids_idx').using('gin', t.teamIds),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_target_user_idx').on(t.targetUserId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);

/**
 * A captain's proposal to move a dated match (docs/PRODUCT.md#moving-a-match): the other team's
 * captains or an admin accept it (the date changes) or decline it. `kick_off` is the date it would
 * move; a proposal is open only while the match still has that date and neither kick-off has passed
 * (common/league/match-moves.ts).
 */
export const matchDateProposals = pgTable(
  'match_date_proposals',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    date: timestamp('date', { withTimezone: true }).notNull(),
    kickOff: timestamp('kick_off', { withTimezone: true }).notNull(),
    // The side that proposed, fixed when proposed: the other side answers.
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull().default('open'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open proposal per match, even when both sides propose at the same instant.
    uniqueIndex('match_date_proposals_one_open').on(t.matchId).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * A match's live events (docs/PRODUCT.md#live-match-day, decision 084), in id order: what a referee,
 * a captain or an admin tapped on the pitch. Never changed: an undo is an event of its own naming
 * the event it took back. `event_id` is the recording phone's id of the event: a resend (an offline
 * queue sending again) finds the stored event instead of adding one. A final whistle keeps the
 * result it suggested, which its undo withdraws while it is not accepted.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    eventId: text('event_id'),
    kind: text('kind', { enum: LIVE_KINDS }).notNull(),
    // Goals and own goals: the team credited; the player who scored it (an own goal: of the other side).
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    playerId: integer('player_id').references(() => users.id, { onDelete: 'set null' }),
    minute: integer('minute'),
    undoesId: integer('undoes_id').references((): AnyPgColumn => liveEvents.id, { onDelete: 'cascade' }),
    resultId: integer('result_id').references(() => results.id, { onDelete: 'set null' }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_events_match_idx').on(t.matchId, t.id),
    uniqueIndex('live_events_match_event_unique').on(t.matchId, t.eventId),
    check('live_events_minute_range', sql`${t.minute} between 0 and 200`),
  ],
);

/**
 * Cards shown in a match (docs/PRODUCT.md#discipline, decision 087), recorded with a suggested
 * result by a captain of either team, an appointed referee of the match or an admin; final with
 * their result (the result's other suggestions go, and their cards with them). `team_id` is the
 * player's team when the card was recorded: the team whose later matches serve the ban.
 * `recorded_team_id` is the recording captain's team (null: a referee or an admin). A dispute
 * (the other side or a referee) waits for an admin: the card counts once the admin keeps it, and
 * an admin who removes it deletes the row (the audit log keeps it).
 */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    resultId: integer('result_id')
      .notNull()
      .references(() => results.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: CARD_KINDS }).notNull(),
    minute: integer('minute'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedTeamId: integer('recorded_team_id').references(() => teams.id, { onDelete: 'set null' }),
    disputedBy: integer('disputed_by').references(() => users.id, { onDelete: 'set null' }),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeNote: text('dispute_note'),
    // An admin kept the disputed card: it counts from then on.
    keptAt: timestamp('kept_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One card per player and result: a player sent off after a yellow has the yellow-red only.
    uniqueIndex('cards_result_player_unique').on(t.resultId, t.playerId),
    index('cards_match_idx').on(t.matchId),
    check('cards_kind', sql`${t.kind} in ('yellow', 'yellow_red', 'red')`),
    check('cards_minute_range', sql`${t.minute} between 0 and 200`),
  ],
);

/** A season's discipline rules (setDisciplineRules); a season without a row has the defaults. */
export const disciplineRules = pgTable('discipline_rules', {
  seasonId: integer('season_id')
    .primaryKey()
    .references(() => seasons.id, { onDelete: 'cascade' }),
  yellowLimit: integer('yellow_limit').notNull(),
  yellowBan: integer('yellow_ban').notNull(),
  yellowRedBan: integer('yellow_red_ban').notNull(),
  redBan: integer('red_ban').notNull(),
});

/**
 * Fair-play ratings (docs/PRODUCT.md#fair-play, decision 094): a captain of `rater_team_id` rates,
 * once per match, the other team (`team_id`) and each appointed referee (`referee_id`), 1 to 5.
 * Hidden until both sides rated or 48 hours after the match's first result; a side missing then
 * counts as 3 (common/league/fair-play.ts), never stored.
 */
export const fairPlayRatings = pgTable(
  'fair_play_ratings',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    raterTeamId: integer('rater_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    ratedBy: integer('rated_by').references(() => users.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    refereeId: integer('referee_id').references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('fair_play_ratings_team_unique')
      .on(t.matchId, t.raterTeamId, t.teamId)
      .where(sql`${t.teamId} is not null`),
    uniqueIndex('fair_play_ratings_referee_unique')
      .on(t.matchId, t.raterTeamId, t.refereeId)
      .where(sql`${t.refereeId} is not null`),
    index('fair_play_ratings_match_idx').on(t.matchId),
    check('fair_play_ratings_score_range', sql`${t.score} between 1 and 5`),
    check('fair_play_ratings_one_subject', sql`(${t.teamId} is null) <> (${t.refereeId} is null)`),
  ],
);

/** An admin's length for the ban a card gave (adjustSuspension): 0 lifts it; the reason is audited too. */
export const banLengths = pgTable('ban_lengths', {
  cardId: integer('card_id')
    .primaryKey()
    .references(() => cards.id, { onDelete: 'cascade' }),
  matches: integer('matches').notNull(),
  reason: text('reason').notNull(),
  setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
  setAt: timestamp('set_at', { withTimezone: true }).notNull(),
});

/**
 * Web Push subscriptions (decision 091): a browser's push endpoint and keys, the teams it follows
 * and the kinds of match events it wants. A visitor's has no user; the address hash counts the
 * subscriptions one client address made (the budget per address), without keeping the address.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    teams: integer('teams').array().notNull(),
    kinds: text('kinds').array().notNull(),
    // The pushes' language: the page's at subscribing (a visitor has no account to say it).
    language: text('language', { enum: ['en', 'de'] }).notNull(),
    addressHash: text('address_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_address_idx').on(t.addressHash, t.createdAt),
  ],
);

/**
 * A free agent's profile (docs/PRODUCT.md#free-agents, decision 098): one per user, shown to
 * captains until `until`. team_id is the user's team when it was put up (null: none); once the
 * user's team differs (they joined one, or left theirs) the profile is gone from the list.
 */
export const freeAgents = pgTable('free_agents', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  positions: text('positions').array().notNull(),
  weekdays: text('weekdays').array().notNull(),
  note: text('note').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  helpOut: boolean('help_out').notNull(),
  teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A captain's invitation of a free agent (decision 098): to the team (match_id null) or to help out
 * in one match. An accepted one-match invitation makes the user a guest of that team's squad.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'accepted', 'declined'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('invitations_user_idx').on(t.userId, t.status),
    index('invitations_match_idx').on(t.matchId),
    check('invitations_status', sql`${t.status} in ('open', 'accepted', 'declined')`),
  ],
);

/**
 * A member's second, university address (decision 096): confirmed by a mailed link (only its hash is
 * stored), it makes them eligible for the season in which it was confirmed.
 */
export const universityAddresses = pgTable(
  'university_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mail: text('mail').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // The newest season when it was confirmed (null: before the first); it counts for that season only.
    seasonId: integer('season_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('university_addresses_token_unique').on(t.tokenHash),
    index('university_addresses_user_idx').on(t.userId, t.confirmedAt),
  ],
);

/** An admin's approval of a member without a university address, with the reason (decision 096). */
export const eligibilityApprovals = pgTable(
  'eligibility_approvals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    // The newest season when approved (null: before the first); it counts for that season only.
    seasonId: integer('season_id'),
    createdAt: createdAt(),
  },
  (t) => [index('eligibility_approvals_user_idx').on(t.userId, t.createdAt)],
);

/** Who accepted which version of the participation terms, and when (decision 097). */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);

/**
 * Referees confirm results (docs/PRODUCT.md#referees-confirm, decision 093): an appointed
 * referee's one answer per match after the final whistle. `result_id` and `score` are the result
 * answered ("2:1"), kept when that result goes; a dispute (agree false) carries the referee's
 * version in `note` and holds the match's result for the admins while none is final.
 */
export const resultConfirmations = pgTable(
  'result_confirmations',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    refereeId: integer('referee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resultId: integer('result_id').references(() => results.id, { onDelete: 'set null' }),
    score: text('score').notNull(),
    agree: boolean('agree').notNull(),
    note: text('note'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('result_confirmations_match_referee_unique').on(t.matchId, t.refereeId),
    check('result_confirmations_dispute_note', sql`${t.agree} or ${t.note} is not null`),
  ],
);
