import type { ReactNode } from 'react';
import type { RoleHolder } from '../../common/policies/teams';
import { roleCan } from './authorization';
import { useSession } from './session';

/**
 * Shows its children when the signed-in user's role passes `policy` (a question about the role to
 * common/policies, such as canManageSeasons), else `fallback`. It only shapes the screen: the
 * server asks the same policy again on every call.
 */
export function Can({
  policy,
  children,
  fallback = null,
}: {
  policy: (user: RoleHolder) => boolean;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { role } = useSession();
  return roleCan(role, policy) ? children : fallback;
}
