import type { SessionUser } from '../../common/api/eligibility';
import type { AccountUser } from '../../common/api/types';
import type { users } from '../db/schema';

type UserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'mail' | 'phone' | 'role' | 'memberOf' | 'language'
>;

/** The user as the API shows it to its owner (docs/PRODUCT.md#data). */
export const presentAccountUser = (user: UserRow): AccountUser => ({
  id: user.id,
  name: user.name,
  mail: user.mail,
  phone: user.phone,
  role: user.role,
  member_of: user.memberOf,
  language: user.language,
});

/**
 * getUserByToken's user: the account with its flags for the current season (decisions 096, 097).
 * The keys are added to the new object, not spread into a copy: V8's slow path, on every page's
 * session check.
 */
export const presentSessionUser = (user: UserRow, eligible: boolean, termsAccepted: boolean): SessionUser =>
  Object.assign(presentAccountUser(user), { eligible, terms_accepted: termsAccepted });
