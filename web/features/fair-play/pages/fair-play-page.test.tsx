// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MatchFairPlay } from '../../../../common/api/fair-play';
import { fakeApi } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { FairPlayPage } from './fair-play-page';

const open: MatchFairPlay = {
  match_id: 7,
  open: true,
  release_at: '2030-05-16T16:00:00.000Z',
  released: false,
  rated: false,
  can_rate: true,
  other_team: { team_id: 2, name: 'LMU Lions' },
  referees: [
    { referee_id: 31, name: 'Rita Pfiff' },
    { referee_id: 32, name: 'Sven Linie' },
  ],
  ratings: [],
};
const api = fakeApi({ status: true, data: open });

const page = (locale: 'en' | 'de' = 'en') =>
  renderInApp(
    <Routes>
      <Route path="/dashboard/fair-play/:matchId" element={<FairPlayPage />} />
    </Routes>,
    { path: '/dashboard/fair-play/7', locale },
  );

describe('the fair-play rating form', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('asks a score for the other team and each referee with the rubric, checks it, then sends all at once', async () => {
    api.answer = { status: true, data: open };
    const { user } = page();
    await screen.findByText('Fair play of LMU Lions');
    expect(
      screen.getByText('Respect for the referees, the opponents and the rules: 1 poor, 5 excellent.'),
    ).toBeTruthy();
    expect(screen.getByText('Referee Rita Pfiff')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send ratings' }));
    expect(await screen.findAllByText('Please give a score from 1 to 5.')).toHaveLength(3);
    expect(api.sent.map((r) => r.path)).not.toContain('/api/rateFairPlay');

    const groups = screen.getAllByRole('radiogroup');
    const pick = async (group: number, score: string) => {
      const radios = (groups[group] as HTMLElement).querySelectorAll('input[type="radio"]');
      await user.click(
        Array.from(radios).find((r) => (r as HTMLInputElement).value === score) as HTMLElement,
      );
    };
    await pick(0, '4');
    await pick(1, '5');
    await pick(2, '3');
    await user.type(screen.getByLabelText('Comment on the other team (optional)'), 'Fair und laut');
    api.answer = { status: true, data: { ...open, rated: true, can_rate: false } };
    await user.click(screen.getByRole('button', { name: 'Send ratings' }));
    await vi.waitFor(() =>
      expect(api.sent.filter((r) => r.path === '/api/rateFairPlay')).toEqual([
        {
          path: '/api/rateFairPlay',
          body: {
            access_token: 'token',
            match_id: 7,
            ratings: [
              { team_id: 2, score: 4, comment: 'Fair und laut' },
              { referee_id: 31, score: 5 },
              { referee_id: 32, score: 3 },
            ],
          },
        },
      ]),
    );
  });

  it('says in German that the side has rated and when the ratings show', async () => {
    api.answer = { status: true, data: { ...open, rated: true, can_rate: false } };
    page('de');
    await screen.findByText(/Dein Team hat dieses Spiel bewertet\. Die Wertungen werden sichtbar/);
  });
});
