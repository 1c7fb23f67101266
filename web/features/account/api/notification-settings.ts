import type {
  NotificationSettings,
  updateNotificationSettingsRequest,
} from '../../../../common/api/notifications';
import type { RequestBody, sessionRequest } from '../../../../common/api/requests';
import { apiData, apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function getNotificationSettings() {
  return apiData<NotificationSettings>(paths.api.getNotificationSettings, {
    body: {} satisfies RequestBody<typeof sessionRequest>,
  });
}

export function updateNotificationSettings(change: RequestBody<typeof updateNotificationSettingsRequest>) {
  return apiRequest<NotificationSettings>(paths.api.updateNotificationSettings, { body: change });
}
