import { m } from '../i18n/messages';
import { type Actor, isAdmin } from './actor';

/**
 * Who reads the audit log (docs/PRODUCT.md#audit-log, decision 034): admins all of it, with any
 * filter; captains (main, co- and pending) their own team's entries only, so a captain's filters
 * are narrowed to the own team and asking for another team is refused; everybody else nothing.
 */

/** A captain of some team, pending or accepted: the team is user.memberOf. */
const captainOf = (user: Actor): number | null =>
  (user.role === 'CAPTAIN' || user.role === 'CAPTAIN_PENDING') && user.memberOf !== null
    ? user.memberOf
    : null;

export const canReadAuditLog = (user: Actor): boolean => isAdmin(user) || captainOf(user) !== null;

export const AUDIT_REFUSED = {
  get read() {
    return m.server_refused_audit_read();
  },
  get otherTeam() {
    return m.server_refused_audit_other_team();
  },
};

export type AuditScope = { allowed: true; teamId: number | undefined } | { allowed: false; refusal: string };

/** The team whose entries the caller reads (undefined: all), given the team asked for. */
export function auditScope(user: Actor, teamId: number | undefined): AuditScope {
  if (isAdmin(user)) return { allowed: true, teamId };
  const own = captainOf(user);
  if (own === null) return { allowed: false, refusal: AUDIT_REFUSED.read };
  if (teamId !== undefined && teamId !== own) return { allowed: false, refusal: AUDIT_REFUSED.otherTeam };
  return { allowed: true, teamId: own };
}
