import type { AccountUser, Role } from '../../common/api/types';

/** The user as the API shows it to its owner (docs/PRODUCT.md#data). */
export function presentAccountUser(user: {
  id: number;
  name: string;
  mail: string;
  phone: string | null;
  role: Role;
  memberOf: number | null;
}): AccountUser {
  return {
    id: user.id,
    name: user.name,
    mail: user.mail,
    phone: user.phone,
    role: user.role,
    member_of: user.memberOf,
  };
}
