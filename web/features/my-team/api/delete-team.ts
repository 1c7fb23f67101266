import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function deleteTeam(teamId: number) {
  return apiRequest<null>(paths.api.deleteTeam, { body: { team_id: teamId } });
}
