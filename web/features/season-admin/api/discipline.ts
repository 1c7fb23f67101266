import type {
  AdjustSuspensionRequest,
  DisciplineRulesAnswer,
  SetDisciplineRulesRequest,
  Suspension,
} from '../../../../common/api/discipline';
import { apiRequest } from '../../../lib/api-client';
import { squadQueryKey } from '../../../lib/availability';
import { paths } from '../../../lib/paths';
import { disciplineQueryKey } from '../../../lib/query-keys';

/** The admin's discipline writes (docs/PRODUCT.md#discipline): a season's rules and a ban's length. */

type Body<T> = Omit<T, 'access_token'>;

/** A rule or a ban's length changes who is banned: the bans, and the squads that mark them. */
export const DISCIPLINE_ADMIN_VIEWS = [disciplineQueryKey, squadQueryKey] as const;

export function setDisciplineRules(body: Body<SetDisciplineRulesRequest>) {
  return apiRequest<DisciplineRulesAnswer>(paths.api.setDisciplineRules, { body: { ...body } });
}

export function adjustSuspension(body: Body<AdjustSuspensionRequest>) {
  return apiRequest<Suspension>(paths.api.adjustSuspension, { body: { ...body } });
}
