import type { LoginRequest } from '../../../../common/api/requests';
import type { LoginAnswer } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export type LoginInput = LoginRequest;

export function login(input: LoginInput) {
  // A stale stored session must not ride along with a fresh login.
  return apiRequest<LoginAnswer>(paths.api.login, {
    body: { ...input } satisfies LoginRequest,
    withSession: false,
  });
}
