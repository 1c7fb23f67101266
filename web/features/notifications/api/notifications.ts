import type {
  MarkNotificationsReadRequest,
  NotificationList,
} from '../../../../common/api/notification-list';
import type { RequestBody, sessionRequest } from '../../../../common/api/requests';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function getNotifications(): Promise<NotificationList> {
  return apiData<NotificationList>(paths.api.getNotifications, {
    body: {} satisfies RequestBody<typeof sessionRequest>,
  });
}

/** Marks the caller's items of `ids` read, or all of them without ids; answers the unread count. */
export function markNotificationsRead(ids?: number[]): Promise<{ unread: number }> {
  return apiData<{ unread: number }>(paths.api.markNotificationsRead, {
    body: (ids ? { ids } : {}) satisfies Omit<MarkNotificationsReadRequest, 'access_token'>,
  });
}
