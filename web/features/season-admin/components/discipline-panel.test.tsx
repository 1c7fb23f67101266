// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suspension } from '../../../../common/api/discipline';
import { configureApiSession } from '../../../lib/api-client';
import { GUEST, HOME, testMatch, testSeason, testTeam } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { DisciplinePanel } from './discipline-panel';

/**
 * The admin's discipline tab (docs/PRODUCT.md#discipline): a season's rules, checked with the
 * API's own schema, and every team's bans, each one tap from a change of its length with a reason.
 */

const season = { ...testSeason, matches: [testMatch([], '2030-05-14T16:00:00.000Z')] };
const ban: Suspension = {
  user_id: 11,
  name: 'Carl Dorn',
  team_id: HOME,
  reason: 'red',
  matches: 2,
  served: 1,
  until_match_id: 1,
  card_id: 5,
  match_id: 9,
};
const answers: Record<string, unknown> = {
  getDisciplineRules: { season_id: 1, yellow_limit: 5, yellow_ban: 1, yellow_red_ban: 1, red_ban: 2 },
  getSuspensions: [ban],
  getTeams: [testTeam(HOME, 'Physik FC'), testTeam(GUEST, 'TUM Kickers')],
};
let sent: { name: string; body: Record<string, unknown> }[] = [];
beforeEach(() => {
  sent = [];
  localStorage.setItem('session', JSON.stringify({ access_token: 'token' }));
  configureApiSession('token', null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const name = path.replace(/^\/api\//, '');
      const { access_token: _, ...body } = JSON.parse(String(init?.body ?? '{}'));
      sent.push({ name, body });
      return Response.json({ status: true, data: answers[name] ?? body });
    }),
  );
});
afterEach(() => {
  localStorage.removeItem('session');
  configureApiSession(null, null);
  vi.unstubAllGlobals();
});
// The session provider checks the stored token first: a read, as the get* calls.
const writes = () => sent.filter(({ name }) => !name.startsWith('get') && name !== 'verify');

describe("the admin's discipline tab", { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it("sets a season's rules, refusing a number out of range with the API's sentence", async () => {
    const { user } = renderInApp(<DisciplinePanel seasons={[season]} />);
    const limit = await screen.findByRole('textbox', { name: 'Yellow cards per ban' });
    expect(limit).toHaveValue('5');
    await user.clear(limit);
    await user.type(limit, '0');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('yellow_limit is a whole number from 1 to 20.')).toBeVisible();
    expect(writes()).toEqual([]);
    await user.clear(limit);
    await user.type(limit, '3');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await screen.findByText('Discipline rules saved');
    expect(writes()).toEqual([
      {
        name: 'setDisciplineRules',
        body: { season_id: 1, yellow_limit: 3, yellow_ban: 1, yellow_red_ban: 1, red_ban: 2 },
      },
    ]);
  });

  it("changes a ban's length with a reason", async () => {
    const { user } = renderInApp(<DisciplinePanel seasons={[season]} />);
    expect(await screen.findByText('Carl Dorn: red card, served 1 of 2')).toBeVisible();
    expect(screen.getByText('Last match of the ban: TUM Kickers, 14.05.2030 18:00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change the ban of Carl Dorn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the ban of Carl Dorn' });
    const matches = within(dialog).getByRole('textbox', { name: 'Matches' });
    await user.clear(matches);
    await user.type(matches, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong player booked');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Ban changed');
    expect(writes()).toEqual([
      { name: 'adjustSuspension', body: { card_id: 5, matches: 0, reason: 'Wrong player booked' } },
    ]);
  });

  it('says it in German', async () => {
    renderInApp(<DisciplinePanel seasons={[season]} />, { locale: 'de' });
    expect(await screen.findByRole('textbox', { name: 'Gelbe Karten je Sperre' })).toHaveValue('5');
    expect(await screen.findByText('Carl Dorn: Rote Karte, 1 von 2 abgesessen')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sperre von Carl Dorn ändern' })).toBeVisible();
  });
});
