import type { Result } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export interface SuggestedResult {
  match_id: number;
  home_score: number;
  guest_score: number;
  /** Only for a level knockout result. */
  shootout_winner_id?: number;
}

export function addResult(result: SuggestedResult) {
  return apiRequest<Result>(paths.api.addResult, { body: { ...result } });
}
