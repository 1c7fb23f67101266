import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '../i18n/paraglide/runtime.js';
import { type ExplainMatch, explainStandings, listNames, type TeamExplanation } from './explain';
import { penaltyReasons } from './penalties';
import { groupOutlook, outlookSentence, type TeamOutlook } from './qualification';
import { standingRow } from './standing-rows.fixture';
import type { StandingTeam } from './standings';

/**
 * The table's explanations, statuses and penalty reasons in German (decision 042), as a German
 * football league writes them; English is pinned by explain.test.ts and qualification.test.ts.
 */
const english = getLocale;
afterEach(() => overwriteGetLocale(english));
const inGerman = () => overwriteGetLocale(() => 'de');

const team = (id: number, name: string): StandingTeam => ({ id, name });
const match = (
  week: number,
  home_id: number,
  guest_id: number,
  score_home: number,
  score_guest: number,
): ExplainMatch => ({ week, home_id, guest_id, score_home, score_guest });
const of = (explanations: TeamExplanation[], id: number) =>
  explanations.find((e) => e.team_id === id) as TeamExplanation;

describe('explanations in German', () => {
  it('lists names with "und"', () => {
    inGerman();
    expect(listNames([])).toBe('');
    expect(listNames(['A'])).toBe('A');
    expect(listNames(['A', 'B'])).toBe('A und B');
    expect(listNames(['A', 'B', 'C'])).toBe('A, B und C');
  });

  it('adds up the points with the right plurals', () => {
    inGerman();
    const { explanations } = explainStandings(
      [team(1, 'Mathe United'), team(2, 'Physik FC'), team(3, 'Chemie Dynamo'), team(4, 'Jura 04')],
      [
        match(1, 1, 2, 2, 0),
        match(2, 1, 3, 1, 1),
        match(3, 2, 3, 1, 0),
        match(4, 4, 3, 3, 0),
        match(5, 4, 2, 2, 0),
      ],
      { 1: 2, 4: 1 },
    );
    expect(of(explanations, 1).points).toBe('3 × 1 Sieg + 1 Unentschieden − 2 Strafpunkte = 2 Punkte');
    expect(of(explanations, 2).points).toBe('3 × 1 Sieg + 0 Unentschieden = 3 Punkte');
    expect(of(explanations, 3).points).toBe('3 × 0 Siege + 1 Unentschieden = 1 Punkt');
    expect(of(explanations, 4).points).toBe('3 × 2 Siege + 0 Unentschieden − 1 Strafpunkt = 5 Punkte');
  });

  it('says each criterion that separates teams level on points', () => {
    inGerman();
    // Goal difference: both beat Z, A 7:0 and B 4:0.
    const difference = explainStandings(
      [team(1, 'Mathe United'), team(2, 'Physik FC'), team(9, 'Z')],
      [match(1, 1, 9, 7, 0), match(2, 2, 9, 4, 0)],
    ).explanations;
    expect(of(difference, 1).neighbours[0]?.sentence).toBe(
      'Vor Physik FC dank der besseren Tordifferenz: +7 zu +4',
    );
    expect(of(difference, 2).neighbours[0]?.sentence).toBe(
      'Hinter Mathe United wegen der schlechteren Tordifferenz: +4 zu +7',
    );

    // Goals scored: A 3:1 and B 2:0 against Z, both +2.
    const scored = explainStandings(
      [team(1, 'A'), team(2, 'B'), team(9, 'Z')],
      [match(1, 1, 9, 3, 1), match(2, 2, 9, 2, 0)],
    ).explanations;
    expect(of(scored, 1).neighbours[0]?.sentence).toBe(
      'Gleichauf mit B nach Punkten und Tordifferenz: vorn dank mehr erzielter Tore, 3 zu 2',
    );
    expect(of(scored, 2).neighbours[0]?.sentence).toBe(
      'Gleichauf mit A nach Punkten und Tordifferenz: hinten wegen weniger erzielter Tore, 2 zu 3',
    );

    // Head-to-head of two: Zeta beat Chemie 3:1 in week 2; both end on 3 points and 3:3 goals.
    const pair = explainStandings(
      [team(1, 'Zeta'), team(2, 'Chemie Dynamo'), team(9, 'Z')],
      [match(2, 1, 2, 3, 1), match(3, 2, 9, 2, 0), match(4, 9, 1, 2, 0)],
    ).explanations;
    expect(of(pair, 1).neighbours.find((n) => n.team_id === 2)?.sentence).toBe(
      'Gleichauf mit Chemie Dynamo nach Punkten, Tordifferenz und Toren: vorn im direkten Vergleich, 3:1 am 2. Spieltag',
    );
    expect(of(pair, 2).neighbours.find((n) => n.team_id === 1)?.sentence).toBe(
      'Gleichauf mit Zeta nach Punkten, Tordifferenz und Toren: hinten im direkten Vergleich, 1:3 am 2. Spieltag',
    );

    // The name: nobody has played.
    const names = explainStandings([team(2, 'Zebra'), team(1, 'Äpfel')], []).explanations;
    expect(of(names, 1).neighbours[0]?.sentence).toBe(
      'Gleichauf mit Zebra nach Punkten, Tordifferenz, Toren und im direkten Vergleich: vorn nach dem Namen (alphabetische Reihenfolge)',
    );
    expect(of(names, 2).neighbours[0]?.sentence).toBe(
      'Gleichauf mit Äpfel nach Punkten, Tordifferenz, Toren und im direkten Vergleich: hinten nach dem Namen (alphabetische Reihenfolge)',
    );
  });

  it('gives the mini-table of a three-way head-to-head', () => {
    inGerman();
    // As in explain.test.ts: mini-table Chemie 4, Physik 3, Mathe 1 among three teams on 4 points.
    const { explanations } = explainStandings(
      [
        team(1, 'Chemie Dynamo'),
        team(2, 'Physik FC'),
        team(3, 'Mathe United'),
        team(4, 'Delta'),
        team(5, 'Epsilon'),
      ],
      [
        match(1, 1, 2, 1, 0),
        match(2, 2, 3, 1, 0),
        match(3, 1, 3, 0, 0),
        match(4, 4, 1, 1, 0),
        match(5, 2, 4, 0, 0),
        match(6, 3, 4, 1, 0),
        match(7, 4, 5, 5, 0),
      ],
    );
    expect(of(explanations, 2).mini_table).toBe(
      'Direkter Vergleich zwischen Chemie Dynamo, Physik FC und Mathe United: Chemie Dynamo 4 Punkte, Physik FC 3, Mathe United 1',
    );
    expect(of(explanations, 2).neighbours.map((n) => n.sentence)).toEqual([
      'Gleichauf mit Chemie Dynamo nach Punkten, Tordifferenz und Toren: hinten im direkten Vergleich der 3 gleichauf liegenden Teams, 3 Punkte zu 4',
      'Gleichauf mit Mathe United nach Punkten, Tordifferenz und Toren: vorn im direkten Vergleich der 3 gleichauf liegenden Teams, 3 Punkte zu 1',
    ]);
    expect(of(explanations, 3).neighbours.at(-1)?.sentence).toBe(
      'Gleichauf mit Physik FC nach Punkten, Tordifferenz und Toren: hinten im direkten Vergleich der 3 gleichauf liegenden Teams, 1 Punkt zu 3',
    );
  });
});

describe('penalty reasons in German', () => {
  const duty = (week: number) => ({ week, home: 'TUM Kickers', guest: 'Physik FC' });

  it('names each missed duty and adjustment, the reason as the admin typed it', () => {
    inGerman();
    expect(
      penaltyReasons('credits', {
        missed: [duty(4), duty(2)],
        adjustments: [
          { duties: 1, reason: 'No referee at the final' },
          { duties: -2, reason: 'Schiri kam nur zu spät' },
        ],
      }),
    ).toEqual([
      'Versäumter Schiedsrichterdienst: 2. Spieltag, TUM Kickers – Physik FC',
      'Versäumter Schiedsrichterdienst: 4. Spieltag, TUM Kickers – Physik FC',
      'Korrektur durch einen Admin: +1 versäumter Schiedsrichterdienst (No referee at the final)',
      'Korrektur durch einen Admin: −2 versäumte Schiedsrichterdienste (Schiri kam nur zu spät)',
      '1 versäumter Schiedsrichterdienst bei einem Startguthaben von 1: 0 unter null × 2 = 0 Strafpunkte',
    ]);
  });

  it('counts under the credits rule', () => {
    inGerman();
    expect(penaltyReasons('credits', { missed: [duty(1), duty(2), duty(3)], adjustments: [] }).at(-1)).toBe(
      '3 versäumte Schiedsrichterdienste bei einem Startguthaben von 1: 2 unter null × 2 = 4 Strafpunkte',
    );
  });

  it('explains the threshold rule on both sides of it', () => {
    inGerman();
    expect(penaltyReasons('threshold', { missed: [duty(1), duty(2)], adjustments: [] }).at(-1)).toBe(
      '2 versäumte Schiedsrichterdienste, nicht mehr als 2: keine Strafpunkte',
    );
    expect(penaltyReasons('threshold', { missed: [duty(1), duty(2), duty(3)], adjustments: [] }).at(-1)).toBe(
      '3 versäumte Schiedsrichterdienste, mehr als 2: 1 Strafpunkt',
    );
  });
});

describe('statuses in German', () => {
  const open = (need: TeamOutlook & { kind: 'open' }) => outlookSentence(need);
  const base = { kind: 'open', through_with_points: null, through_if: null } as const;

  it('says each kind of status', () => {
    inGerman();
    expect(outlookSentence({ kind: 'through' })).toBe('Sicher weiter');
    expect(outlookSentence({ kind: 'out' })).toBe('Ausgeschieden');
    expect(open({ ...base, need: 'draw', opponent: 'Jura 04' })).toBe(
      'Weiter mit einem Unentschieden gegen Jura 04',
    );
    expect(open({ ...base, need: 'wins', opponents: ['Jura 04'] })).toBe(
      'Weiter mit einem Sieg gegen Jura 04',
    );
    expect(open({ ...base, need: 'wins', opponents: ['A', 'B', 'C'] })).toBe(
      'Weiter mit Siegen gegen A, B und C',
    );
    expect(
      open({
        ...base,
        need: 'win_or_draw_if',
        opponent: 'A',
        condition: { home: 'B', guest: 'C', outcome: 'draw' },
      }),
    ).toBe('Weiter mit einem Sieg gegen A oder mit einem Unentschieden, wenn B und C unentschieden spielen');
    expect(
      open({
        ...base,
        need: 'win_or_draw_if',
        opponent: 'A',
        condition: { home: 'B', guest: 'C', outcome: 'guest' },
      }),
    ).toBe('Weiter mit einem Sieg gegen A oder mit einem Unentschieden, wenn B gegen C verliert');
    expect(open({ ...base, need: 'points', points: 4, matches: 3 })).toBe(
      'Weiter mit 4 Punkten aus den 3 restlichen Spielen',
    );
    expect(open({ ...base, need: 'points', points: 1, matches: 2 })).toBe(
      'Weiter mit 1 Punkt aus den 2 restlichen Spielen',
    );
    expect(open({ ...base, need: 'level_at_best' })).toBe(
      'Kann höchstens punktgleich mit dem Vierten abschließen: die Tordifferenz könnte entscheiden',
    );
    expect(open({ ...base, need: 'wins_and_help', opponents: [], goals: false })).toBe(
      'Braucht Schützenhilfe',
    );
    expect(open({ ...base, need: 'wins_and_help', opponents: ['A'], goals: false })).toBe(
      'Braucht einen Sieg gegen A und Schützenhilfe',
    );
    expect(open({ ...base, need: 'wins_and_help', opponents: ['A', 'B'], goals: true })).toBe(
      'Muss beide restlichen Spiele gewinnen und braucht Schützenhilfe: die Tordifferenz könnte entscheiden',
    );
    expect(open({ ...base, need: 'wins_and_help', opponents: ['A', 'B', 'C'], goals: false })).toBe(
      'Muss alle 3 restlichen Spiele gewinnen und braucht Schützenhilfe',
    );
    expect(open({ ...base, need: 'points_and_help', goals: true })).toBe(
      'Braucht Punkte und Schützenhilfe: die Tordifferenz könnte entscheiden',
    );
  });

  it('says a real group outlook in German and the same outlook in English', () => {
    const row = standingRow;
    // As in qualification.test.ts: BWL, Mathe, Physik and Jura play once more.
    const outlook = groupOutlook(
      [
        row(1, 'Chemie Dynamo', 9),
        row(2, 'Geo Kickers', 8),
        row(3, 'BWL Athletic', 6),
        row(4, 'Mathe United', 4, 2),
        row(5, 'Physik FC', 4, 1),
        row(6, 'Jura Juniors', 0),
      ],
      [],
      [
        { home_id: 4, guest_id: 3 },
        { home_id: 5, guest_id: 6 },
      ],
    );
    const say = () => [...outlook].map(([, o]) => outlookSentence(o));
    const inEnglish = say();
    inGerman();
    expect(say()).toEqual([
      'Sicher weiter',
      'Sicher weiter',
      'Weiter mit einem Unentschieden gegen Mathe United',
      'Weiter mit einem Sieg gegen BWL Athletic oder mit einem Unentschieden, wenn Physik FC gegen Jura Juniors verliert',
      'Weiter mit einem Sieg gegen Jura Juniors oder mit einem Unentschieden, wenn Mathe United gegen BWL Athletic verliert',
      'Ausgeschieden',
    ]);
    expect(inEnglish[3]).toBe(
      'Through with a win against BWL Athletic, or a draw if Physik FC lose against Jura Juniors',
    );
  });
});
