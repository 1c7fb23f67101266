import type { CalendarLinkReset, CalendarLinks } from '../../../../common/api/calendar';
import type { RequestBody, sessionRequest } from '../../../../common/api/requests';
import { apiData, apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function getCalendarLinks() {
  return apiData<CalendarLinks>(paths.api.getCalendarLinks, {
    body: {} satisfies RequestBody<typeof sessionRequest>,
  });
}

export function resetCalendarLink() {
  return apiRequest<CalendarLinkReset>(paths.api.resetCalendarLink, {
    body: {} satisfies RequestBody<typeof sessionRequest>,
  });
}
