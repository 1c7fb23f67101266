import type { PenaltyAdjustment } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export interface NewPenaltyAdjustment {
  season_id: number;
  team_id: number;
  /** Missed duties to add; negative forgives. */
  duties: number;
  reason: string;
}

export function addPenaltyAdjustment(adjustment: NewPenaltyAdjustment) {
  return apiRequest<PenaltyAdjustment>(paths.api.addPenaltyAdjustment, { body: { ...adjustment } });
}
