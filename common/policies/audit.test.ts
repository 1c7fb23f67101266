import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../api/enums';
import { AUDIT_REFUSED, auditScope, canReadAuditLog } from './audit';

const actor = (role: (typeof ROLES)[number], memberOf: number | null = 7) => ({ id: 1, role, memberOf });

describe('audit log policy', () => {
  it('gives admins every team, or the one they ask for', () => {
    expect(auditScope(actor('ADMIN', null), undefined)).toEqual({ allowed: true, teamId: undefined });
    expect(auditScope(actor('ADMIN', null), 3)).toEqual({ allowed: true, teamId: 3 });
  });

  it("narrows captains to their own team and refuses another team's", () => {
    for (const role of ['CAPTAIN', 'CAPTAIN_PENDING'] as const) {
      expect(auditScope(actor(role), undefined)).toEqual({ allowed: true, teamId: 7 });
      expect(auditScope(actor(role), 7)).toEqual({ allowed: true, teamId: 7 });
      expect(auditScope(actor(role), 8)).toEqual({ allowed: false, refusal: AUDIT_REFUSED.otherTeam });
    }
  });

  it('refuses players, requesters and users without a team', () => {
    expect(auditScope(actor('PLAYER'), undefined)).toEqual({ allowed: false, refusal: AUDIT_REFUSED.read });
    expect(auditScope(actor('USER'), 7)).toEqual({ allowed: false, refusal: AUDIT_REFUSED.read });
    expect(auditScope(actor('CAPTAIN', null), undefined).allowed).toBe(false);
  });

  it('never lets a non-admin read beyond one team, their own', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLES),
        fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
        (role, memberOf, asked) => {
          const user = actor(role, memberOf);
          const scope = auditScope(user, asked);
          expect(scope.allowed).toBe(
            role === 'ADMIN' || (canReadAuditLog(user) && (asked ?? memberOf) === memberOf),
          );
          if (scope.allowed && role !== 'ADMIN') expect(scope.teamId).toBe(memberOf);
        },
      ),
    );
  });
});
