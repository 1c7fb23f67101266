import type { RequestBody, updateTeamLogoRequest } from '../../../../common/api/requests';
import type { LogoAnswer } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function updateTeamLogo(teamId: number, logo: string) {
  return apiRequest<LogoAnswer>(paths.api.updateTeamLogo, {
    body: { team_id: teamId, logo } satisfies RequestBody<typeof updateTeamLogoRequest>,
  });
}
