import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '../i18n/paraglide/runtime.js';
import type { Actor } from '../policies/actor';
import { type TodoFacts, type TodoMatch, todosFor } from './todos';

/** The to-do sentences are said in the reader's language (decision 031); English stays the spec's. */
const english = getLocale;
afterEach(() => overwriteGetLocale(english));
const inGerman = () => overwriteGetLocale(() => 'de');

const NOW = new Date('2030-05-15T12:00:00Z');

const match = (values: Partial<TodoMatch>): TodoMatch => ({
  id: 1,
  seasonId: 1,
  matchStage: 'GROUP1',
  date: null,
  homeId: 1,
  guestId: 2,
  refereeTeamId: 3,
  refereeId: null,
  refereeTeamId2: 3,
  refereeId2: null,
  hasFinal: false,
  autoAcceptHours: 0,
  suggestions: [],
  ...values,
});

const facts = (matches: TodoMatch[]): TodoFacts => ({
  now: NOW,
  currentSeasonId: 1,
  teams: [
    { id: 1, name: 'TUM Kickers', captainId: 10, accepted: true },
    { id: 2, name: 'Physik FC', captainId: 20, accepted: true },
    { id: 3, name: 'Jura 04', captainId: 30, accepted: true },
    { id: 4, name: 'Akademie Kicker', captainId: 40, accepted: false },
  ],
  matches,
  joinRequests: [],
});

const captain: Actor = { id: 10, role: 'CAPTAIN', memberOf: 1 };
const refereeCaptain: Actor = { id: 30, role: 'CAPTAIN', memberOf: 3 };
const admin: Actor = { id: 1, role: 'ADMIN', memberOf: null };

describe('to-dos in German', () => {
  it('a captain reads the undated match and the referee slots in German', () => {
    const list = facts([match({})]);
    inGerman();
    expect(todosFor(captain, list).map((t) => t.text)).toEqual([
      'Euer Spiel gegen Physik FC hat noch keinen Termin: Einige dich mit dem anderen Kapitän auf einen und trag ihn ein.',
    ]);
    expect(todosFor(refereeCaptain, list).map((t) => t.text)).toEqual([
      'Dein Team pfeift TUM Kickers – Physik FC: Bestimme zwei Schiedsrichter aus deinem Team.',
    ]);
    overwriteGetLocale(english);
    expect(todosFor(refereeCaptain, list).map((t) => t.text)).toEqual([
      'Your team referees TUM Kickers – Physik FC: name two referees from your team.',
    ]);
  });

  it("a guest captain reads the home side's suggestion with both names, home first, in German", () => {
    const kickOff = new Date(NOW.getTime() - 3 * 3600_000);
    const suggested = match({
      date: kickOff,
      suggestions: [
        {
          scoreHome: 2,
          scoreGuest: 4,
          submittedTeamId: 1,
          shootoutWinnerId: null,
          forfeit: false,
          unplayed: false,
          createdAt: kickOff,
        },
      ],
    });
    const guestCaptain: Actor = { id: 20, role: 'CAPTAIN', memberOf: 2 };
    inGerman();
    expect(todosFor(guestCaptain, facts([suggested])).map((t) => t.text)).toEqual([
      'TUM Kickers hat das Ergebnis TUM Kickers 2 : 4 Physik FC vorgeschlagen: Bestätige es oder schlag ein anderes Ergebnis vor.',
    ]);
  });

  it('an admin reads a team waiting for acceptance and a disputed forfeit in German', () => {
    const kickOff = new Date(NOW.getTime() - 48 * 3600_000);
    const suggestion = { shootoutWinnerId: null, unplayed: false, createdAt: kickOff };
    const disputed = match({
      date: kickOff,
      refereeId: 31,
      refereeId2: 32,
      suggestions: [
        { ...suggestion, scoreHome: 3, scoreGuest: 0, submittedTeamId: 1, forfeit: true },
        { ...suggestion, scoreHome: 1, scoreGuest: 2, submittedTeamId: 2, forfeit: false },
      ],
    });
    inGerman();
    const texts = todosFor(admin, facts([disputed])).map((t) => t.text);
    expect(texts).toContain(
      'Akademie Kicker hat sich für die Liga angemeldet und wartet auf die Zulassung: Lass das Team zu oder lösche es.',
    );
    expect(texts).toContain(
      'Die beiden Teams von TUM Kickers – Physik FC haben unterschiedliche Ergebnisse vorgeschlagen (3:0 (kampflos) und 1:2): Entscheide, welches endgültig ist.',
    );
  });
});
