// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Squad } from '../../../common/api/availability';
import { fakeApi } from '../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../test/render';
import { AvailabilityButtons } from './availability-buttons';
import { SquadPlayers } from './squad-summary';

/**
 * A suspended player (docs/PRODUCT.md#discipline): marked among the names of the squad where their
 * answer puts them, and told why when they tap yes (the server's 409 sentence), in both languages.
 */

const REFUSAL = 'You are suspended for this match, so you cannot play in it.';
const api = fakeApi({ status: false, error: REFUSAL, code: 'player_suspended' });

const players: Squad['players'] = [
  { user_id: 3, name: 'Anna Berg', status: 'yes' },
  { user_id: 4, name: 'Ben Cole', status: 'no', suspended: true },
  { user_id: 5, name: 'Cem Dag', status: 'no' },
];

describe('a suspended player', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('is marked in the squad list', () => {
    renderInApp(<SquadPlayers players={players} />);
    expect(screen.getByText('No (2): Ben Cole (suspended), Cem Dag')).toBeVisible();
    expect(screen.getByText('Yes (1): Anna Berg')).toBeVisible();
  });

  it('is marked in German', () => {
    renderInApp(<SquadPlayers players={players} />, { locale: 'de' });
    expect(screen.getByText('Nein (2): Ben Cole (gesperrt), Cem Dag')).toBeVisible();
  });

  it("reads the server's sentence on tapping yes", async () => {
    const { user } = renderInApp(<AvailabilityButtons matchId={7} current="no" />);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(REFUSAL)).toBeVisible();
    expect(api.sent.map((request) => request.path)).toEqual(['/api/setAvailability']);
    // The answer stays the one given before.
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
  });
});
