// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationList, NotificationListItem } from '../../../../common/api/notification-list';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { NotificationsPage } from '../pages/notifications-page';
import { NotificationBell, UnreadBadge } from './notification-bell';

/**
 * The bell and the list (decision 090): the unread count in the bell's name, each item a link to
 * its place that marks it read when opened, "Mark all as read", the empty state; English and German.
 */

const item = (id: number, title: string, read: boolean): NotificationListItem => ({
  id,
  kind: 'result_final',
  title,
  body: `Physik FC 2 : 1 TUM Kickers`,
  path: `/dashboard/matches#match-${id}`,
  created_at: '2026-11-23T18:00:00.000Z',
  read,
});

/** The server's list: the answers follow the read marks the page sends. */
let items: NotificationListItem[] = [];
let marked: unknown[] = [];
const answer = (): NotificationList => ({ unread: items.filter((i) => !i.read).length, items });

beforeEach(() => {
  marked = [];
  localStorage.setItem('session', JSON.stringify({ access_token: 'token' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      if (path.endsWith('/getNotifications')) return Response.json({ status: true, data: answer() });
      if (path.endsWith('/markNotificationsRead')) {
        marked.push(body.ids ?? 'all');
        items = items.map((i) => (!body.ids || body.ids.includes(i.id) ? { ...i, read: true } : i));
        return Response.json({ status: true, data: { unread: answer().unread } });
      }
      return Response.json({ status: true, data: null });
    }),
  );
});
afterEach(() => {
  localStorage.removeItem('session');
  vi.unstubAllGlobals();
});

describe('the notification bell', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('is named with the unread count, and links to the list', async () => {
    items = [item(1, 'One', false), item(2, 'Two', false), item(3, 'Three', false), item(4, 'Four', true)];
    renderInApp(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/dashboard/notifications');
    expect(bell.textContent).toBe('3');
  });

  it('says only "Notifications" with nothing unread, and speaks German', async () => {
    items = [item(1, 'Eins', true)];
    renderInApp(<NotificationBell />, { locale: 'de' });
    expect(await screen.findByRole('link', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    items = [item(1, 'Eins', false), item(2, 'Zwei', false)];
    renderInApp(<NotificationBell />, { locale: 'de' });
    expect(await screen.findByRole('link', { name: 'Benachrichtigungen, 2 ungelesen' })).toBeInTheDocument();
  });

  it("the phone menu's count reads after its entry", async () => {
    items = [item(1, 'One', false)];
    renderInApp(
      <a href="/dashboard/notifications">
        <span>Notifications</span>
        <UnreadBadge />
      </a>,
    );
    expect(await screen.findByRole('link', { name: /^Notifications ?, 1 unread$/ })).toBeInTheDocument();
  });
});

describe('the notification list', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  const page = (locale: 'en' | 'de' = 'en') =>
    renderInApp(
      <Routes>
        <Route path="/dashboard/notifications" element={<NotificationsPage />} />
        <Route path="/dashboard/matches" element={<p>Matches page</p>} />
      </Routes>,
      { path: '/dashboard/notifications', locale },
    );

  it('lists the items newest first, unread marked; opening one marks it read and goes to its place', async () => {
    items = [item(2, 'The result is final: 2:1.', false), item(1, 'Lions moved the match.', true)];
    const { user } = page();
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Unread: The result is final: 2:1.',
      'Lions moved the match.',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/dashboard/matches#match-2');
    expect(within(list).getAllByText('Physik FC 2 : 1 TUM Kickers')).toHaveLength(2);
    await user.click(links[0] as HTMLElement);
    expect(await screen.findByText('Matches page')).toBeInTheDocument();
    expect(marked).toEqual([[2]]);
  });

  it('"Mark all as read" marks every item and goes away', async () => {
    items = [item(2, 'Two', false), item(1, 'One', false)];
    const { user } = page();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(marked).toEqual(['all']);
    expect(await screen.findByRole('link', { name: 'Two' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'One' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('shows the newest 10 of 50, the rest one tap away; links the mail settings', async () => {
    items = Array.from({ length: 50 }, (_, n) => item(50 - n, `Item ${50 - n}`, false));
    const { user } = page();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'E-mail settings' }).getAttribute('href')).toBe(
      '/dashboard/settings#notifications',
    );
    await user.click(screen.getByRole('button', { name: 'Show all 50' }));
    expect(within(list).getAllByRole('link')).toHaveLength(50);
    expect(within(list).getAllByRole('link').at(-1)?.textContent).toBe('Unread: Item 1');
  });

  it('says so when there is nothing, in German too', async () => {
    items = [];
    page('de');
    expect(await screen.findByText(/^Noch keine Benachrichtigungen\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alle als gelesen markieren' })).toBeNull();
  });

  it('a read item opened again sends nothing', async () => {
    items = [item(1, 'Read already', true)];
    const { user } = page();
    await user.click(await screen.findByRole('link', { name: 'Read already' }));
    expect(await screen.findByText('Matches page')).toBeInTheDocument();
    expect(marked).toEqual([]);
  });
});
