import { useQuery } from '@tanstack/react-query';
import type { Suspension } from '../../../../common/api/discipline';
import type { RequestBody, seasonRequest } from '../../../../common/api/requests';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { disciplineQueryKey } from '../../../lib/query-keys';
import { useSessionToken } from '../../../lib/session';

/** A season's bans as the caller may see them: the own team's for a member (docs/PRODUCT.md#discipline). */
export function useSuspensions(seasonId: number | undefined) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...disciplineQueryKey, 'suspensions', token, seasonId],
    queryFn: () =>
      apiData<Suspension[]>(paths.api.getSuspensions, {
        body: { season_id: seasonId ?? 0 } satisfies RequestBody<typeof seasonRequest>,
      }),
    enabled: token !== null && seasonId !== undefined,
  });
}
