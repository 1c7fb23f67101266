// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Match } from '../../../../common/api/types';
import { GUEST, HOME, HOUR, testMatch, testUser } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { LIVE_QUEUE_KEY, resetQueueForTests } from '../api/live-queue';
import { liveTestServer } from '../api/live-test-server';
import { LiveScreen } from './live-screen';

/**
 * The live screen per role and state (decision 086): a referee records through the queue, taps made
 * offline wait and go out in order with their ids when the network is back, a refused tap is
 * dropped with the API's sentence; a player only reads; before the kick-off nobody records.
 */

const referee = testUser(7, 'PLAYER', 3);
const kickedOff = (hoursAgo: number, extra: Partial<Match> = {}): Match => ({
  ...testMatch([], new Date(Date.now() - hoursAgo * HOUR).toISOString()),
  referee_team_id: 3,
  referee_id: referee.id,
  ...extra,
});
const home = { id: HOME, name: 'Physik FC' };
const guest = { id: GUEST, name: 'TUM Kickers' };
const scorers = {
  home: [{ id: 11, name: 'Anna Berg' }],
  guest: [{ id: 21, name: 'Ben Kurz' }],
};

function renderScreen(match: Match, user = referee, locale: 'en' | 'de' = 'en') {
  return renderInApp(<LiveScreen match={match} home={home} guest={guest} user={user} scorers={scorers} />, {
    locale,
  });
}

const score = () => screen.getByRole('status').getAttribute('aria-label');

let server: ReturnType<typeof liveTestServer>;
beforeEach(() => {
  localStorage.setItem('session', JSON.stringify({ access_token: 'token' }));
  localStorage.removeItem(LIVE_QUEUE_KEY);
  resetQueueForTests();
  server = liveTestServer();
});
afterEach(() => {
  localStorage.removeItem('session');
  localStorage.removeItem(LIVE_QUEUE_KEY);
  resetQueueForTests();
});

describe('the live screen', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('a referee records the kick-off and a goal with its scorer; the score follows at once', async () => {
    const { user } = renderScreen(kickedOff(0.5));
    await user.click(await screen.findByRole('button', { name: 'Kick-off' }));
    await user.click(screen.getByRole('button', { name: 'Goal Physik FC' }));
    await user.click(await screen.findByRole('button', { name: 'Anna Berg' }));
    expect(score()).toBe('Score: Physik FC 1, TUM Kickers 0');
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent.map((body) => [body.kind, body.team_id, body.player_id])).toEqual([
      ['kickoff', undefined, undefined],
      ['goal', HOME, 11],
    ]);
    expect(server.sent[1]?.minute).toBeGreaterThanOrEqual(1);
    expect(await screen.findByText(/Goal Physik FC: Player 11 \(1:0\)/)).toBeVisible();
    expect(screen.getByText('1st half')).toBeVisible();
  });

  it('offline taps wait in the queue and go out in order, with the same event ids, once online', async () => {
    const { user } = renderScreen(kickedOff(0.5));
    await screen.findByRole('button', { name: 'Kick-off' });
    server.offline = true;
    await user.click(screen.getByRole('button', { name: 'Kick-off' }));
    await user.click(screen.getByRole('button', { name: 'Goal TUM Kickers' }));
    await user.click(await screen.findByRole('button', { name: 'Unknown' }));
    await user.click(screen.getByRole('button', { name: 'Goal TUM Kickers' }));
    await user.click(await screen.findByRole('button', { name: 'Ben Kurz' }));
    expect(await screen.findByText('3 events waiting to be sent')).toBeVisible();
    expect(score()).toBe('Score: Physik FC 0, TUM Kickers 2');
    const stored = JSON.parse(localStorage.getItem(LIVE_QUEUE_KEY) ?? '{}');
    const ids = stored.events.map((event: { event_id: string }) => event.event_id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);

    server.offline = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).toBeNull());
    expect(server.sent.map((body) => body.event_id)).toEqual(ids);
    expect(server.sent.map((body) => body.kind)).toEqual(['kickoff', 'goal', 'goal']);
    expect(score()).toBe('Score: Physik FC 0, TUM Kickers 2');
  });

  it("a refused tap is dropped with the API's sentence, and the score is the server's again", async () => {
    const { user } = renderScreen(kickedOff(0.5));
    server.refuse = { error: 'The match is already finished.', code: 'live_match_finished' };
    await user.click(await screen.findByRole('button', { name: 'Kick-off' }));
    expect(await screen.findByText('Not recorded: The match is already finished.')).toBeVisible();
    expect(JSON.parse(localStorage.getItem(LIVE_QUEUE_KEY) ?? '{}').events).toEqual([]);
    expect(screen.getByText('Not kicked off')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/Not recorded/)).toBeNull();
  });

  it('an own goal names the player of the other side, and undo takes back my last event', async () => {
    const { user } = renderScreen(kickedOff(0.5));
    await user.click(await screen.findByRole('button', { name: 'Goal Physik FC' }));
    await user.click(await screen.findByRole('button', { name: 'Own goal by TUM Kickers' }));
    await user.click(await screen.findByRole('button', { name: 'Ben Kurz' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({ kind: 'own_goal', team_id: HOME, player_id: 21 });
    expect(score()).toBe('Score: Physik FC 1, TUM Kickers 0');
    await waitFor(() => expect(screen.queryByText(/waiting/)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Undo my last event' }));
    expect(score()).toBe('Score: Physik FC 0, TUM Kickers 0');
    await waitFor(() => expect(server.sent.map((body) => body.kind)).toEqual(['own_goal', 'undo']));
  });

  it('full time of a drawn knockout match asks who won the shoot-out and sends it', async () => {
    const { user } = renderScreen(kickedOff(1.5, { match_stage: 'FINAL' }));
    await user.click(await screen.findByRole('button', { name: 'Kick-off' }));
    await user.click(screen.getByRole('button', { name: 'Full time' }));
    expect(await screen.findByText(/who won the penalty shoot-out/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'TUM Kickers won it' }));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent[1]).toMatchObject({ kind: 'fulltime', shootout_winner_id: GUEST });
    expect(await screen.findByText('Full time', { selector: 'p' })).toBeVisible();
  });

  it('a player of the teams reads the score and records nothing', async () => {
    renderScreen(kickedOff(0.5), testUser(8, 'PLAYER', HOME));
    expect(
      await screen.findByText(
        "The appointed referees, the captains of the two teams and admins record a match's events.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Goal/ })).toBeNull();
  });

  it('before the kick-off a captain waits; in German', async () => {
    renderScreen(kickedOff(-2), testUser(10, 'CAPTAIN', HOME), 'de');
    expect(await screen.findByText(/Das Erfassen beginnt mit dem Anstoß/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Tor/ })).toBeNull();
    expect(screen.getByText('Vor dem Anstoß')).toBeVisible();
  });

  it('a captain records in German', async () => {
    const { user } = renderScreen(kickedOff(0.5), testUser(10, 'CAPTAIN', HOME), 'de');
    await user.click(await screen.findByRole('button', { name: 'Anstoß' }));
    await user.click(screen.getByRole('button', { name: 'Tor TUM Kickers' }));
    expect(await screen.findByText('Wer hat für TUM Kickers getroffen?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Unbekannt' }));
    expect(score()).toBe('Spielstand: Physik FC 0, TUM Kickers 1');
  });
});
