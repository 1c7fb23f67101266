import type { RequestBody, updateSettingsRequest } from '../../../../common/api/requests';
import type { LeagueSettings } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

type LeagueSettingsChanges = RequestBody<typeof updateSettingsRequest>;

export function updateSettings(changes: LeagueSettingsChanges) {
  return apiRequest<LeagueSettings>(paths.api.updateSettings, {
    body: { ...changes } satisfies LeagueSettingsChanges,
  });
}
