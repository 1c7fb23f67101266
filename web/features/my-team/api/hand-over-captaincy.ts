import type { handOverCaptaincyRequest, RequestBody } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** Names a member main captain of the team (the main captain a co-captain, an admin anyone). */
export function handOverCaptaincy(teamId: number, userId: number) {
  return apiRequest<NoData>(paths.api.handOverCaptaincy, {
    body: { team_id: teamId, user_id: userId } satisfies RequestBody<typeof handOverCaptaincyRequest>,
  });
}
