import { describe, expect, it } from 'vitest';
import type { Actor, MatchFacts } from './matches';
import { canManagePitches, canSetMatchPitch, matchPitchRefused } from './pitches';

const open: MatchFacts = { homeId: 1, guestId: 2, refereeTeamId: 3, refereeTeamId2: 4, hasFinal: false };
const final: MatchFacts = { ...open, hasFinal: true };

const admin: Actor = { id: 1, role: 'ADMIN', memberOf: null };
const captainHome: Actor = { id: 10, role: 'CAPTAIN', memberOf: 1 };
const captainGuest: Actor = { id: 20, role: 'CAPTAIN', memberOf: 2 };
const captainReferee: Actor = { id: 30, role: 'CAPTAIN', memberOf: 3 };
const captainOther: Actor = { id: 50, role: 'CAPTAIN', memberOf: 5 };
const playerHome: Actor = { id: 11, role: 'PLAYER', memberOf: 1 };
const pendingCaptainHome: Actor = { id: 13, role: 'CAPTAIN_PENDING', memberOf: 1 };
const loner: Actor = { id: 60, role: 'USER', memberOf: null };

describe('canManagePitches', () => {
  it('is for admins only', () => {
    expect(canManagePitches(admin)).toBe(true);
    for (const user of [captainHome, playerHome, pendingCaptainHome, loner]) {
      expect(canManagePitches(user)).toBe(false);
    }
  });
});

describe('canSetMatchPitch', () => {
  it('lets the captains of the two teams choose until the result is final, an admin always', () => {
    expect(canSetMatchPitch(captainHome, open)).toBe(true);
    expect(canSetMatchPitch(captainGuest, open)).toBe(true);
    expect(canSetMatchPitch(admin, open)).toBe(true);
    expect(canSetMatchPitch(admin, final)).toBe(true);
    expect(canSetMatchPitch(captainHome, final)).toBe(false);
  });

  it('refuses referee captains, other captains, players, pending captains and loners', () => {
    for (const user of [captainReferee, captainOther, playerHome, pendingCaptainHome, loner]) {
      expect(canSetMatchPitch(user, open)).toBe(false);
    }
  });

  it('tells a captain of the match that the result is final, everyone else who may', () => {
    expect(matchPitchRefused(captainHome, final)).toMatch(/final/);
    expect(matchPitchRefused(captainOther, open)).toMatch(/^Only the captains/);
    expect(matchPitchRefused(playerHome, final)).toMatch(/^Only the captains/);
  });
});
