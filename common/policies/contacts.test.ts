import { describe, expect, it } from 'vitest';
import { canSeeAllContacts, canSeeContacts, matchCaptainsShown, opponentPhonesTeam } from './contacts';
import type { Actor, TeamFacts } from './teams';

const teamA: TeamFacts = { id: 1, captainId: 10, accepted: true };
const admin: Actor = { id: 1, role: 'ADMIN', memberOf: null };
const loner: Actor = { id: 2, role: 'USER', memberOf: null };
const requesterA: Actor = { id: 3, role: 'USER', memberOf: 1 };
const captainA: Actor = { id: 10, role: 'CAPTAIN', memberOf: 1 };
const playerA: Actor = { id: 12, role: 'PLAYER', memberOf: 1 };
const playerB: Actor = { id: 22, role: 'PLAYER', memberOf: 2 };
const pendingCaptain: Actor = { id: 30, role: 'CAPTAIN_PENDING', memberOf: 3 };

describe('contact policy', () => {
  it('shows every contact to admins only', () => {
    expect(canSeeAllContacts(admin)).toBe(true);
    for (const user of [null, loner, requesterA, captainA, playerA, pendingCaptain]) {
      expect(canSeeAllContacts(user)).toBe(false);
    }
  });

  it("shows a team's contacts to its members, not to someone who only asked to join", () => {
    expect(canSeeContacts(captainA, teamA)).toBe(true);
    expect(canSeeContacts(playerB, teamA)).toBe(false);
    expect(canSeeContacts(requesterA, teamA)).toBe(false);
    expect(canSeeContacts(loner, teamA)).toBe(false);
  });

  it("gives members the phones of their own team's opponents", () => {
    expect(opponentPhonesTeam(playerA)).toBe(1);
    expect(opponentPhonesTeam(captainA)).toBe(1);
    expect(opponentPhonesTeam(pendingCaptain)).toBe(3);
    // Admins see every contact anyway; requesters and visitors play no match.
    expect(opponentPhonesTeam(admin)).toBeNull();
    expect(opponentPhonesTeam(requesterA)).toBeNull();
    expect(opponentPhonesTeam(loner)).toBeNull();
    expect(opponentPhonesTeam(null)).toBeNull();
  });

  it("names the opponent's captain on a match card, both captains for an admin", () => {
    const aVsB = { homeId: 1, guestId: 2 };
    expect(matchCaptainsShown(admin, aVsB)).toEqual([1, 2]);
    expect(matchCaptainsShown(playerA, aVsB)).toEqual([2]);
    expect(matchCaptainsShown(playerB, aVsB)).toEqual([1]);
    expect(matchCaptainsShown(pendingCaptain, aVsB)).toEqual([]);
    expect(matchCaptainsShown(requesterA, aVsB)).toEqual([]);
    expect(matchCaptainsShown(loner, aVsB)).toEqual([]);
    // A knockout match whose guest is not known yet: nobody to call there.
    expect(matchCaptainsShown(admin, { homeId: 1, guestId: null })).toEqual([1]);
    expect(matchCaptainsShown(playerA, { homeId: 1, guestId: null })).toEqual([]);
  });
});
