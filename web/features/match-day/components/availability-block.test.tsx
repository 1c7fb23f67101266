// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Squad } from '../../../../common/api/availability';
import { GUEST, HOME, testMatch, testResult, testTeam, testUser } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { AvailabilityBlock } from './availability-block';

/**
 * Who is coming, on the match card, per role (decision 081): a captain sees the own team's squad
 * only; an admin, in neither team, sees both teams' counts, each under its name, with the names one
 * tap away; English and German.
 */

const teams = new Map([
  [HOME, testTeam(HOME, 'Physik FC')],
  [GUEST, testTeam(GUEST, 'TUM Kickers')],
]);
const inHours = (hours: number) => new Date(Date.now() + hours * 3600 * 1000).toISOString();
const ahead = testMatch([], inHours(30));

const squads: Record<number, Squad> = {
  [HOME]: {
    match_id: 1,
    team_id: HOME,
    minimum: 11,
    yes: 8,
    no: 1,
    maybe: 2,
    unanswered: 1,
    players: [
      { user_id: 10, name: 'Anna Berg', status: 'yes' },
      { user_id: 11, name: 'Bea Roth', status: null },
    ],
  },
  [GUEST]: {
    match_id: 1,
    team_id: GUEST,
    minimum: 11,
    yes: 11,
    no: 0,
    maybe: 0,
    unanswered: 3,
    players: [{ user_id: 20, name: 'Ben Kurz', status: 'maybe' }],
  },
};

/** The getSquad bodies sent, each answered with the squad it names (the caller's own team without team_id). */
let asked: Record<string, unknown>[] = [];
const ownTeam = { current: HOME };
beforeEach(() => {
  asked = [];
  localStorage.setItem('session', JSON.stringify({ access_token: 'token' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      if (!path.endsWith('/getSquad')) return Response.json({ status: true, data: [] });
      asked.push(body);
      return Response.json({ status: true, data: squads[body.team_id ?? ownTeam.current] });
    }),
  );
});
afterEach(() => {
  localStorage.removeItem('session');
  vi.unstubAllGlobals();
});

describe('who is coming on the match card', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it("an admin sees both teams' counts in one line, each team's count and names one tap away", async () => {
    const { user } = renderInApp(
      <AvailabilityBlock match={ahead} teams={teams} user={testUser(1, 'ADMIN', null)} />,
    );
    const summary = await screen.findByText('Who is coming:');
    expect(summary.closest('summary')?.textContent).toBe('Who is coming: 8/11 – 11/11');
    expect(asked.map((body) => body.team_id).sort()).toEqual([HOME, GUEST].sort());
    // An admin answers for nobody and reminds from nowhere here.
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remind/ })).toBeNull();
    expect(screen.getByText('Not answered (1): Bea Roth')).not.toBeVisible();
    await user.click(summary);
    const home = screen.getByRole('region', { name: 'Physik FC' });
    const guest = screen.getByRole('region', { name: 'TUM Kickers' });
    expect(within(home).getByText('8 of 11 confirmed')).toBeVisible();
    expect(within(guest).getByText('11 of 11 confirmed')).toBeVisible();
    expect(within(home).getByText('Not answered (1): Bea Roth')).toBeVisible();
  });

  it('says it in German', async () => {
    const { user } = renderInApp(
      <AvailabilityBlock match={ahead} teams={teams} user={testUser(1, 'ADMIN', null)} />,
      { locale: 'de' },
    );
    await user.click(await screen.findByText('Wer kommt:'));
    const home = screen.getByRole('region', { name: 'Physik FC' });
    expect(within(home).getByText('8 von 11 haben zugesagt')).toBeVisible();
    expect(screen.getByText('11 von 11 haben zugesagt')).toBeVisible();
    expect(within(home).getByText('Keine Antwort (1): Bea Roth')).toBeVisible();
  });

  it("a captain sees the own team's squad only, with the answer buttons and the reminder", async () => {
    ownTeam.current = GUEST;
    renderInApp(<AvailabilityBlock match={ahead} teams={teams} user={testUser(20, 'CAPTAIN', GUEST)} />);
    expect(await screen.findByText('11 of 11 confirmed')).toBeVisible();
    expect(screen.queryByText('8 of 11 confirmed')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Physik FC' })).toBeNull();
    // The own team's squad, named by the session, not by a team_id.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((body) => 'team_id' in body)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Remind those who have not answered' })).toBeVisible();
    ownTeam.current = HOME;
  });

  it("shows an admin no squad once the match kicked off: who came is the result's or a no-show's to say", () => {
    renderInApp(
      <AvailabilityBlock
        match={testMatch([], inHours(-1))}
        teams={teams}
        user={testUser(1, 'ADMIN', null)}
      />,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('shows no squad once the result is final', () => {
    const final = testMatch([testResult(2, 1, { is_final: true })], inHours(-3));
    renderInApp(<AvailabilityBlock match={final} teams={teams} user={testUser(1, 'ADMIN', null)} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(asked).toEqual([]);
  });
});
