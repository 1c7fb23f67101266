import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function resendVerification(email: string) {
  // The body is strict: a stored session token would be rejected as an unknown field.
  return apiRequest<null>(paths.api.resendVerification, { body: { email }, withSession: false });
}
