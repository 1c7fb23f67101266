// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Season } from '../../../../common/api/types';
import { GUEST, HOME, TEST_PITCHES, testMatch, testTeam, testUser } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { NextMatch } from './next-match';

const pitches = TEST_PITCHES;
const teams = new Map([
  [HOME, testTeam(HOME, 'TUM Kickers')],
  [GUEST, testTeam(GUEST, 'Physik FC')],
  [3, testTeam(3, 'Jura 04')],
]);
// Far ahead: the card picks the next match by the clock of the machine running the test.
const AHEAD = '2099-12-02T19:00:00.000Z';
const season = (pitchId: number | null) =>
  ({
    id: 1,
    name: 'Winter 2026/27',
    groups: [],
    matches: [{ ...testMatch([], AHEAD), pitch_id: pitchId, referee_team_id: 3 }],
  }) as unknown as Season;
const show = (pitchId: number | null, locale: 'en' | 'de' = 'en') =>
  renderInApp(
    <NextMatch season={season(pitchId)} teams={teams} user={testUser(10, 'USER', HOME)} teamId={HOME} />,
    { locale, prerendered: { pitches } },
  );

describe('"Your next match"', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('names the pitch with its map link and the referee team', () => {
    show(2);
    const card = screen.getByRole('region', { name: 'Your next match' });
    expect(within(card).getByRole('link', { name: 'ZHS Pitch 2' })).toHaveAttribute(
      'href',
      'https://maps.test/zhs',
    );
    expect(card.textContent).toContain('Jura 04');
  });

  it("names the league's default pitch when the match has none, in German too", () => {
    show(null, 'de');
    expect(screen.getByRole('link', { name: 'Dantestadion' })).toHaveAttribute(
      'href',
      'https://maps.test/dante',
    );
    expect(screen.getByText(/^Spielfeld:/)).toBeInTheDocument();
  });
});
