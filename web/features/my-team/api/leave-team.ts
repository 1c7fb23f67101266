import type { RequestBody, sessionRequest } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** Ends the caller's session on the server: the client signs out afterwards. */
export function leaveTeam() {
  return apiRequest<NoData>(paths.api.leaveTeam, { body: {} satisfies RequestBody<typeof sessionRequest> });
}
