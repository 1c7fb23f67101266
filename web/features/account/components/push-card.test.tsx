// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiSession } from '../../../lib/api-client';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { PushCard } from './push-card';

/** Settings' push card (decision 091); the team switch itself: web/components/ui/push-follow-switch.test.tsx. */

const ENDPOINT = 'https://push.example.org/send/me';
let sent: { path: string; body: unknown }[] = [];
let existing: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;

beforeEach(() => {
  sent = [];
  existing = null;
  localStorage.clear();
  // A browser with push, signed in.
  configureApiSession('token', null);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/getPushKey')
        return Response.json({ status: true, data: { public_key: 'SERVER-KEY' } });
      return Response.json({
        status: true,
        data: path === '/api/subscribePush' ? { teams: [], kinds: [] } : null,
      });
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({
        pushManager: {
          getSubscription: async () => existing,
          subscribe: async () => {
            existing = {
              endpoint: ENDPOINT,
              toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'P', auth: 'A' } }),
              unsubscribe: async () => true,
            };
            return existing;
          },
        },
      }),
    },
  });
});
afterEach(() => {
  configureApiSession(null, null);
  vi.unstubAllGlobals();
});

describe('Push notifications in Settings', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it("has the switch for the user's own team, and says where other teams are followed", async () => {
    renderInApp(<PushCard team={{ id: 5, name: 'Physik FC' }} />, { path: '/dashboard/settings' });
    expect(screen.getByRole('heading', { name: 'Push notifications' })).toBeInTheDocument();
    expect(screen.getByText(/Follow a team by push from its team page/)).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /Follow with push/ })).toBeInTheDocument();
    expect(screen.getByText(/full time of Physik FC on this device/)).toBeInTheDocument();
  });

  it("subscribes this device with the session for the user's own items, and ends it when switched off", async () => {
    const { user } = renderInApp(<PushCard team={null} />, { path: '/dashboard/settings' });
    const toggle = await screen.findByRole('switch', { name: /My notifications on this device/ });
    expect(screen.queryByRole('switch', { name: /Follow with push/ })).not.toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sent.filter((r) => r.path === '/api/subscribePush').map((r) => r.body)).toEqual([
      {
        access_token: 'token',
        subscription: { endpoint: ENDPOINT, keys: { p256dh: 'P', auth: 'A' } },
        teams: [],
        kinds: ['kickoff', 'goal', 'fulltime'],
      },
    ]);
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent.at(-1)).toEqual({ path: '/api/unsubscribePush', body: { endpoint: ENDPOINT } });
  });

  it('explains the home-screen app on an iPhone, in German', async () => {
    const agent = navigator.userAgent;
    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
    });
    try {
      renderInApp(<PushCard team={null} />, { path: '/dashboard/settings', locale: 'de' });
      expect(screen.getByRole('heading', { name: 'Push-Benachrichtigungen' })).toBeInTheDocument();
      expect(await screen.findByText(/iOS 16\.4 oder neuer/)).toBeInTheDocument();
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'userAgent', { configurable: true, value: agent });
    }
  });
});
