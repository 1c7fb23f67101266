import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../../common/api/types';
import { apiData } from '../api-client';
import { paths } from '../paths';
import { useSession } from '../session';

/** The getUserByToken answer (docs/PRODUCT.md#data). */
export interface User {
  id: number;
  name: string;
  mail: string;
  /** Null for an admin made without --phone. */
  phone: string | null;
  /** Team id; with role USER it is a pending join request. */
  member_of: number | null;
  role: Role;
}

export const userQueryKey = ['user'] as const;

export function useCurrentUser() {
  const { session } = useSession();
  const token = session?.access_token ?? null;
  return useQuery({
    queryKey: [...userQueryKey, token],
    queryFn: () => apiData<User>(paths.api.getUserByToken, { body: {} }),
    enabled: token !== null,
  });
}
