import { useQuery } from '@tanstack/react-query';
import type { getSquadRequest, Squad } from '../../../../common/api/availability';
import type { RequestBody } from '../../../../common/api/requests';
import { apiData } from '../../../lib/api-client';
import { squadQueryKey } from '../../../lib/availability';
import { paths } from '../../../lib/paths';
import { useSessionToken } from '../../../lib/session';

/**
 * One team's squad for a match, named by `team_id`: an admin, in neither team, reads both
 * (decision 081). Under squadQueryKey, so an answer or a reminder reads it again.
 */
export function useTeamSquad(matchId: number, teamId: number, enabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...squadQueryKey, matchId, token, teamId],
    queryFn: () =>
      apiData<Squad>(paths.api.getSquad, {
        body: { match_id: matchId, team_id: teamId } satisfies RequestBody<typeof getSquadRequest>,
      }),
    enabled: token !== null && enabled,
  });
}
