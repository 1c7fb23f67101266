import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** Ends the caller's session on the server: the client signs out afterwards. */
export function leaveTeam() {
  return apiRequest<null>(paths.api.leaveTeam, { body: {} });
}
