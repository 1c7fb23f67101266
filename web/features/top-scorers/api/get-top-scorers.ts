import { useQuery } from '@tanstack/react-query';
import type { TopScorerSeason } from '../../../../common/api/types';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { topScorersQueryKey } from '../../../lib/query-keys';

export function useTopScorers() {
  return useQuery({
    queryKey: topScorersQueryKey,
    queryFn: () => apiData<TopScorerSeason[]>(paths.api.getTopScorer),
  });
}
