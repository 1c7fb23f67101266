import type { RequestBody, updateTeamRequest } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** accepted and is_active: admins only, and only for teams already accepted. */
export type TeamChanges = RequestBody<typeof updateTeamRequest>;

export function updateTeam(changes: TeamChanges) {
  return apiRequest<NoData>(paths.api.updateTeam, { body: { ...changes } satisfies TeamChanges });
}
