import type { SignupRequest } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** `name` is first name and surname joined by a space; `phone` is E.164. */
export type SignupInput = SignupRequest;

export function signup(input: SignupInput) {
  // The body is strict: a stored session token would be rejected as an unknown field.
  return apiRequest<NoData>(paths.api.signup, {
    body: { ...input } satisfies SignupRequest,
    withSession: false,
  });
}
