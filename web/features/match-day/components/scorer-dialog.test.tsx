// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Squad } from '../../../../common/api/availability';
import { HOME, testMatch, testResult, testTeam } from '../../../lib/test-fixtures';
import { fakeApiByPath } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { ScorerDialog } from './scorer-dialog';

/**
 * The scorers of a result (docs/PRODUCT.md#results-and-scorers): the team's players and whoever
 * helps out in the match (an accepted one-match invitation, decision 098), who is on the squad but
 * not on the roster.
 */

const squad: Squad = {
  match_id: 1,
  team_id: HOME,
  minimum: 7,
  yes: 2,
  no: 0,
  maybe: 0,
  unanswered: 0,
  players: [
    { user_id: 10, name: 'Captain 1', status: 'yes' },
    { user_id: 77, name: 'Mara Free', status: 'yes', guest: true },
  ],
};
const sent = fakeApiByPath((path) => (path.endsWith('/getSquad') ? squad : {}));

/** The home side's scorers of a 1:0. */
const renderDialog = (locale: 'en' | 'de' = 'en') =>
  renderInApp(
    <ScorerDialog
      match={testMatch([testResult(1, 0)])}
      result={testResult(1, 0)}
      team={testTeam(HOME, 'Physik FC')}
      onClose={() => {}}
    />,
    { locale },
  );

describe('the scorer dialog', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('lists a guest of the match beside the players, and credits them a goal', async () => {
    const { user } = renderDialog();
    expect(await screen.findByText('Mara Free (helping out)')).toBeVisible();
    expect(screen.getByText('Captain 1')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'One goal more for Mara Free' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(sent.find((r) => r.path.endsWith('/addscorer'))?.body).toMatchObject({
        team_id: HOME,
        scorers: [{ playerId: 77, goals: 1 }],
      }),
    );
  });

  it('in German', async () => {
    renderDialog('de');
    expect(await screen.findByText('Mara Free (Aushilfe)')).toBeVisible();
  });
});
