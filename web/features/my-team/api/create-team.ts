import type { CreateTeamAnswer } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function createTeam(team: { name: string; name_short: string; logo?: string }) {
  return apiRequest<CreateTeamAnswer>(paths.api.createTeam, { body: { ...team } });
}
