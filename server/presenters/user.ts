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
