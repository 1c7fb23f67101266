import type { acceptResultRequest, RequestBody } from '../../../../common/api/requests';
import type { Result } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function acceptResult(resultId: number) {
  return apiRequest<Result>(paths.api.acceptResult, {
    body: { result_id: resultId } satisfies RequestBody<typeof acceptResultRequest>,
  });
}
