import type { addResultRequest, RequestBody } from '../../../../common/api/requests';
import type { Result } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** shootout_winner_id only for a level knockout result. */
export type SuggestedResult = RequestBody<typeof addResultRequest>;

export function addResult(result: SuggestedResult) {
  return apiRequest<Result>(paths.api.addResult, { body: { ...result } satisfies SuggestedResult });
}
