import { useQuery } from '@tanstack/react-query';
import type { Team } from '../../../common/api/types';
import { apiData } from '../api-client';
import { paths } from '../paths';
import { useSession } from '../session';

/** With role USER the team is the one asked to join (request_pending), without its contact data. */
export type MyTeam = Team & { request_pending: boolean };

export const myTeamQueryKey = ['my-team'] as const;

/** null without a team or join request. */
export function useMyTeam() {
  const { session } = useSession();
  const token = session?.access_token ?? null;
  return useQuery({
    queryKey: [...myTeamQueryKey, token],
    queryFn: () => apiData<MyTeam | null>(paths.api.getMyTeam, { body: {} }),
    enabled: token !== null,
  });
}
