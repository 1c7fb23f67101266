import type { Role } from '../api/types';

/**
 * Whom the policies decide about: the caller's id, role and team as the server reads them from
 * the users row, and as the web gets them from getUserByToken (web/lib/authorization.ts).
 */
export interface Actor {
  id: number;
  role: Role;
  memberOf: number | null;
}

/** Questions about the role alone are asked of this much (the web's session knows only the role). */
export type RoleHolder = Pick<Actor, 'role'>;

export const isAdmin = (user: RoleHolder): boolean => user.role === 'ADMIN';
