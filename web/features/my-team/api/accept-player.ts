import type { acceptPlayerRequest, RequestBody } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** Answers a join request: accept makes the user a PLAYER, reject sets them free. */
export function acceptPlayer(userId: number, accept: boolean) {
  return apiRequest<NoData>(paths.api.acceptPlayer, {
    body: { user_id: userId, accept } satisfies RequestBody<typeof acceptPlayerRequest>,
  });
}
