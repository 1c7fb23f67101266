import { useQuery } from '@tanstack/react-query';
import type { RequestBody, seasonRequest } from '../../../../common/api/requests';
import type { PenaltyAdjustment } from '../../../../common/api/types';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { penaltyAdjustmentsQueryKey } from '../../../lib/query-keys';

export function usePenaltyAdjustments(seasonId: number) {
  return useQuery({
    queryKey: [...penaltyAdjustmentsQueryKey, seasonId],
    queryFn: () =>
      apiData<PenaltyAdjustment[]>(paths.api.getPenaltyAdjustments, {
        body: { season_id: seasonId } satisfies RequestBody<typeof seasonRequest>,
      }),
  });
}
