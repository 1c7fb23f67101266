// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../../common/api/types';
import { GUEST, HOME, TEST_PITCHES, testMatch, testTeam } from '../../../lib/test-fixtures';
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
const rows = () =>
  within(screen.getByRole('list', { name: /week 1|1\. Spieltag/i })).getAllByRole('listitem');

describe('the rows of /matches', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('show the pitch with its map link, the default when the match has none, and the referee teams', () => {
    show('en');
    const [own, fallback] = rows();
    if (!own || !fallback) throw new Error('two rows expected');
    // Full team names, not the short ones.
    expect(own.querySelector('summary')?.textContent).toContain('Maschinenbau United');
    expect(own.querySelector('summary')?.textContent).toContain('Architektur Rovers');
    const place = own.querySelector('details + p');
    expect(place?.textContent).toBe('Pitch: ZHS Pitch 2Referees: Physik FC');
    expect(within(place as HTMLElement).getByRole('link', { name: 'ZHS Pitch 2' })).toHaveAttribute(
      'href',
      'https://maps.test/zhs',
    );
    const fallbackPlace = fallback.querySelector('details + p') as HTMLElement;
    expect(within(fallbackPlace).getByRole('link', { name: 'Dantestadion' })).toHaveAttribute(
      'href',
      'https://maps.test/dante',
    );
    expect(fallbackPlace.textContent).toContain('Referees: not assigned yet');
    // The row says it opens: a chevron in its summary.
    expect(own.querySelector('summary svg')).not.toBeNull();
  });

  it('speak German on a German page', () => {
    show('de');
    const [, fallback] = rows();
    expect(fallback?.querySelector('details + p')?.textContent).toBe(
      'Spielfeld: DantestadionSchiedsrichter: noch nicht eingeteilt',
    );
  });
});
