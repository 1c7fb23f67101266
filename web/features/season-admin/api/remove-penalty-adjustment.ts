import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function removePenaltyAdjustment(adjustmentId: number) {
  return apiRequest<null>(paths.api.removePenaltyAdjustment, { body: { adjustment_id: adjustmentId } });
}
