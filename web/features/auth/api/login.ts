import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import type { Session } from '../../../lib/session';

export interface LoginInput {
  email: string;
  password: string;
}

export function login(input: LoginInput) {
  // A stale stored session must not ride along with a fresh login.
  return apiRequest<{ session: Session }>(paths.api.login, { body: { ...input }, withSession: false });
}
