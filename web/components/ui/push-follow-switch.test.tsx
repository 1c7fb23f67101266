// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../test/render';
import { PushFollowSwitch } from './push-follow-switch';

/** The "Follow with push" switch (decision 091) against a browser's push parts and the API, faked. */

const ENDPOINT = 'https://push.example.org/send/abc';
let sent: { path: string; body: unknown }[] = [];
let permission: NotificationPermission = 'granted';
let existing: ReturnType<typeof fakeSubscription> | null = null;
const subscribe = vi.fn();

function fakeSubscription() {
  return {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'P256DH', auth: 'AUTH' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

const setUserAgent = (value: string) =>
  Object.defineProperty(navigator, 'userAgent', { value, configurable: true });
const DESKTOP = navigator.userAgent;

beforeEach(() => {
  sent = [];
  permission = 'granted';
  existing = null;
  localStorage.clear();
  subscribe.mockReset();
  subscribe.mockImplementation(async () => {
    existing = fakeSubscription();
    return existing;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ path, body });
      if (path === '/api/getPushKey')
        return Response.json({ status: true, data: { public_key: 'SERVER-KEY' } });
      if (path === '/api/subscribePush') {
        return Response.json({ status: true, data: { teams: body.teams, kinds: body.kinds } });
      }
      return Response.json({ status: true, data: null });
    }),
  );
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: async () => permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({
        pushManager: { getSubscription: async () => existing, subscribe },
      }),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUserAgent(DESKTOP);
});

describe('Follow with push', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('subscribes this device with the server key and sends the teams followed', async () => {
    localStorage.setItem('league-push-teams', '[3]');
    existing = null;
    const { user } = renderInApp(<PushFollowSwitch teamId={5} teamName="Physik FC" />, { path: '/teams/5' });
    const toggle = await screen.findByRole('switch', { name: /Follow with push/ });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/Kick-off, goals and full time of Physik FC/)).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'SERVER-KEY' });
    expect(sent.filter((r) => r.path === '/api/subscribePush').map((r) => r.body)).toEqual([
      {
        subscription: { endpoint: ENDPOINT, keys: { p256dh: 'P256DH', auth: 'AUTH' } },
        teams: [3, 5],
        kinds: ['kickoff', 'goal', 'fulltime'],
      },
    ]);
    expect(JSON.parse(localStorage.getItem('league-push-teams') ?? '')).toEqual([3, 5]);
  });

  it('ends the subscription when the last team followed is switched off', async () => {
    localStorage.setItem('league-push-teams', '[5]');
    existing = fakeSubscription();
    const subscription = existing;
    const { user } = renderInApp(<PushFollowSwitch teamId={5} teamName="Physik FC" />, { path: '/teams/5' });
    const toggle = await screen.findByRole('switch', { name: /Follow with push/ });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent.map((r) => r.path)).toEqual(['/api/unsubscribePush']);
    expect(sent[0]?.body).toEqual({ endpoint: ENDPOINT });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(localStorage.getItem('league-push-teams')).toBe('[]');
  });

  it('says how to allow notifications when the browser blocks them, and stays off', async () => {
    permission = 'denied';
    const { user } = renderInApp(<PushFollowSwitch teamId={5} teamName="Physik FC" />, { path: '/teams/5' });
    const toggle = await screen.findByRole('switch', { name: /Follow with push/ });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(/blocked for this site/);
    expect(toggle).not.toBeChecked();
    expect(sent).toEqual([]);
  });

  it('explains the home-screen app on an iPhone in Safari, in German too', async () => {
    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1');
    renderInApp(<PushFollowSwitch teamId={5} teamName="Physik FC" />, { path: '/teams/5', locale: 'de' });
    expect(
      await screen.findByText(/iOS 16\.4 oder neuer und diese Seite auf dem Home-Bildschirm/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows nothing where the browser has no push', async () => {
    vi.stubGlobal('PushManager', undefined);
    // happy-dom's window keeps the name once stubbed: `in` still finds it, so remove it.
    delete (window as { PushManager?: unknown }).PushManager;
    renderInApp(<PushFollowSwitch teamId={5} teamName="Physik FC" />, { path: '/teams/5' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText(/push|iOS/i)).not.toBeInTheDocument();
  });
});
