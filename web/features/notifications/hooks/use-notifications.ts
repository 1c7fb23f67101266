import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { NotificationList } from '../../../../common/api/notification-list';
import { useSession } from '../../../lib/session';
import { getNotifications, markNotificationsRead } from '../api/notifications';

const notificationsQueryKey = ['notifications'] as const;
/** Polled while a page is open, and read again when the tab comes back into view: no stream needed. */
const POLL_MS = 60_000;

/** The caller's notification list, shared by the bell, the menu's count and the page (one request). */
export function useNotifications() {
  const { session } = useSession();
  return useQuery({
    ...notificationsQuery(session?.access_token ?? null),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** The list's read, for the server to ask before rendering a page (session-follow-ups.ts). */
export const notificationsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...notificationsQueryKey, token],
    queryFn: getNotifications,
    enabled: token !== null,
  });

/** The unread count, 0 while unknown. */
export const useUnreadCount = () => useNotifications().data?.unread ?? 0;

/**
 * Marks items read (all without ids): shown read at once, then the list as the server has it. A
 * failed call is not an error to show: the list read afterwards shows the items unread again.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const token = useSession().session?.access_token ?? null;
  return useCallback(
    async (ids?: number[]) => {
      queryClient.setQueryData<NotificationList>([...notificationsQueryKey, token], (list) => {
        if (!list) return list;
        const items = list.items.map((item) =>
          !ids || ids.includes(item.id) ? { ...item, read: true } : item,
        );
        return { unread: items.filter((item) => !item.read).length, items };
      });
      await markNotificationsRead(ids).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
    [queryClient, token],
  );
}
