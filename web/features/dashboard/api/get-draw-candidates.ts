import { useQuery } from '@tanstack/react-query';
import type { DrawCandidates } from '../../../../common/api/types';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export const drawCandidatesQueryKey = ['draw-candidates'] as const;

/** Which teams the next group draw would take and which it leaves out (admin). */
export function useDrawCandidates() {
  return useQuery({
    queryKey: drawCandidatesQueryKey,
    queryFn: () => apiData<DrawCandidates>(paths.api.getDrawCandidates, { body: {} }),
  });
}
