import { useQuery } from '@tanstack/react-query';
import type {
  AdjustSuspensionRequest,
  DisciplineRulesAnswer,
  SetDisciplineRulesRequest,
  Suspension,
} from '../../../../common/api/discipline';
import type { RequestBody, seasonRequest } from '../../../../common/api/requests';
import { apiData, apiRequest } from '../../../lib/api-client';
import { squadQueryKey } from '../../../lib/availability';
import { paths } from '../../../lib/paths';
import { disciplineQueryKey } from '../../../lib/query-keys';
import { useSessionToken } from '../../../lib/session';

/** The admin's discipline calls (docs/PRODUCT.md#discipline): a season's rules and its bans. */

type Body<T> = Omit<T, 'access_token'>;

/** A rule or a ban's length changes who is banned: the bans, and the squads that mark them. */
export const DISCIPLINE_ADMIN_VIEWS = [disciplineQueryKey, squadQueryKey] as const;

export function useDisciplineRules(seasonId: number) {
  return useQuery({
    queryKey: [...disciplineQueryKey, 'rules', seasonId],
    queryFn: () =>
      apiData<DisciplineRulesAnswer>(paths.api.getDisciplineRules, {
        body: { season_id: seasonId } satisfies RequestBody<typeof seasonRequest>,
      }),
  });
}

export function setDisciplineRules(body: Body<SetDisciplineRulesRequest>) {
  return apiRequest<DisciplineRulesAnswer>(paths.api.setDisciplineRules, { body: { ...body } });
}

/** Every team's bans of the season, served ones too. */
export function useSeasonSuspensions(seasonId: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...disciplineQueryKey, 'suspensions', token, seasonId],
    queryFn: () =>
      apiData<Suspension[]>(paths.api.getSuspensions, {
        body: { season_id: seasonId } satisfies RequestBody<typeof seasonRequest>,
      }),
    enabled: token !== null,
  });
}

export function adjustSuspension(body: Body<AdjustSuspensionRequest>) {
  return apiRequest<Suspension>(paths.api.adjustSuspension, { body: { ...body } });
}
