import type { z } from 'zod';
import type { resetPasswordRequest } from '../../../../common/api/requests';
import type { NoData } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/**
 * The token is the one from the URL fragment (a reset link or a session), not the stored session;
 * with a session (Change Password) the current password goes along.
 */
export function resetPassword(accessToken: string, password: string, currentPassword?: string) {
  return apiRequest<NoData>(paths.api.resetPassword, {
    body: {
      access_token: accessToken,
      password,
      ...(currentPassword === undefined ? {} : { current_password: currentPassword }),
    } satisfies z.input<typeof resetPasswordRequest>,
    withSession: false,
  });
}
