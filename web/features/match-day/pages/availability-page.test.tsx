// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MatchSquad } from '../../../../common/api/availability';
import { fakeApi } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { AvailabilityPage } from './availability-page';

const squad: MatchSquad = {
  home: 'TUM Kickers',
  guest: 'LMU Lions',
  date: '2030-05-14T16:00:00.000Z',
  match_id: 7,
  team_id: 2,
  minimum: 11,
  yes: 0,
  no: 0,
  maybe: 0,
  unanswered: 1,
  players: [{ user_id: 3, name: 'Anna Berg', status: null }],
};
const api = fakeApi({ status: true, data: squad });

const page = (locale: 'en' | 'de' = 'en') =>
  renderInApp(
    <Routes>
      <Route path="/dashboard/availability/:matchId" element={<AvailabilityPage />} />
    </Routes>,
    { path: '/dashboard/availability/7', locale },
  );

describe('the page a mailed availability link opens', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('opening it only reads; only a button answers (mail scanners follow links)', async () => {
    const { user } = page();
    await screen.findByText('Nothing is saved until you tap one of the answers below.');
    // A player with two coming matches knows which one this is.
    expect(screen.getByText('TUM Kickers – LMU Lions')).toBeTruthy();
    expect(screen.getByText('14.05.2030 18:00')).toBeTruthy();
    expect(api.sent.map((request) => request.path)).not.toContain('/api/setAvailability');
    expect(api.sent.map((request) => request.path)).toContain('/api/getSquad');
    api.answer = {
      status: true,
      data: { match_id: 7, user_id: 3, status: 'no', updated_at: '2030-01-01T00:00:00.000Z' },
    };
    await user.click(screen.getByRole('button', { name: 'No' }));
    await vi.waitFor(() =>
      expect(api.sent.filter((request) => request.path === '/api/setAvailability')).toEqual([
        { path: '/api/setAvailability', body: { access_token: 'token', match_id: 7, status: 'no' } },
      ]),
    );
  });

  it('says what it does in German', async () => {
    page('de');
    await screen.findByText('Gespeichert wird erst, wenn du unten auf eine Antwort tippst.');
    expect(screen.getByRole('link', { name: 'Zu deinen Spielen' })).toHaveAttribute(
      'href',
      '/dashboard/matches#match-7',
    );
    expect(api.sent.map((request) => request.path)).not.toContain('/api/setAvailability');
  });
});
