import type { CalendarLinkReset, CalendarLinks } from '../../../../common/api/calendar';
import { apiData, apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function getCalendarLinks() {
  return apiData<CalendarLinks>(paths.api.getCalendarLinks, { body: {} });
}

export function resetCalendarLink() {
  return apiRequest<CalendarLinkReset>(paths.api.resetCalendarLink, { body: {} });
}
