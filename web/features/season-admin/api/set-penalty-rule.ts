import type { PenaltyRule } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function setPenaltyRule(seasonId: number, rule: PenaltyRule) {
  return apiRequest<unknown>(paths.api.setPenaltyRule, { body: { season_id: seasonId, rule } });
}
