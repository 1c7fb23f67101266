import { m } from '../i18n/messages';
import { isAdmin, type RoleHolder } from './actor';

/**
 * Mails that failed after every retry are the admins' to see and send again (decision 059): they
 * name other people's addresses and what the league told them.
 */
export const canManageFailedMails = (user: RoleHolder): boolean => isAdmin(user);

export const FAILED_MAILS_REFUSED = m.server_refused_failed_mails;
