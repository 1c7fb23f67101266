import type { RequestBody, sessionRequest } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function deleteAccount() {
  return apiRequest<NoData>(paths.api.deleteAccount, {
    body: {} satisfies RequestBody<typeof sessionRequest>,
  });
}
