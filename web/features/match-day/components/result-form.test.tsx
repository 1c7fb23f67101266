// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiSession } from '../../../lib/api-client';
import type { User } from '../../../lib/queries/get-user-by-token';
import { testMatch, testUser } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { ResultForm } from './result-form';

/** An admin may enter a result as final at once, with a reason (decision 073); a captain suggests. */

let me: User;
let sent: { path: string; body: Record<string, unknown> }[] = [];

describe('the result form', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push({ path, body });
        return Response.json({ status: true, data: path.includes('getUserByToken') ? me : null });
      }),
    );
    configureApiSession('token', null);
    // Signed in as the app keeps it, so the form asks who the user is.
    localStorage.setItem('session', JSON.stringify({ access_token: 'token' }));
  });
  afterEach(() => {
    configureApiSession(null, null);
    localStorage.removeItem('session');
    vi.unstubAllGlobals();
  });

  const form = () => <ResultForm match={testMatch([])} homeName="Physik FC" guestName="TUM Kickers" />;
  const added = () => sent.filter((request) => request.path.endsWith('/api/addResult'));

  it('lets an admin enter a final result with a reason, and asks for the reason first', async () => {
    me = testUser(1, 'ADMIN', null);
    const { user } = renderInApp(form());
    await user.type(screen.getByRole('textbox', { name: 'Physik FC' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'TUM Kickers' }), '4');
    await user.click(await screen.findByRole('checkbox', { name: 'Final at once' }));
    await user.click(screen.getByRole('button', { name: 'Enter final result' }));
    expect(await screen.findByText('Please give a reason.')).toBeVisible();
    expect(added()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Paper sheet signed by both');
    await user.click(screen.getByRole('button', { name: 'Enter final result' }));
    await vi.waitFor(() => expect(added()).toHaveLength(1));
    expect(added()[0]?.body).toMatchObject({
      match_id: 1,
      home_score: 2,
      guest_score: 4,
      final: true,
      reason: 'Paper sheet signed by both',
    });
  });

  it('lets an admin enter a forfeit of either side or an unplayed 0:0 with a reason, in German too', async () => {
    me = testUser(1, 'ADMIN', null);
    const { user } = renderInApp(form(), { locale: 'de' });
    await user.click(await screen.findByRole('checkbox', { name: 'Sofort endgültig' }));
    const outcome = screen.getByRole('combobox', { name: 'Wertung' });
    await user.selectOptions(outcome, 'TUM Kickers konnte nicht antreten (0:3)');
    expect(screen.queryByRole('textbox', { name: 'Physik FC' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Begründung/ }), 'Abgesagt per Mail');
    await user.click(screen.getByRole('button', { name: 'Endgültiges Ergebnis eintragen' }));
    await vi.waitFor(() => expect(added()).toHaveLength(1));
    expect(added()[0]?.body).toMatchObject({
      match_id: 1,
      home_score: 3,
      guest_score: 0,
      forfeit: true,
      final: true,
      reason: 'Abgesagt per Mail',
    });
    await user.selectOptions(outcome, 'Nicht gespielt (0:0)');
    await user.click(screen.getByRole('button', { name: 'Endgültiges Ergebnis eintragen' }));
    await vi.waitFor(() => expect(added()).toHaveLength(2));
    expect(added()[1]?.body).toMatchObject({ home_score: 0, guest_score: 0, unplayed: true, final: true });
  });

  it('offers a captain no final result, in German too', async () => {
    me = testUser(10, 'CAPTAIN', 1);
    renderInApp(form(), { locale: 'de' });
    expect(await screen.findByRole('button', { name: 'Ergebnis vorschlagen' })).toBeVisible();
    await vi.waitFor(() =>
      expect(sent.some((request) => request.path.includes('getUserByToken'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
