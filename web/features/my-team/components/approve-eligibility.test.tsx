// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TeamMember } from '../../../../common/api/types';
import type { User } from '../../../lib/queries/get-user-by-token';
import { testUser } from '../../../lib/test-fixtures';
import { fakeApi } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { MemberRoster } from './member-roster';

/**
 * An admin approves a member marked "Not eligible" on a roster (docs/PRODUCT.md#eligibility,
 * decision 096): the reason is asked for and checked before sending; captains see the mark only.
 */

const viewer: { user: User | undefined } = { user: undefined };
vi.mock('../../../lib/queries/get-user-by-token', () => ({
  useCurrentUser: () => ({ data: viewer.user }),
}));
const api = fakeApi({
  status: true,
  data: { user_id: 21, eligible: true, approved_at: '2026-11-29T23:00:00Z' },
});
const approvals = () => api.sent.filter((r) => r.path.endsWith('/approveEligibility')).map((r) => r.body);

const members: TeamMember[] = [
  { id: 20, name: 'Lena Vogt', role: 'CAPTAIN', eligible: true },
  { id: 21, name: 'Anna Berg', role: 'PLAYER', eligible: false },
];
const roster = () => (
  <MemberRoster caption="Members of Physik FC" members={members} showIds={false} roleLabel={(m) => m.role} />
);

describe('approving a member who is not eligible', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('lets an admin approve with a reason, named under the field when empty, and sends it', async () => {
    viewer.user = testUser(1, 'ADMIN', null);
    const { user } = renderInApp(roster());
    expect(screen.getAllByText('Not eligible')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Approve/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Approve Anna Berg to play this season' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Anna Berg to play?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeVisible();
    expect(approvals()).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Enrolled at TUM, card seen');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved to play this season')).toBeVisible();
    expect(approvals()).toEqual([
      { access_token: 'token', user_id: 21, reason: 'Enrolled at TUM, card seen' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a captain the mark without Approve', () => {
    viewer.user = testUser(20, 'CAPTAIN', 5);
    renderInApp(roster());
    expect(screen.getByText('Not eligible')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('says it in German', async () => {
    viewer.user = testUser(1, 'ADMIN', null);
    const { user } = renderInApp(roster(), { locale: 'de' });
    expect(screen.getByText('Nicht spielberechtigt')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Anna Berg für diese Saison freigeben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anna Berg zum Spielen freigeben?' });
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    expect(await within(dialog).findByText('Bitte gib einen Grund an.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Grund' })).toBeInTheDocument();
  });
});
