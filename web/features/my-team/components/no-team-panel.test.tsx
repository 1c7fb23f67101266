// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testTeam } from '../../../lib/test-fixtures';
import { fakeApi } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { NoTeamPanel } from './no-team-panel';

const requested = {
  ...testTeam(5, 'Physik FC', { id: 50, name: 'Carla Captain' }),
  players: undefined,
  request_pending: true,
  request_sent_at: '2026-11-28T13:05:00.000Z',
};

describe('a pending join request on My Team', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('says when it was sent, in Munich time, and who answers it', () => {
    renderInApp(<NoTeamPanel requested={requested} />);
    expect(screen.getByText('Sent on 28.11.2026 14:05')).toBeInTheDocument();
    expect(screen.getByText('Captain: Carla Captain')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('says it in German', () => {
    renderInApp(<NoTeamPanel requested={requested} />, { locale: 'de' });
    expect(screen.getByText('Gesendet am 28.11.2026, 14:05')).toBeInTheDocument();
    expect(screen.getByText('Kapitän: Carla Captain')).toBeInTheDocument();
  });

  it('leaves the time out for a request sent before it was kept', () => {
    renderInApp(<NoTeamPanel requested={{ ...requested, request_sent_at: null }} />);
    expect(screen.queryByText(/Sent on/)).not.toBeInTheDocument();
    expect(screen.getByText('Captain: Carla Captain')).toBeInTheDocument();
  });
});

describe('withdrawing a join request', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  const api = fakeApi({ status: true, data: {} });

  it('asks once: Cancel sends nothing, Withdraw sends the withdrawal (decision 080)', async () => {
    const { user } = renderInApp(<NoTeamPanel requested={requested} />);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your request?' });
    expect(
      within(dialog).getByText(
        'Your request to join Physik FC ends and its captain no longer sees it. To join later, you ask again and wait for a new answer.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(api.sent.map((call) => call.body)).toEqual([expect.objectContaining({ team_id: -1 })]);
    expect(await screen.findByText('Request to join Physik FC withdrawn')).toBeVisible();
  });

  it('asks in German', async () => {
    const { user } = renderInApp(<NoTeamPanel requested={requested} />, { locale: 'de' });
    await user.click(screen.getByRole('button', { name: 'Zurückziehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beitrittsanfrage zurückziehen?' });
    expect(within(dialog).getByText(/^Deine Beitrittsanfrage an Physik FC endet/)).toBeVisible();
    expect(api.sent).toEqual([]);
  });
});
