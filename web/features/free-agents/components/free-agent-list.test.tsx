// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testFreeAgent as agent } from '../../../lib/test-fixtures';
import { fakeApiByPath } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { FreeAgentList } from './free-agent-list';

/** Dashboard > Free agents' list (docs/PRODUCT.md#free-agents): captains invite, admins read. */

const sent = fakeApiByPath((path) =>
  path.endsWith('/getFreeAgents') ? [agent] : path.endsWith('/inviteFreeAgent') ? {} : [],
);

describe('the free agents list', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('offers a captain "Invite to the team", which sends the player', async () => {
    const { user } = renderInApp(<FreeAgentList teamId={3} />);
    expect(await screen.findByText('Mara Free')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Invite to the team' }));
    await vi.waitFor(() =>
      expect(sent.find((r) => r.path.endsWith('/inviteFreeAgent'))?.body).toEqual({
        access_token: 'token',
        user_id: 7,
      }),
    );
  });

  it('shows an admin the profiles without a button the server would refuse', async () => {
    renderInApp(<FreeAgentList teamId={null} />, { locale: 'de' });
    expect(await screen.findByText('Mara Free')).toBeVisible();
    expect(screen.getByText('Left foot')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
