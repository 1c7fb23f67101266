import { useQuery } from '@tanstack/react-query';
import type { Pitch } from '../../../common/api/types';
import { apiData } from '../api-client';
import { paths } from '../paths';
import { pitchesQueryKey } from '../query-keys';

/** The league's pitches, the default first (docs/PRODUCT.md#pitches). */
export function usePitches() {
  return useQuery({ queryKey: pitchesQueryKey, queryFn: () => apiData<Pitch[]>(paths.api.getPitches) });
}
