import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export interface SignupInput {
  email: string;
  password: string;
  /** First name and surname joined by a space. */
  name: string;
  /** E.164 */
  phone: string;
}

export function signup(input: SignupInput) {
  // The body is strict: a stored session token would be rejected as an unknown field.
  return apiRequest<null>(paths.api.signup, { body: { ...input }, withSession: false });
}
