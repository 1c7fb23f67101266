// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../../common/api/types';
import { GUEST, HOME, TEST_PITCHES, testMatch, testResult, testTeam } from '../../../lib/test-fixtures';
import { fakeApiByPath } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { WeekMatches } from './week-matches';

const REFEREE = 3;
const teams = new Map([
  [HOME, testTeam(HOME, 'Maschinenbau United')],
  [GUEST, testTeam(GUEST, 'Architektur Rovers')],
  [REFEREE, testTeam(REFEREE, 'Physik FC')],
]);
const pitches = TEST_PITCHES;
const match = (id: number, overrides: Partial<Match>): Match => ({
  ...testMatch([], '2026-12-02T19:00:00.000Z'),
  id,
  ...overrides,
});
const matches = [
  match(1, { pitch_id: 2, referee_team_id: REFEREE }),
  match(2, { date: '2026-12-03T19:00:00.000Z' }),
  match(3, {
    date: 'tbd',
    postponed: { reason: 'Pitch closed after heavy rain', at: '2026-12-01T08:00:00.000Z' },
  }),
];
const show = (locale: 'en' | 'de') =>
  renderInApp(
    <WeekMatches
      matches={matches}
      teams={teams}
      pitches={pitches}
      allMatches={null}
      onOpen={() => {}}
      seasonNames={new Map()}
    />,
    { locale, path: '/matches', prerendered: { leagueToday: '2026-11-22T23:00:00.000Z' } },
  );
const table = () => screen.getByRole('table', { name: /week 1|1\. Spieltag/i });
/** The match rows, each as its cells' texts. */
// A match without a date first (dates to be agreed), then by kick-off.
const rows = () => {
  const [postponed, own, fallback] = within(table()).getAllByRole('row').slice(1);
  if (!postponed || !own || !fallback) throw new Error('three rows expected');
  return { postponed, own, fallback };
};
const cells = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('the week table of /matches', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('has the columns Home, Score, Guest and Date, one row per match', () => {
    show('en');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Home', 'Score', 'Guest', 'Date']);
    expect(within(table()).getAllByRole('row')).toHaveLength(4);
    const [home, score, guest] = cells(rows().own).map((td) => td.textContent);
    // Full team names, not the short ones.
    expect([home, score, guest]).toEqual(['Maschinenbau United', '-', 'Architektur Rovers']);
  });

  it('names kick-off, pitch with its map link (the default when the match has none) and referees in the Date cell', () => {
    show('en');
    const { own, fallback } = rows();
    const date = cells(own)[3] as HTMLElement;
    expect(date.textContent).toContain('Pitch: ZHS Pitch 2Referees: Physik FC');
    // The place, on the row's face (the details below repeat it).
    expect(
      within(date.querySelector('p') as HTMLElement).getByRole('link', { name: 'ZHS Pitch 2' }),
    ).toHaveAttribute('href', 'https://maps.test/zhs');
    const fallbackDate = cells(fallback)[3] as HTMLElement;
    expect(
      within(fallbackDate.querySelector('p') as HTMLElement).getByRole('link', { name: 'Dantestadion' }),
    ).toHaveAttribute('href', 'https://maps.test/dante');
    expect(fallbackDate.textContent).toContain('Referees: not assigned yet');
    // A disclosure with the details, a chevron saying it opens.
    expect(within(date).getByText('More').closest('summary')?.querySelector('svg')).not.toBeNull();
  });

  it('says why the league postponed a match that waits for a new date', () => {
    show('en');
    const { postponed, own } = rows();
    expect(cells(postponed)[3]?.textContent).toContain('Postponed: Pitch closed after heavy rain');
    expect(cells(own)[3]?.textContent).not.toContain('Postponed');
  });

  it('speaks German on a German page', () => {
    show('de');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Heim', 'Ergebnis', 'Gast', 'Datum']);
    const { fallback, postponed } = rows();
    expect(cells(fallback)[3]?.textContent).toContain(
      'Spielfeld: DantestadionSchiedsrichter: noch nicht eingeteilt',
    );
    expect(cells(postponed)[3]?.textContent).toContain('Abgesetzt: Pitch closed after heavy rain');
  });
});

describe('a match that was not played, on /matches', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  // A final result's details read its cards: none here.
  fakeApiByPath(() => []);
  const forfeit = testResult(3, 0, { is_final: true, forfeit: true, forfeit_team_id: GUEST });
  const unplayed = testResult(0, 0, { id: 9, is_final: true, unplayed: true });
  const showFinals = (locale: 'en' | 'de') =>
    renderInApp(
      <WeekMatches
        matches={[
          match(1, { results: [forfeit] }),
          match(2, { date: '2026-12-03T19:00:00.000Z', results: [unplayed] }),
        ]}
        teams={teams}
        pitches={pitches}
        allMatches={null}
        onOpen={() => {}}
        seasonNames={new Map()}
      />,
      { locale, path: '/matches', prerendered: { leagueToday: '2026-11-22T23:00:00.000Z' } },
    );
  const finals = () => within(table()).getAllByRole('row').slice(1);

  it('names the team that could not play beside the 3 : 0, and says a 0 : 0 was not played', async () => {
    const { user } = showFinals('en');
    const [lost, notPlayed] = finals() as [HTMLElement, HTMLElement];
    expect(cells(lost)[1]?.textContent).toBe('3 : 0');
    expect(cells(lost)[3]?.textContent).toContain('Architektur Rovers could not play');
    expect(cells(notPlayed)[3]?.textContent).toContain('Not played');
    await user.click(within(lost).getByText('More'));
    expect(within(lost).getByText('3 : 0 – Architektur Rovers could not play')).toBeVisible();
  });

  it('says it in German', () => {
    showFinals('de');
    const [lost, notPlayed] = finals() as [HTMLElement, HTMLElement];
    expect(cells(lost)[3]?.textContent).toContain('Architektur Rovers konnte nicht antreten');
    expect(cells(notPlayed)[3]?.textContent).toContain('Nicht gespielt');
  });
});
