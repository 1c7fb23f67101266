import type { RequestBody, setPenaltyRuleRequest } from '../../../../common/api/requests';
import type { PenaltyRule, SeasonSummary } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function setPenaltyRule(seasonId: number, rule: PenaltyRule) {
  return apiRequest<SeasonSummary>(paths.api.setPenaltyRule, {
    body: { season_id: seasonId, rule } satisfies RequestBody<typeof setPenaltyRuleRequest>,
  });
}
