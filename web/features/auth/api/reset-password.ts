import type { z } from 'zod';
import type { resetPasswordRequest } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** The token is the one from the URL fragment (a reset link or a session), not the stored session. */
export function resetPassword(accessToken: string, password: string) {
  return apiRequest<NoData>(paths.api.resetPassword, {
    body: { access_token: accessToken, password } satisfies z.input<typeof resetPasswordRequest>,
    withSession: false,
  });
}
