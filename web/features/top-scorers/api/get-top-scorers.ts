import { useQuery } from '@tanstack/react-query';
import type { TopScorerSeason } from '../../../../common/api/types';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function useTopScorers() {
  return useQuery({
    queryKey: ['top-scorers'],
    queryFn: () => apiData<TopScorerSeason[]>(paths.api.getTopScorer),
  });
}
