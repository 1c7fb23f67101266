import type { RequestBody, teamRequest } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function deleteTeam(teamId: number) {
  return apiRequest<NoData>(paths.api.deleteTeam, {
    body: { team_id: teamId } satisfies RequestBody<typeof teamRequest>,
  });
}
