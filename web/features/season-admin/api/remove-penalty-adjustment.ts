import type { RequestBody, removePenaltyAdjustmentRequest } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function removePenaltyAdjustment(adjustmentId: number) {
  return apiRequest<NoData>(paths.api.removePenaltyAdjustment, {
    body: { adjustment_id: adjustmentId } satisfies RequestBody<typeof removePenaltyAdjustmentRequest>,
  });
}
