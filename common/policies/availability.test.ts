import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../api/enums';
import type { Actor } from './actor';
import { canRemindSquad, canSeeSquad, canSetAvailability, playingTeamIn } from './availability';

const match = { homeId: 1, guestId: 2 };
const admin: Actor = { id: 1, role: 'ADMIN', memberOf: null };
const captainHome: Actor = { id: 10, role: 'CAPTAIN', memberOf: 1 };
const playerGuest: Actor = { id: 20, role: 'PLAYER', memberOf: 2 };
const playerOther: Actor = { id: 30, role: 'PLAYER', memberOf: 3 };
const requesterHome: Actor = { id: 40, role: 'USER', memberOf: 1 };
const pendingCaptainHome: Actor = { id: 50, role: 'CAPTAIN_PENDING', memberOf: 1 };
const loner: Actor = { id: 60, role: 'USER', memberOf: null };

describe('availability policy', () => {
  it('the players of the two teams answer; admins, requesters, other teams and loners do not', () => {
    expect(canSetAvailability(captainHome, match)).toBe(true);
    expect(canSetAvailability(playerGuest, match)).toBe(true);
    for (const user of [admin, playerOther, requesterHome, pendingCaptainHome, loner]) {
      expect(canSetAvailability(user, match)).toBe(false);
    }
  });

  it("a squad is seen by its own players and the admins, not by the other team's", () => {
    expect(canSeeSquad(captainHome, match, 1)).toBe(true);
    expect(canSeeSquad(captainHome, match, 2)).toBe(false);
    expect(canSeeSquad(playerGuest, match, 2)).toBe(true);
    expect(canSeeSquad(admin, match, 2)).toBe(true);
    expect(canSeeSquad(admin, match, 3)).toBe(false);
    expect(canSeeSquad(playerOther, match, 1)).toBe(false);
  });

  it('reminding: the captains of the team or an admin', () => {
    expect(canRemindSquad(captainHome, match, 1)).toBe(true);
    expect(canRemindSquad(captainHome, match, 2)).toBe(false);
    expect(canRemindSquad(playerGuest, match, 2)).toBe(false);
    expect(canRemindSquad(admin, match, 1)).toBe(true);
  });

  it('property: whoever may answer plays for one of the two teams and sees that squad', () => {
    fc.assert(
      fc.property(
        fc.record({
          id: fc.nat(),
          role: fc.constantFrom(...ROLES),
          memberOf: fc.option(fc.integer({ min: 1, max: 4 })),
        }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        (user: Actor, homeId, guestId) => {
          const m = { homeId, guestId };
          const team = playingTeamIn(user, m);
          expect(canSetAvailability(user, m)).toBe(team !== null);
          if (team !== null) {
            expect([homeId, guestId]).toContain(team);
            expect(canSeeSquad(user, m, team)).toBe(true);
          }
          if (user.role === 'ADMIN') expect(canSetAvailability(user, m)).toBe(false);
        },
      ),
    );
  });
});
