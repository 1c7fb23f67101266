import type { RequestBody, setAutoAcceptHoursRequest } from '../../../../common/api/requests';
import type { SeasonSummary } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function setAutoAcceptHours(seasonId: number, hours: number) {
  return apiRequest<SeasonSummary>(paths.api.setAutoAcceptHours, {
    body: { season_id: seasonId, hours } satisfies RequestBody<typeof setAutoAcceptHoursRequest>,
  });
}
