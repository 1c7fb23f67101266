import { useQuery } from '@tanstack/react-query';
import type { LeagueSettings } from '../../../../common/api/types';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export const settingsQueryKey = ['settings'] as const;

export function useLeagueSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => apiData<LeagueSettings>(paths.api.getSettings),
  });
}
