import { useQuery } from '@tanstack/react-query';
import type { Season } from '../../../common/api/types';
import { apiData } from '../api-client';
import { paths } from '../paths';
import { seasonsQueryKey } from '../query-keys';

export function getSeasons(): Promise<Season[]> {
  return apiData<Season[]>(paths.api.getSeasons);
}

export function useSeasons() {
  return useQuery({ queryKey: seasonsQueryKey, queryFn: getSeasons });
}
