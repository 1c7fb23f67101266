import type { createTeamRequest, RequestBody } from '../../../../common/api/requests';
import type { CreateTeamAnswer } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function createTeam(team: RequestBody<typeof createTeamRequest>) {
  return apiRequest<CreateTeamAnswer>(paths.api.createTeam, {
    body: { ...team } satisfies RequestBody<typeof createTeamRequest>,
  });
}
