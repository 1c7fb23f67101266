import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function updateTeamLogo(teamId: number, logo: string) {
  return apiRequest<{ logo_url: string }>(paths.api.updateTeamLogo, { body: { team_id: teamId, logo } });
}
