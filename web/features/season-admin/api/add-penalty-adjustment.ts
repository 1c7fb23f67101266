import type { addPenaltyAdjustmentRequest, RequestBody } from '../../../../common/api/requests';
import type { PenaltyAdjustment } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** duties: missed duties to add; negative forgives. */
export type NewPenaltyAdjustment = RequestBody<typeof addPenaltyAdjustmentRequest>;

export function addPenaltyAdjustment(adjustment: NewPenaltyAdjustment) {
  return apiRequest<PenaltyAdjustment>(paths.api.addPenaltyAdjustment, {
    body: { ...adjustment } satisfies NewPenaltyAdjustment,
  });
}
