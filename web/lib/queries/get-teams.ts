import { useQuery } from '@tanstack/react-query';
import type { RequestBody, sessionRequest } from '../../../common/api/requests';
import type { Team } from '../../../common/api/types';
import { apiData } from '../api-client';
import { paths } from '../paths';
import { teamsQueryKey } from '../query-keys';
import { useSessionToken } from '../session';

export function getTeams(): Promise<Team[]> {
  return apiData<Team[]>(paths.api.getTeams, { body: {} satisfies RequestBody<typeof sessionRequest> });
}

/**
 * Keyed by the token so the list reloads whenever the session changes (docs/PRODUCT.md#states). On
 * login the visitors' list stays on screen meanwhile, so a page does not fall back to its loader
 * and jump; a previous user's list (maybe with contact data) is never shown to the next session.
 */
export function useTeams() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...teamsQueryKey, token],
    queryFn: getTeams,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === null ? previous : undefined,
  });
}
