import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CalendarLinkReset, CalendarLinks } from '../../common/api/calendar';
import { calendarFeedLink } from '../../common/api/links';
import { baseLocale, type Locale } from '../../common/i18n/locale';
import { m } from '../../common/i18n/messages';
import {
  buildCalendar,
  type CalendarEvent,
  type FeedMatch,
  matchEvent,
  type NotPlayed,
} from '../../common/league/calendar';
import { pitchLocation, pitchOfMatch } from '../../common/league/pitches';
import { isListedForVisitors } from '../../common/league/teams';
import { personalFeedKinds } from '../../common/policies/calendar';
import { ownTeam } from '../../common/policies/teams';
import type { Db } from '../db/client';
import {
  calendarFeeds,
  matches,
  pitches,
  results,
  seasons,
  site as siteTable,
  teams,
  users,
} from '../db/schema';
import { transaction } from '../db/transaction';
import { accountLocale, runInLocale } from '../lib/locale';
import type { CurrentUser } from './auth';
import { hashLinkToken } from './tokens';

/**
 * Calendar feeds (docs/PRODUCT.md#calendar-feeds): the public feeds of each listed team and of the current
 * season, and every user's secret personal feed. The events come from common/league/calendar.ts,
 * what a personal feed holds from common/policies/calendar.ts. A personal feed speaks its owner's
 * language (users.language); the public feeds, which calendar apps fetch without cookies, the one
 * their link names (`?lang=de`), English without (decision 031).
 */

const PRODUCT_ID = '-//League//Calendar feeds//EN';
const FEED_PURPOSE = 'league calendar feed';

export const calendarPaths = {
  personal: (token: string) => `/calendar/personal/${token}.ics`,
  team: (teamId: number) => `/calendar/team/${teamId}.ics`,
  league: '/calendar/league.ics',
};

/** The link's token: an HMAC of the stored random nonce, so only the server can tell it again. */
function feedToken(secret: Uint8Array, userId: number, nonce: string): string {
  return createHmac('sha256', secret).update(`${FEED_PURPOSE}:${userId}:${nonce}`).digest('base64url');
}

type MatchRow = typeof matches.$inferSelect;

/**
 * The events' UIDs end in the installation's own domain (table site), not APP_URL's host: a site
 * that moves to its real address keeps every event in every subscribed calendar.
 */
async function site(app: FastifyInstance) {
  const [row] = await app.db.select({ calendarDomain: siteTable.calendarDomain }).from(siteTable);
  if (!row) throw new Error('the site row is missing: migration 0017 makes it');
  return { uidDomain: row.calendarDomain, matchUrl: `${app.config.appUrl}/matches` };
}

async function teamNames(db: Db, rows: MatchRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((m) => [m.homeId, m.guestId]).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const named = await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids));
  return new Map(named.map((t) => [t.id, t.name]));
}

/** The final results of these matches that say they were not played: forfeits and unplayed 0:0s. */
async function notPlayedOf(db: Db, rows: MatchRow[]): Promise<Map<number, NotPlayed>> {
  if (rows.length === 0) return new Map();
  const finals = await db
    .select()
    .from(results)
    .where(
      and(
        inArray(
          results.matchId,
          rows.map((row) => row.id),
        ),
        eq(results.isFinal, true),
        or(eq(results.forfeit, true), eq(results.unplayed, true)),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const notPlayed = new Map<number, NotPlayed>();
  for (const result of finals) {
    const match = byId.get(result.matchId);
    if (!match) continue;
    // Forfeits entered before forfeit_team_id was stored: the side without goals lost it.
    const loser = result.forfeitTeamId ?? (result.scoreHome === 0 ? match.homeId : match.guestId);
    notPlayed.set(result.matchId, {
      homeScore: result.scoreHome,
      guestScore: result.scoreGuest,
      forfeitBy: !result.forfeit ? null : loser === match.homeId ? 'home' : 'guest',
      decidedAt: result.createdAt,
    });
  }
  return notPlayed;
}

type PitchRow = typeof pitches.$inferSelect;

const feedMatch = (
  m: MatchRow,
  names: Map<number, string>,
  pitchRows: PitchRow[],
  notPlayed: Map<number, NotPlayed>,
): FeedMatch => ({
  id: m.id,
  matchStage: m.matchStage,
  date: m.date,
  lastDate: m.lastDate,
  dateSequence: m.dateSequence,
  dateChangedAt: m.dateChangedAt,
  home: m.homeId === null ? null : (names.get(m.homeId) ?? null),
  guest: m.guestId === null ? null : (names.get(m.guestId) ?? null),
  location: locationOf(m, pitchRows),
  notPlayed: notPlayed.get(m.id) ?? null,
});

function locationOf(m: MatchRow, pitchRows: PitchRow[]): string | null {
  const pitch = pitchOfMatch(m.pitchId, pitchRows);
  return pitch ? pitchLocation(pitch) : null;
}

async function renderFeed(
  app: FastifyInstance,
  locale: Locale,
  name: () => string,
  rows: MatchRow[],
  kindsOf: (row: MatchRow) => ('match' | 'referee')[],
): Promise<string> {
  const names = await teamNames(app.db, rows);
  const pitchRows = await app.db.select().from(pitches);
  const notPlayed = await notPlayedOf(app.db, rows);
  const where = await site(app);
  return runInLocale(locale, () => {
    const events = rows.flatMap((row) =>
      kindsOf(row)
        .map((kind) => matchEvent(feedMatch(row, names, pitchRows, notPlayed), kind, where))
        .filter((event): event is CalendarEvent => event !== null),
    );
    return buildCalendar({ name: name(), events }, PRODUCT_ID);
  });
}

/** The current season's matches, or null before the first season. */
export async function leagueFeed(app: FastifyInstance, locale: Locale = baseLocale): Promise<string | null> {
  const [season] = await app.db.select().from(seasons).orderBy(desc(seasons.id)).limit(1);
  if (!season) return null;
  const rows = await app.db.select().from(matches).where(eq(matches.seasonId, season.id));
  return renderFeed(
    app,
    locale,
    () => m.server_calendar_league_name({ season: season.name }),
    rows,
    () => ['match'],
  );
}

/** A listed team's matches in every season; null for unknown, pending or inactive teams. */
export async function teamFeed(
  app: FastifyInstance,
  teamId: number,
  locale: Locale = baseLocale,
): Promise<string | null> {
  const [team] = await app.db.select().from(teams).where(eq(teams.id, teamId));
  if (!team || !isListedForVisitors({ accepted: team.accepted, is_active: team.isActive })) return null;
  const rows = await app.db
    .select()
    .from(matches)
    .where(or(eq(matches.homeId, teamId), eq(matches.guestId, teamId)));
  return renderFeed(
    app,
    locale,
    () => m.server_calendar_team_name({ team: team.name }),
    rows,
    () => ['match'],
  );
}

/** The personal feed of the link's owner, or null for an unknown or replaced link. */
export async function personalFeed(app: FastifyInstance, token: string): Promise<string | null> {
  const [owner] = await app.db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      memberOf: users.memberOf,
      language: users.language,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashLinkToken(token)));
  if (!owner) return null;
  const team = ownTeam(owner);
  const mine = [eq(matches.refereeId, owner.id), eq(matches.refereeId2, owner.id)];
  const ofTeam =
    team === null
      ? []
      : [
          eq(matches.homeId, team),
          eq(matches.guestId, team),
          eq(matches.refereeTeamId, team),
          eq(matches.refereeTeamId2, team),
        ];
  const rows = await app.db
    .select()
    .from(matches)
    .where(or(...mine, ...ofTeam));
  return renderFeed(
    app,
    accountLocale(owner.language),
    () => m.server_calendar_personal_name({ name: owner.name }),
    rows,
    (row) => personalFeedKinds(owner, row),
  );
}

/** The user's personal feed token: made on first use, or anew when `renew`. */
async function personalToken(app: FastifyInstance, userId: number, renew: boolean): Promise<string> {
  const secret = app.config.jwtSecret;
  return transaction(app.db, async (tx) => {
    const nonce = randomBytes(16).toString('base64url');
    const tokenHash = hashLinkToken(feedToken(secret, userId, nonce));
    const insert = tx.insert(calendarFeeds).values({ userId, nonce, tokenHash });
    if (renew) {
      await insert.onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { nonce, tokenHash, createdAt: app.clock.now() },
      });
    } else {
      await insert.onConflictDoNothing();
    }
    const [row] = await tx.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    if (!row) throw new Error('The calendar feed row is missing right after its insert.');
    const token = feedToken(secret, userId, row.nonce);
    // A new JWT_SECRET makes new tokens: the stored hash follows, and the old links stop working.
    if (row.tokenHash !== hashLinkToken(token)) {
      await tx
        .update(calendarFeeds)
        .set({ tokenHash: hashLinkToken(token) })
        .where(eq(calendarFeeds.userId, userId));
    }
    return token;
  });
}

const absolute = (app: FastifyInstance, path: string) => `${app.config.appUrl}${path}`;

export async function calendarLinks(app: FastifyInstance, user: CurrentUser): Promise<CalendarLinks> {
  const token = await personalToken(app, user.id, false);
  const teamId = ownTeam(user);
  const [team] =
    teamId === null
      ? []
      : await app.db
          .select({ accepted: teams.accepted, isActive: teams.isActive })
          .from(teams)
          .where(eq(teams.id, teamId));
  const listed = team && isListedForVisitors({ accepted: team.accepted, is_active: team.isActive });
  // The public feeds in the user's language; the personal one follows the account by itself.
  const locale = accountLocale(user.language);
  return {
    personal: absolute(app, calendarPaths.personal(token)),
    team:
      listed && teamId !== null ? calendarFeedLink(absolute(app, calendarPaths.team(teamId)), locale) : null,
    league: calendarFeedLink(absolute(app, calendarPaths.league), locale),
  };
}

/** A new personal link; the old one answers 404 from now on. */
export async function resetCalendarLink(app: FastifyInstance, user: CurrentUser): Promise<CalendarLinkReset> {
  const token = await personalToken(app, user.id, true);
  return { personal: absolute(app, calendarPaths.personal(token)) };
}

/** A strong ETag of the feed's bytes: the same feed polled twice gets a 304. */
export const feedEtag = (body: string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;
