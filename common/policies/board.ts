import { m } from '../i18n/messages';
import { isAdmin, type RoleHolder } from './actor';

/** Board members (Meet the Team) are the admin's to add, edit, reorder and remove (docs/PRODUCT.md#board). */
export const canManageBoard = (user: RoleHolder): boolean => isAdmin(user);

export const BOARD_REFUSED = m.server_refused_board;
