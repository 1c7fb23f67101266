// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Match } from '../../../../common/api/types';
import { GUEST, HOME, testMatch, testResult, testTeam, testUser } from '../../../lib/test-fixtures';
import { fakeApi } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { ForfeitActions } from './forfeit-actions';

/**
 * A match that will not be played, on its card (decision 082): "We cannot play" asks once with its
 * consequence and a reason, "They did not come" after the deadline, "Confirm no-show" for the
 * appointed referee, a final forfeit names the team that could not play; English and German.
 */

const api = fakeApi({ status: true, data: [] });
// Signed in as the app keeps it, so the card reads the season's no-show reports.
beforeEach(() => localStorage.setItem('session', JSON.stringify({ access_token: 'token' })));
afterEach(() => localStorage.removeItem('session'));
const teams = new Map([
  [HOME, testTeam(HOME, 'Physik FC')],
  [GUEST, testTeam(GUEST, 'TUM Kickers')],
]);
const captain = { user: testUser(10, 'CAPTAIN', HOME), teamId: HOME };
const inHours = (hours: number) => new Date(Date.now() + hours * 3600 * 1000).toISOString();
const sentTo = (name: string) => api.sent.filter((call) => call.path.endsWith(`/${name}`));
const refereed = (date: string): Match => ({ ...testMatch([], date), referee_team_id: 7, referee_id: 70 });

describe('the forfeit actions of a match card', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('"We cannot play" names the consequence, needs a reason and sends it; Cancel sends nothing', async () => {
    const { user } = renderInApp(
      <ForfeitActions match={refereed(inHours(72))} teams={teams} viewer={captain} />,
    );
    expect(screen.queryByRole('button', { name: 'They did not come' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'We cannot play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call off Physik FC – TUM Kickers?' });
    expect(
      within(dialog).getByText(
        'Physik FC loses this match 0:3. The result is final at once, counts in the table and cannot be undone; the other team and the referees are told now.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Call off: we lose 0:3' }));
    expect(within(dialog).getByText('Please say why your team cannot play.')).toBeVisible();
    expect(sentTo('declareForfeit')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentTo('declareForfeit')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'We cannot play' }));
    const again = await screen.findByRole('dialog');
    await user.type(within(again).getByRole('textbox', { name: 'Reason' }), 'Exams');
    api.answer = {
      status: true,
      data: testResult(0, 3, { is_final: true, forfeit: true, forfeit_team_id: HOME }),
    };
    await user.click(within(again).getByRole('button', { name: 'Call off: we lose 0:3' }));
    expect(sentTo('declareForfeit').map((call) => call.body)).toEqual([
      expect.objectContaining({ match_id: 1, reason: 'Exams' }),
    ]);
    expect(await screen.findByText('Match called off')).toBeVisible();
  });

  it('after the deadline offers "They did not come" instead, and asks once', async () => {
    const { user } = renderInApp(
      <ForfeitActions match={refereed(inHours(2))} teams={teams} viewer={captain} />,
    );
    expect(screen.queryByRole('button', { name: 'We cannot play' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'They did not come' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report that TUM Kickers did not come?' });
    expect(
      within(dialog).getByText('A referee of the match or an admin confirms it; then TUM Kickers loses 0:3.'),
    ).toBeVisible();
    api.answer = { status: true, data: { match_id: 1, team_id: HOME, claimed_at: inHours(0) } };
    await user.click(within(dialog).getByRole('button', { name: 'They did not come' }));
    expect(sentTo('claimNoShow').map((call) => call.body)).toEqual([
      expect.objectContaining({ match_id: 1 }),
    ]);
  });

  it('offers no "They did not come" once a result was suggested: the match was played', async () => {
    const played = { ...refereed(inHours(-2)), results: [testResult(2, 1, { submitted_team_id: GUEST })] };
    renderInApp(<ForfeitActions match={played} teams={teams} viewer={captain} />);
    expect(screen.queryByRole('button', { name: 'They did not come' })).toBeNull();
    expect(sentTo('getNoShowClaims')).toEqual([]);
    // The same match without the suggestion offers it.
    renderInApp(<ForfeitActions match={refereed(inHours(-2))} teams={teams} viewer={captain} />);
    expect(await screen.findByRole('button', { name: 'They did not come' })).toBeVisible();
  });

  it('the appointed referee reads the report and confirms it, in German', async () => {
    api.answer = { status: true, data: [{ match_id: 1, team_id: HOME, claimed_at: inHours(-1) }] };
    const referee = { user: testUser(70, 'PLAYER', 7), teamId: 7 };
    const { user } = renderInApp(
      <ForfeitActions match={refereed(inHours(-1))} teams={teams} viewer={referee} />,
      {
        locale: 'de',
      },
    );
    expect(
      await screen.findByText(
        'Physik FC meldet, dass TUM Kickers nicht angetreten ist. Ein Schiedsrichter des Spiels oder ein Admin bestätigt es.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Nichtantreten bestätigen' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Bestätigen, dass TUM Kickers nicht angetreten ist?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Nichtantreten bestätigen' }));
    expect(sentTo('confirmNoShow').map((call) => call.body)).toEqual([
      expect.objectContaining({ match_id: 1 }),
    ]);
  });

  it('a final forfeit names the team that could not play, with no buttons', () => {
    const final = testResult(0, 3, { is_final: true, forfeit: true, forfeit_team_id: HOME });
    renderInApp(<ForfeitActions match={testMatch([final], inHours(72))} teams={teams} viewer={captain} />, {
      locale: 'de',
    });
    expect(screen.getByText('Physik FC konnte nicht antreten: 0:3.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
