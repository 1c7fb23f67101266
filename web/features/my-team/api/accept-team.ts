import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function acceptTeam(teamId: number, captainId: number) {
  return apiRequest<null>(paths.api.acceptTeam, { body: { team_id: teamId, captain_id: captainId } });
}
