import { m } from '../i18n/messages';
import { sourceLabel } from './bracket';

/**
 * Calendar feeds (RFC 5545 with RFC 7986's NAME and REFRESH-INTERVAL): the events of a feed from
 * plain match data, and the iCalendar text. Pure, so the server only loads rows and serves bytes.
 *
 * Calendar apps match an event by its UID and take a higher SEQUENCE as newer. Hence one UID per
 * match and kind for ever, SEQUENCE = how often the match's date was set, changed or cleared, plus
 * one once a final result says it was not played (a forfeit or an unplayed 0:0; a final result is
 * never taken back, so the sequence never falls), and DTSTAMP from the latest of those changes
 * rather than from the request, so two polls get the same bytes (and ETag).
 */

/** What a feed needs of a match. */
export interface FeedMatch {
  id: number;
  matchStage: string;
  /** The kick-off, or null while 'tbd'. */
  date: Date | null;
  /** The last kick-off it had: a match that lost its date keeps it as the cancelled event's start. */
  lastDate: Date | null;
  /** How often the date was set, changed or cleared. */
  dateSequence: number;
  dateChangedAt: Date;
  /** Team names, null while a knockout side is not known yet. */
  home: string | null;
  guest: string | null;
  /** Where it is played ("Pitch, address", docs/PRODUCT.md#pitches), null when the league has no pitch. */
  location: string | null;
  /** Its final result when that says the match was not played, else null (also for a match played). */
  notPlayed: NotPlayed | null;
}

/** A final forfeit or unplayed 0:0 (docs/PRODUCT.md#forfeits-and-unplayed-matches). */
export interface NotPlayed {
  homeScore: number;
  guestScore: number;
  /** The side that could not play (a forfeit); null for an unplayed match. */
  forfeitBy: 'home' | 'guest' | null;
  /** When the result was entered. */
  decidedAt: Date;
}

/** A match in a team's or the league's calendar, or a referee duty in it. */
export type EventKind = 'match' | 'referee';

export interface CalendarEvent {
  uid: string;
  summary: string;
  start: Date;
  sequence: number;
  stamp: Date;
  url: string;
  location: string | null;
  cancelled: boolean;
}

export interface CalendarFeed {
  name: string;
  events: CalendarEvent[];
}

/** How long a calendar shows a match: the league plays no longer than this. */
export const MATCH_DURATION = 'PT2H';
/** RFC 7986: how often clients should poll. */
export const REFRESH_INTERVAL = 'PT1H';

const sideName = (name: string | null, stage: string, side: 'home' | 'guest') =>
  name ?? sourceLabel(stage, side) ?? m.server_calendar_tbd();

/** 'Home – Guest' (en dash), as the match lists write a pairing. */
export const matchTitle = (match: Pick<FeedMatch, 'home' | 'guest' | 'matchStage'>): string =>
  `${sideName(match.home, match.matchStage, 'home')} – ${sideName(match.guest, match.matchStage, 'guest')}`;

/** The pairing, and for a match not played its outcome: 'A – B 0:3 (A could not play)'. */
function eventTitle(match: FeedMatch): string {
  const pairing = matchTitle(match);
  const outcome = match.notPlayed;
  if (outcome === null) return pairing;
  const score = `${outcome.homeScore}:${outcome.guestScore}`;
  if (outcome.forfeitBy === null) return m.server_calendar_unplayed({ pairing, score });
  const team = sideName(match[outcome.forfeitBy], match.matchStage, outcome.forfeitBy);
  return m.server_calendar_forfeit({ pairing, score, team });
}

/**
 * The match as an event of `kind`, or null for a match that never had a date. Its words are in the
 * current language (the server renders a feed inside runInLocale). A match whose date
 * was cleared stays, cancelled, so calendars that already show it drop it; so does a referee duty
 * of a match not played, since the duty lapses, while the match's own event shows the outcome.
 */
export function matchEvent(
  match: FeedMatch,
  kind: EventKind,
  site: { uidDomain: string; matchUrl: string },
): CalendarEvent | null {
  const start = match.date ?? match.lastDate;
  if (!start) return null;
  const title = eventTitle(match);
  const decided = match.notPlayed;
  return {
    uid: `${kind}-${match.id}@${site.uidDomain}`,
    summary: kind === 'referee' ? m.server_calendar_referee_duty({ pairing: title }) : title,
    start,
    sequence: match.dateSequence + (decided ? 1 : 0),
    stamp: decided && decided.decidedAt > match.dateChangedAt ? decided.decidedAt : match.dateChangedAt,
    url: site.matchUrl,
    location: match.location,
    cancelled: match.date === null || (kind === 'referee' && decided !== null),
  };
}

/** TEXT values (RFC 5545 section 3.3.11): backslash, semicolon, comma and newline escaped. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const MAX_OCTETS = 75;

/**
 * Splits a content line into lines of at most 75 octets (RFC 5545 section 3.1), each continuation
 * starting with one space; a UTF-8 character is never cut in two.
 */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines;
}

/** UTC date-time form, e.g. 20250514T180000Z. */
export function utcDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DURATION:${MATCH_DURATION}`,
    `SEQUENCE:${event.sequence}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location === null ? [] : [`LOCATION:${escapeText(event.location)}`]),
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** The whole iCalendar object: CRLF line ends, folded lines, events sorted by start then UID. */
export function buildCalendar(feed: CalendarFeed, productId: string): string {
  const events = [...feed.events].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
  );
  const name = escapeText(feed.name);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(productId)}`,
    'CALSCALE:GREGORIAN',
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.flatMap(foldLine).join('\r\n')}\r\n`;
}
