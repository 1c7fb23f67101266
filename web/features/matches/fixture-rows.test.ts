import { afterEach, describe, expect, it } from 'vitest';
import { toCsv } from '../../../common/csv';
import { setLocale } from '../../../common/i18n/messages';
import { GUEST, HOME, TEST_PITCHES, testMatch, testResult, testTeam } from '../../lib/test-fixtures';
import { fixtureRows } from './fixture-rows';

/**
 * The fixtures CSV of /matches names where each match is played and who referees it, as the rows
 * do (issue 46 point 2): the pitch (the league's default when the match names none) and the
 * referee teams, under headers in the page's language; toCsv keeps a hostile name inert.
 */

const REFEREES = 3;
const SECOND = 4;
const teams = new Map([
  [HOME, testTeam(HOME, 'Physik FC')],
  [GUEST, testTeam(GUEST, 'TUM Kickers')],
  [REFEREES, testTeam(REFEREES, 'Jura 04')],
  [SECOND, testTeam(SECOND, '=HYPERLINK("http://evil.test")')],
]);
/** Week 1 on the second pitch, two referee teams, 2:1 final; week 2 on the default pitch, none. */
const played = {
  ...testMatch([testResult(2, 1, { is_final: true })], '2026-11-18T18:00:00.000Z'),
  pitch_id: 2,
  referee_team_id: REFEREES,
  referee_team_id_2: SECOND,
};
const next = { ...testMatch([], '2026-12-02T18:00:00.000Z'), id: 2, week: 2 };

afterEach(() => {
  setLocale('en', { reload: false });
});

describe('the fixtures CSV', () => {
  it('adds the pitch and the referee teams to each row, under English headers', () => {
    const rows = fixtureRows([next, played], teams, TEST_PITCHES);
    expect(rows[0]?.slice(-2)).toEqual(['Pitch', 'Referee teams']);
    expect(rows[1]).toEqual([
      1,
      'Group 1',
      '18.11.2026',
      '19:00',
      'Physik FC',
      'TUM Kickers',
      2,
      1,
      '',
      'ZHS Pitch 2',
      'Jura 04, =HYPERLINK("http://evil.test")',
    ]);
    // No pitch of its own: the league's default; no referee team yet: an empty cell.
    expect(rows[2]?.slice(-2)).toEqual(['Dantestadion', null]);
  });

  it('writes German headers on a German page', () => {
    setLocale('de', { reload: false });
    expect(fixtureRows([played], teams, TEST_PITCHES)[0]?.slice(-2)).toEqual([
      'Spielfeld',
      'Schiedsrichter-Teams',
    ]);
  });

  it('keeps the referee cell one inert cell in the file, with either separator', () => {
    const rows = fixtureRows([played], teams, TEST_PITCHES);
    for (const separator of [',', ';'] as const) {
      const line = toCsv(rows, separator).split('\r\n')[1] ?? '';
      expect(line.endsWith(`ZHS Pitch 2${separator}"Jura 04, '=HYPERLINK(""http://evil.test"")"`)).toBe(true);
    }
  });
});
