import { useQuery } from '@tanstack/react-query';
import type { RequestBody, sessionRequest } from '../../../common/api/requests';
import type { MyTeam } from '../../../common/api/types';
import { apiData } from '../api-client';
import { paths } from '../paths';
import { myTeamQueryKey } from '../query-keys';
import { useSessionToken } from '../session';

export function getMyTeam(): Promise<MyTeam> {
  return apiData<MyTeam>(paths.api.getMyTeam, { body: {} satisfies RequestBody<typeof sessionRequest> });
}

/**
 * null without a team or join request; with role USER the team is the one asked to join
 * (request_pending), without its roster (decision 053).
 */
export function useMyTeam() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...myTeamQueryKey, token],
    queryFn: getMyTeam,
    enabled: token !== null,
  });
}
