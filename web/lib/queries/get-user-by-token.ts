import { useQuery } from '@tanstack/react-query';
import type { RequestBody, sessionRequest } from '../../../common/api/requests';
import type { AccountUser } from '../../../common/api/types';
import { apiData } from '../api-client';
import { paths } from '../paths';
import { userQueryKey } from '../query-keys';
import { useSessionToken } from '../session';

/** The getUserByToken answer (docs/PRODUCT.md#data): phone null for an admin made without a phone, member_of with role USER a pending join request. */
export type User = AccountUser;

export function getCurrentUser(): Promise<User> {
  return apiData<User>(paths.api.getUserByToken, { body: {} satisfies RequestBody<typeof sessionRequest> });
}

export function useCurrentUser() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...userQueryKey, token],
    queryFn: getCurrentUser,
    enabled: token !== null,
    // Asked again on every page: the cheapest call that tells an open dashboard its role changed.
    staleTime: 0,
  });
}
