import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import {
  canAddCards,
  canAdjustSuspension,
  canDecideCard,
  canDisputeCard,
  canSeePendingCards,
  canSetDisciplineRules,
  suspensionsScope,
} from './discipline';
import type { ForfeitFacts } from './forfeits';

// Home 1 plays guest 2; referee team 3 appointed user 31.
const match: ForfeitFacts = {
  homeId: 1,
  guestId: 2,
  refereeTeamId: 3,
  refereeTeamId2: 4,
  refereeId: 31,
  refereeId2: null,
  hasFinal: false,
};

const admin: Actor = { id: 1, role: 'ADMIN', memberOf: null };
const captainHome: Actor = { id: 10, role: 'CAPTAIN', memberOf: 1 };
const coCaptainHome: Actor = { id: 12, role: 'CAPTAIN', memberOf: 1 };
const captainGuest: Actor = { id: 20, role: 'CAPTAIN', memberOf: 2 };
const referee: Actor = { id: 31, role: 'PLAYER', memberOf: 3 };
const captainRefereeTeam: Actor = { id: 30, role: 'CAPTAIN', memberOf: 3 };
const playerHome: Actor = { id: 11, role: 'PLAYER', memberOf: 1 };
const requesterHome: Actor = { id: 14, role: 'USER', memberOf: 1 };
const pendingCaptain: Actor = { id: 15, role: 'CAPTAIN_PENDING', memberOf: 9 };
const loner: Actor = { id: 60, role: 'USER', memberOf: null };

describe('canAddCards', () => {
  it("lets the captains of either team, the appointed referee and an admin record cards; not a referee team's captain", () => {
    for (const user of [admin, captainHome, coCaptainHome, captainGuest, referee]) {
      expect(canAddCards(user, match)).toBe(true);
    }
    for (const user of [captainRefereeTeam, playerHome, requesterHome, loner]) {
      expect(canAddCards(user, match)).toBe(false);
    }
  });
});

describe('canDisputeCard', () => {
  const byHome = { recordedBy: captainHome.id, recordedTeamId: 1 };
  const byReferee = { recordedBy: referee.id, recordedTeamId: null };

  it("the other side's captains and the referee dispute a captain's card; its own side and admins do not", () => {
    expect(canDisputeCard(captainGuest, match, byHome)).toBe(true);
    expect(canDisputeCard(referee, match, byHome)).toBe(true);
    for (const user of [captainHome, coCaptainHome, admin, playerHome, captainRefereeTeam]) {
      expect(canDisputeCard(user, match, byHome)).toBe(false);
    }
  });

  it("either side's captains dispute a referee's card; the referee does not dispute their own", () => {
    expect(canDisputeCard(captainHome, match, byReferee)).toBe(true);
    expect(canDisputeCard(captainGuest, match, byReferee)).toBe(true);
    expect(canDisputeCard(referee, match, byReferee)).toBe(false);
  });
});

describe('canSeePendingCards', () => {
  it('the captains of the two teams and of the referee teams, the appointed referee and admins; not players or visitors', () => {
    for (const user of [admin, captainHome, captainGuest, captainRefereeTeam, referee]) {
      expect(canSeePendingCards(user, match)).toBe(true);
    }
    for (const user of [playerHome, requesterHome, loner, null])
      expect(canSeePendingCards(user, match)).toBe(false);
  });
});

describe('the admins’ calls and who sees suspensions', () => {
  it('decisions, rules and ban lengths are for admins only', () => {
    for (const can of [canDecideCard, canSetDisciplineRules, canAdjustSuspension]) {
      expect(can(admin)).toBe(true);
      for (const user of [captainHome, referee, playerHome, loner]) expect(can(user)).toBe(false);
    }
  });

  it("an admin sees every team's suspensions, a player or captain their team's, nobody else any", () => {
    expect(suspensionsScope(admin)).toEqual({ all: true });
    expect(suspensionsScope(playerHome)).toEqual({ team: 1 });
    expect(suspensionsScope(captainGuest)).toEqual({ team: 2 });
    for (const user of [requesterHome, pendingCaptain, loner]) expect(suspensionsScope(user)).toBeNull();
  });
});
