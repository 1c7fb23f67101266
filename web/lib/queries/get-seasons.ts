import { useQuery } from '@tanstack/react-query';
import type { Season } from '../../../common/api/types';
import { apiData } from '../api-client';
import { paths } from '../paths';
import { seasonsQueryKey } from '../query-keys';

export function getSeasons(): Promise<Season[]> {
  return apiData<Season[]>(paths.api.getSeasons);
}

/** Every season (the dashboard, team pages, earlier meetings); `enabled: false` waits until needed. */
export function useSeasons({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: seasonsQueryKey, queryFn: getSeasons, enabled });
}
