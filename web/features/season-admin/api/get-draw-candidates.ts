import { useQuery } from '@tanstack/react-query';
import type { drawCandidatesRequest, RequestBody } from '../../../../common/api/requests';
import type { DrawCandidates } from '../../../../common/api/types';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { drawCandidatesQueryKey } from '../../../lib/query-keys';

/** Which teams the next group draw would take and which it leaves out (admin). */
export function useDrawCandidates() {
  return useQuery({
    queryKey: drawCandidatesQueryKey,
    queryFn: () =>
      apiData<DrawCandidates>(paths.api.getDrawCandidates, {
        body: {} satisfies RequestBody<typeof drawCandidatesRequest>,
      }),
  });
}
