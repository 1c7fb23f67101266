// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GUEST, HOME, TEST_PITCHES, testMatch, testResult, testTeam } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { MatchList } from './team-match-list';

const teams = new Map([
  [HOME, testTeam(HOME, 'TUM Kickers')],
  [GUEST, testTeam(GUEST, 'Physik FC')],
  [3, testTeam(3, 'Jura 04')],
  [4, testTeam(4, 'Chemie Dynamo')],
]);
const pitches = TEST_PITCHES.slice(0, 1);
const match = { ...testMatch([], '2026-12-02T19:00:00.000Z'), referee_team_id: 3, referee_team_id_2: 4 };

const list = (locale: 'en' | 'de', shown = match) =>
  renderInApp(
    <MatchList
      team={testTeam(HOME, 'TUM Kickers')}
      matches={[shown]}
      allMatches={[shown]}
      teams={teams}
      seasonNames={new Map()}
    />,
    { locale, path: `/teams/${HOME}`, prerendered: { pitches } },
  );

describe("a team page's match list", { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('shows where each match is played (the default pitch) and the referee teams', () => {
    list('en');
    const row = screen.getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Dantestadion' })).toHaveAttribute(
      'href',
      'https://maps.test/dante',
    );
    expect(row.textContent).toContain('Referees: Jura 04, Chemie Dynamo');
    // The earlier meetings' disclosure shows a chevron that it opens.
    expect(row.querySelector('summary svg')).not.toBeNull();
  });

  it('speaks German on a German page', () => {
    list('de');
    expect(screen.getByRole('listitem').textContent).toContain(
      'Spielfeld: DantestadionSchiedsrichter: Jura 04, Chemie Dynamo',
    );
  });

  it('names the team that could not play a forfeit, in either language', () => {
    const forfeit = testResult(0, 3, { is_final: true, forfeit: true, forfeit_team_id: HOME });
    const lost = { ...match, results: [forfeit] };
    list('en', lost);
    expect(screen.getByRole('listitem').textContent).toContain('TUM Kickers could not play');
    cleanup();
    list('de', lost);
    expect(screen.getByRole('listitem').textContent).toContain('TUM Kickers konnte nicht antreten');
  });
});
