import { useQuery } from '@tanstack/react-query';
import type { Team } from '../../../../common/api/types';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

export function useMyTeam(enabled: boolean) {
  const { session } = useSession();
  const token = session?.access_token ?? null;
  return useQuery({
    queryKey: ['my-team', token],
    queryFn: () => apiData<Team>(paths.api.getMyTeam, { body: {} }),
    enabled: enabled && token !== null,
  });
}
