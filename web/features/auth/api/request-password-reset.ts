import type { emailRequest, RequestBody } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export function requestPasswordReset(email: string) {
  // The body is strict: a stored session token would be rejected as an unknown field.
  return apiRequest<NoData>(paths.api.requestPasswordReset, {
    body: { email } satisfies RequestBody<typeof emailRequest>,
    withSession: false,
  });
}
