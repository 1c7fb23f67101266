import { describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '../i18n/paraglide/runtime.js';
import {
  buildCalendar,
  type CalendarEvent,
  escapeText,
  type FeedMatch,
  foldLine,
  matchEvent,
  utcDateTime,
} from './calendar';

const site = { uidDomain: 'league.example', matchUrl: 'https://league.example/matches' };

const match = (overrides: Partial<FeedMatch> = {}): FeedMatch => ({
  id: 7,
  matchStage: 'GROUP1',
  date: new Date('2025-05-14T18:00:00Z'),
  lastDate: new Date('2025-05-14T18:00:00Z'),
  dateSequence: 2,
  dateChangedAt: new Date('2025-05-01T09:30:15Z'),
  home: 'Red Lions',
  guest: 'Blue Sharks',
  location: 'Zentraler Hochschulsport, Pitch 1, Connollystraße 32, 80809 München',
  notPlayed: null,
  ...overrides,
});

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'match-1@league.example',
  summary: 'A – B',
  start: new Date('2025-05-14T18:00:00Z'),
  sequence: 0,
  stamp: new Date('2025-05-01T00:00:00Z'),
  url: 'https://league.example/matches',
  location: null,
  cancelled: false,
  ...overrides,
});

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of newline', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves colons and quotes as they are', () => {
    expect(escapeText('Referee duty: "A" – B')).toBe('Referee duty: "A" – B');
  });
});

describe('foldLine', () => {
  it('keeps a line of 75 octets whole', () => {
    expect(foldLine('x'.repeat(75))).toEqual(['x'.repeat(75)]);
  });

  it('folds longer lines into lines of at most 75 octets, each continuation starting with a space', () => {
    const lines = foldLine(`SUMMARY:${'y'.repeat(200)}`);
    expect(lines.length).toBe(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines[0]).toHaveLength(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(`SUMMARY:${'y'.repeat(200)}`);
  });

  it('never cuts a multi-byte character in two', () => {
    const text = `SUMMARY:${'ä'.repeat(50)}–${'🙂'.repeat(20)}`;
    const lines = foldLine(text);
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(text);
  });
});

describe('matchEvent', () => {
  it('is the match with a UID per match and kind, its date sequence and its last change as DTSTAMP', () => {
    expect(matchEvent(match(), 'match', site)).toEqual({
      uid: 'match-7@league.example',
      summary: 'Red Lions – Blue Sharks',
      start: new Date('2025-05-14T18:00:00Z'),
      sequence: 2,
      stamp: new Date('2025-05-01T09:30:15Z'),
      url: 'https://league.example/matches',
      location: 'Zentraler Hochschulsport, Pitch 1, Connollystraße 32, 80809 München',
      cancelled: false,
    });
  });

  it('gives a referee duty its own UID and summary', () => {
    const duty = matchEvent(match(), 'referee', site);
    expect(duty?.uid).toBe('referee-7@league.example');
    expect(duty?.summary).toBe('Referee duty: Red Lions – Blue Sharks');
  });

  it('leaves out a match that never had a date', () => {
    expect(matchEvent(match({ date: null, lastDate: null, dateSequence: 0 }), 'match', site)).toBeNull();
  });

  it('keeps a match that lost its date as cancelled at its last kick-off', () => {
    const cancelled = matchEvent(match({ date: null, dateSequence: 3 }), 'match', site);
    expect(cancelled).toMatchObject({
      cancelled: true,
      sequence: 3,
      start: new Date('2025-05-14T18:00:00Z'),
    });
  });

  it('names knockout sides not known yet by where they come from', () => {
    const summary = matchEvent(
      match({ matchStage: 'SEMIFINAL1', home: null, guest: null }),
      'match',
      site,
    )?.summary;
    expect(summary).toBe('Winner QF1 – Winner QF2');
  });

  it("names them in the feed's language", () => {
    const english = getLocale;
    overwriteGetLocale(() => 'de');
    try {
      const semi = match({ matchStage: 'SEMIFINAL1', home: null, guest: null });
      expect(matchEvent(semi, 'match', site)?.summary).toBe('Sieger VF1 – Sieger VF2');
      const quarter = match({ matchStage: 'QUARTERFINAL2', home: 'Red Lions', guest: null });
      expect(matchEvent(quarter, 'referee', site)?.summary).toContain('Red Lions – 3. Gruppe 1');
    } finally {
      overwriteGetLocale(english);
    }
  });
});

describe('a match not played', () => {
  const decidedAt = new Date('2025-05-13T08:00:00Z');
  const forfeit = match({ notPlayed: { homeScore: 0, guestScore: 3, forfeitBy: 'home', decidedAt } });
  const unplayed = match({ notPlayed: { homeScore: 0, guestScore: 0, forfeitBy: null, decidedAt } });

  it('shows a forfeit in the summary, one sequence higher, stamped when it was entered', () => {
    expect(matchEvent(forfeit, 'match', site)).toMatchObject({
      summary: 'Red Lions – Blue Sharks 0:3 (Red Lions could not play)',
      sequence: 3,
      stamp: decidedAt,
      cancelled: false,
    });
    const guestGaveUp = match({
      notPlayed: { homeScore: 3, guestScore: 0, forfeitBy: 'guest', decidedAt },
    });
    expect(matchEvent(guestGaveUp, 'match', site)?.summary).toBe(
      'Red Lions – Blue Sharks 3:0 (Blue Sharks could not play)',
    );
  });

  it('shows an unplayed match as 0:0, not played', () => {
    expect(matchEvent(unplayed, 'match', site)).toMatchObject({
      summary: 'Red Lions – Blue Sharks 0:0 (not played)',
      sequence: 3,
    });
  });

  it('cancels the referee duty: it lapses', () => {
    for (const decided of [forfeit, unplayed]) {
      expect(matchEvent(decided, 'referee', site)).toMatchObject({ cancelled: true, sequence: 3 });
    }
    expect(matchEvent(forfeit, 'referee', site)?.summary).toBe(
      'Referee duty: Red Lions – Blue Sharks 0:3 (Red Lions could not play)',
    );
  });

  it('keeps the later of the date change and the result as DTSTAMP, and a cleared date cancelled', () => {
    const moved = new Date('2025-05-20T08:00:00Z');
    expect(matchEvent({ ...forfeit, dateChangedAt: moved }, 'match', site)?.stamp).toEqual(moved);
    expect(matchEvent({ ...forfeit, date: null, dateSequence: 3 }, 'match', site)).toMatchObject({
      cancelled: true,
      sequence: 4,
    });
  });

  it("says it in the feed's language", () => {
    const english = getLocale;
    overwriteGetLocale(() => 'de');
    try {
      expect(matchEvent(forfeit, 'match', site)?.summary).toBe(
        'Red Lions – Blue Sharks 0:3 (Red Lions konnte nicht antreten)',
      );
      expect(matchEvent(unplayed, 'match', site)?.summary).toBe(
        'Red Lions – Blue Sharks 0:0 (nicht gespielt)',
      );
    } finally {
      overwriteGetLocale(english);
    }
  });
});

describe('buildCalendar', () => {
  const text = buildCalendar(
    {
      name: 'Team, A; B',
      events: [
        event({
          uid: 'match-2@x',
          start: new Date('2025-06-01T10:00:00Z'),
          summary: `Long ${'z'.repeat(90)}`,
        }),
        event({ uid: 'match-1@x', cancelled: true, sequence: 4 }),
        event({
          uid: 'match-3@x',
          start: new Date('2025-06-02T10:00:00Z'),
          location: 'Pitch 2; North, Connollystraße 32\nMünchen',
        }),
      ],
    },
    '-//League//Calendar feeds//EN',
  );

  it('ends every line with CRLF and no line is longer than 75 octets', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('names the calendar (RFC 7986 and older clients) with escaped text, without METHOD', () => {
    const lines = text.split('\r\n');
    expect(lines).toContain('NAME:Team\\, A\\; B');
    expect(lines).toContain('X-WR-CALNAME:Team\\, A\\; B');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(text).not.toContain('METHOD');
  });

  it('writes events in start order with UTC times, duration, sequence and status', () => {
    const unfolded = text.replace(/\r\n /g, '');
    const first = unfolded.indexOf('UID:match-1@x');
    expect(first).toBeGreaterThan(0);
    expect(unfolded.indexOf('UID:match-2@x')).toBeGreaterThan(first);
    expect(unfolded).toContain(
      [
        'UID:match-1@x',
        'DTSTAMP:20250501T000000Z',
        'DTSTART:20250514T180000Z',
        'DURATION:PT2H',
        'SEQUENCE:4',
        'SUMMARY:A – B',
        'URL:https://league.example/matches',
        'STATUS:CANCELLED',
      ].join('\r\n'),
    );
    expect(unfolded).toContain(`SUMMARY:Long ${'z'.repeat(90)}`);
  });

  it('writes the place as LOCATION with escaped text, and none without a pitch', () => {
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('LOCATION:Pitch 2\\; North\\, Connollystraße 32\\nMünchen\r\n');
    expect(unfolded.match(/LOCATION:/g)).toHaveLength(1);
  });

  it('formats UTC date-times without separators or milliseconds', () => {
    expect(utcDateTime(new Date('2025-01-02T03:04:05.678Z'))).toBe('20250102T030405Z');
  });
});
