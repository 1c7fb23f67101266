import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export interface TeamChanges {
  team_id: number;
  name: string;
  name_short: string;
  /** Admins only, and only for teams already accepted. */
  accepted?: boolean;
  is_active?: boolean;
}

export function updateTeam(changes: TeamChanges) {
  return apiRequest<null>(paths.api.updateTeam, { body: { ...changes } });
}
