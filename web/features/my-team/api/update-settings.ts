import type { LeagueSettings } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function updateSettings(changes: Partial<LeagueSettings>) {
  return apiRequest<LeagueSettings>(paths.api.updateSettings, { body: { ...changes } });
}
