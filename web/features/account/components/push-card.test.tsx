// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { PushCard } from './push-card';

/** Settings' push card (decision 091); the switch itself: web/components/ui/push-follow-switch.test.tsx. */

beforeEach(() => {
  // A browser with push.
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: async () => 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
});
afterEach(() => vi.unstubAllGlobals());

describe('Push notifications in Settings', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it("has the switch for the user's own team, and says where other teams are followed", async () => {
    renderInApp(<PushCard team={{ id: 5, name: 'Physik FC' }} />, { path: '/dashboard/settings' });
    expect(screen.getByRole('heading', { name: 'Push notifications' })).toBeInTheDocument();
    expect(screen.getByText(/Follow a team by push from its team page/)).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /Follow with push/ })).toBeInTheDocument();
    expect(screen.getByText(/full time of Physik FC on this device/)).toBeInTheDocument();
  });

  it('has no switch for a user in no team, in German too', () => {
    renderInApp(<PushCard team={null} />, { path: '/dashboard/settings', locale: 'de' });
    expect(screen.getByRole('heading', { name: 'Push-Benachrichtigungen' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
