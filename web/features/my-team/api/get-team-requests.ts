import { useQuery } from '@tanstack/react-query';
import type { Team } from '../../../../common/api/types';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { teamRequestsQueryKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** Teams waiting for acceptance (admins only; a GET, the session goes in the Authorization header). */
export function useTeamRequests(enabled: boolean) {
  const { session } = useSession();
  const token = session?.access_token ?? null;
  return useQuery({
    queryKey: [...teamRequestsQueryKey, token],
    queryFn: () => apiData<Team[]>(paths.api.getTeamRequests),
    enabled: enabled && token !== null,
  });
}
