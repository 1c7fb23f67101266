import { useQuery } from '@tanstack/react-query';
import type {
  FreeAgent,
  Invitation,
  inviteFreeAgentRequest,
  SetFreeAgentRequest,
} from '../../../../common/api/free-agents';
import type { RequestBody } from '../../../../common/api/requests';
import { apiData, apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { todosQueryKey } from '../../../lib/query-keys';
import { useSessionToken } from '../../../lib/session';

/** Free agents (docs/PRODUCT.md#free-agents, decision 098): the own profile and the captains' list. */
const freeAgentsKey = ['free-agents'] as const;
export const FREE_AGENT_VIEWS = [freeAgentsKey, todosQueryKey] as const;

export function useMyFreeAgent() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...freeAgentsKey, 'mine', token],
    queryFn: () => apiData<FreeAgent | null>(paths.api.getMyFreeAgent, { body: {} }),
    enabled: token !== null,
  });
}

export function useFreeAgents(enabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...freeAgentsKey, 'list', token],
    queryFn: () => apiData<FreeAgent[]>(paths.api.getFreeAgents, { body: {} }),
    enabled: token !== null && enabled,
  });
}

export const setFreeAgent = (body: Omit<SetFreeAgentRequest, 'access_token'>) =>
  apiRequest<FreeAgent>(paths.api.setFreeAgent, { body });

export const removeFreeAgent = () =>
  apiRequest<{ removed: boolean }>(paths.api.removeFreeAgent, { body: {} });

export const inviteFreeAgent = (userId: number, matchId: number | null) =>
  apiRequest<Invitation>(paths.api.inviteFreeAgent, {
    body: (matchId === null
      ? { user_id: userId }
      : { user_id: userId, match_id: matchId }) satisfies RequestBody<typeof inviteFreeAgentRequest>,
  });
