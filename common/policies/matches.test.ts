import { describe, expect, it } from 'vitest';
import { KICK_OFF_AHEAD_ONLY, KICK_OFF_PASSED, REFEREE_NAMING_CLOSED } from '../league/match-day';
import { MOVE_NEEDS_CONSENT } from '../league/match-moves';
import { LIMITS } from '../limits';
import {
  type Actor,
  canAcceptResult,
  canAnswerMatchDateProposal,
  canAssignReferee,
  canEditScorers,
  canEnterForfeit,
  canProposeMatchDate,
  canSeeMatchDateProposal,
  canSeePendingResults,
  canSetMatchDate,
  canSetMatchDateNow,
  canSuggestResult,
  canWithdrawMatchDateProposal,
  isCaptainInMatch,
  kickOffRefusal,
  MATCH_REFUSED,
  type MatchFacts,
  matchDateRefused,
  refereeNamingRefusal,
  refereeRefused,
  refereeSlotsFor,
  resultsOpenFor,
  scorersOpenFor,
  seesAnyMatchDateProposal,
  seesAnyPendingResults,
  seesEveryMatch,
  setsAnyKickOff,
  submittingTeam,
} from './matches';
import { canManageSeasons } from './seasons';

// Team 1 plays team 2; team 3 referees slot 1, team 4 slot 2; team 5 has nothing to do with it.
const open: MatchFacts = { homeId: 1, guestId: 2, refereeTeamId: 3, refereeTeamId2: 4, hasFinal: false };
const final: MatchFacts = { ...open, hasFinal: true };

const admin: Actor = { id: 1, role: 'ADMIN', memberOf: null };
const captainHome: Actor = { id: 10, role: 'CAPTAIN', memberOf: 1 };
const captainGuest: Actor = { id: 20, role: 'CAPTAIN', memberOf: 2 };
const captainRef1: Actor = { id: 30, role: 'CAPTAIN', memberOf: 3 };
const captainRef2: Actor = { id: 40, role: 'CAPTAIN', memberOf: 4 };
const captainOther: Actor = { id: 50, role: 'CAPTAIN', memberOf: 5 };
const playerHome: Actor = { id: 11, role: 'PLAYER', memberOf: 1 };
const requesterHome: Actor = { id: 12, role: 'USER', memberOf: 1 };
const pendingCaptainHome: Actor = { id: 13, role: 'CAPTAIN_PENDING', memberOf: 1 };
const loner: Actor = { id: 2, role: 'USER', memberOf: null };

const nobodyButAdminAnd = (allowed: Actor[], check: (user: Actor) => boolean) => {
  for (const user of [
    admin,
    captainHome,
    captainGuest,
    captainRef1,
    captainRef2,
    captainOther,
    playerHome,
    requesterHome,
    pendingCaptainHome,
    loner,
  ]) {
    expect(check(user), `${user.role} of ${user.memberOf}`).toBe(user === admin || allowed.includes(user));
  }
};

describe('match policy', () => {
  it('gives seasons to admins only', () => {
    nobodyButAdminAnd([], canManageSeasons);
    nobodyButAdminAnd([], canEnterForfeit);
  });

  it('knows the captains of the two teams', () => {
    expect(isCaptainInMatch(captainHome, open)).toBe(true);
    expect(isCaptainInMatch(captainGuest, open)).toBe(true);
    expect(isCaptainInMatch(playerHome, open)).toBe(false);
    expect(isCaptainInMatch(pendingCaptainHome, open)).toBe(false);
    expect(isCaptainInMatch(captainRef1, open)).toBe(false);
  });

  it('lets the two captains set the date until the result is final, an admin always', () => {
    nobodyButAdminAnd([captainHome, captainGuest], (u) => canSetMatchDate(u, open));
    nobodyButAdminAnd([], (u) => canSetMatchDate(u, final));
  });

  it('lets each referee team captain pick the referee of its own slot', () => {
    expect(refereeSlotsFor(admin, open)).toEqual([1, 2]);
    expect(refereeSlotsFor(admin, final)).toEqual([1, 2]);
    expect(refereeSlotsFor(captainRef1, open)).toEqual([1]);
    expect(refereeSlotsFor(captainRef2, open)).toEqual([2]);
    expect(refereeSlotsFor(captainRef1, final)).toEqual([]);
    expect(refereeSlotsFor(captainHome, open)).toEqual([]);
    nobodyButAdminAnd([captainRef1], (u) => canAssignReferee(u, open, 1));
    nobodyButAdminAnd([captainRef2], (u) => canAssignReferee(u, open, 2));
    // A team covering both slots picks both referees.
    const both = { ...open, refereeTeamId2: 3 };
    expect(refereeSlotsFor(captainRef1, both)).toEqual([1, 2]);
  });

  it('lets the two captains and admins suggest results', () => {
    nobodyButAdminAnd([captainHome, captainGuest], (u) => canSuggestResult(u, open));
  });

  it('lets the other side accept a result, either side an admin result, only admins a forfeit', () => {
    const byHome = { submitterTeamId: 1, forfeit: false };
    nobodyButAdminAnd([captainGuest], (u) => canAcceptResult(u, open, byHome));
    const byGuest = { submitterTeamId: 2, forfeit: false };
    nobodyButAdminAnd([captainHome], (u) => canAcceptResult(u, open, byGuest));
    const byAdmin = { submitterTeamId: null, forfeit: false };
    nobodyButAdminAnd([captainHome, captainGuest], (u) => canAcceptResult(u, open, byAdmin));
    const forfeit = { submitterTeamId: null, forfeit: true };
    nobodyButAdminAnd([], (u) => canAcceptResult(u, open, forfeit));
  });

  it("lets a team's captain edit that team's scorers", () => {
    nobodyButAdminAnd([captainHome], (u) => canEditScorers(u, open, 1));
    nobodyButAdminAnd([captainGuest], (u) => canEditScorers(u, final, 2));
    // A team not in the match has no scorers in it.
    nobodyButAdminAnd([], (u) => canEditScorers(u, open, 5));
  });
});

describe('moving a match by consent (decision 035)', () => {
  const coCaptainHome: Actor = { id: 14, role: 'CAPTAIN', memberOf: 1 };
  const everyone = [
    admin,
    captainHome,
    coCaptainHome,
    captainGuest,
    captainRef1,
    captainRef2,
    captainOther,
    playerHome,
    requesterHome,
    pendingCaptainHome,
    loner,
  ];
  const allowed = (check: (user: Actor) => boolean) => everyone.filter(check);

  it('lets the captains of the two teams propose; an admin sets the date directly', () => {
    expect(allowed((u) => canProposeMatchDate(u, open))).toEqual([captainHome, coCaptainHome, captainGuest]);
  });

  it('shows the proposal to the captains of the two teams and admins', () => {
    expect(allowed((u) => canSeeMatchDateProposal(u, open))).toEqual([
      admin,
      captainHome,
      coCaptainHome,
      captainGuest,
    ]);
    // Asked before the matches: admins and every captain (of some match), nobody else.
    const noCaptains = [playerHome, requesterHome, pendingCaptainHome, loner];
    expect(allowed(seesAnyMatchDateProposal)).toEqual(everyone.filter((user) => !noCaptains.includes(user)));
  });

  it("lets the other team's captains or an admin answer, the proposing team's captains withdraw", () => {
    const byHome = { teamId: 1 };
    expect(allowed((u) => canAnswerMatchDateProposal(u, open, byHome))).toEqual([admin, captainGuest]);
    expect(allowed((u) => canWithdrawMatchDateProposal(u, open, byHome))).toEqual([
      captainHome,
      coCaptainHome,
    ]);
    const byGuest = { teamId: 2 };
    expect(allowed((u) => canAnswerMatchDateProposal(u, open, byGuest))).toEqual([
      admin,
      captainHome,
      coCaptainHome,
    ]);
    expect(allowed((u) => canWithdrawMatchDateProposal(u, open, byGuest))).toEqual([captainGuest]);
  });
});

describe('match-day exemptions for admins', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const past = '2026-05-09T18:00:00Z';
  const ahead = '2026-05-11T18:00:00Z';

  it('lets an admin set any date, captains only a kick-off ahead before their match kicked off', () => {
    nobodyButAdminAnd([], setsAnyKickOff);
    expect(kickOffRefusal(admin, past, new Date(past), now)).toBeNull();
    expect(kickOffRefusal(captainHome, 'tbd', new Date(ahead), now)).toBeNull();
    // A dated match moves by consent (decision 035); the kick-off rules of decision 020 come first.
    expect(kickOffRefusal(captainHome, ahead, new Date(ahead), now)).toBe(MOVE_NEEDS_CONSENT());
    expect(kickOffRefusal(captainHome, ahead, null, now)).toBe(MOVE_NEEDS_CONSENT());
    expect(kickOffRefusal(admin, ahead, null, now)).toBeNull();
    expect(kickOffRefusal(captainHome, 'tbd', null, now)).toBeNull();
    expect(kickOffRefusal(captainHome, past, new Date(ahead), now)).toBe(KICK_OFF_PASSED());
    expect(kickOffRefusal(captainGuest, ahead, new Date(past), now)).toBe(KICK_OFF_AHEAD_ONLY());
    nobodyButAdminAnd([captainHome, captainGuest], (u) => canSetMatchDateNow(u, open, 'tbd', now));
    nobodyButAdminAnd([], (u) => canSetMatchDateNow(u, open, ahead, now));
    nobodyButAdminAnd([], (u) => canSetMatchDateNow(u, open, past, now));
    nobodyButAdminAnd([], (u) => canSetMatchDateNow(u, final, ahead, now));
  });

  it('shows an admin every match of a season to work on', () => {
    nobodyButAdminAnd([], seesEveryMatch);
  });

  it("tells a refused match's captain that the result is final", () => {
    expect(matchDateRefused(captainHome, final)).toBe(MATCH_REFUSED.matchDateFinal);
    expect(matchDateRefused(captainHome, open)).toBe(MATCH_REFUSED.matchDate);
    expect(matchDateRefused(captainOther, final)).toBe(MATCH_REFUSED.matchDate);
    expect(refereeRefused(captainRef1, final, 1)).toBe(MATCH_REFUSED.refereeFinal);
    expect(refereeRefused(captainRef1, final, 2)).toBe(MATCH_REFUSED.referee);
    expect(refereeRefused(captainRef1, open, 2)).toBe(MATCH_REFUSED.referee);
  });

  it('opens results to captains from the kick-off on, to an admin at any time', () => {
    for (const date of [past, ahead, 'tbd', null]) {
      expect(resultsOpenFor(admin, date, now)).toBe(true);
    }
    expect(resultsOpenFor(captainHome, past, now)).toBe(true);
    expect(resultsOpenFor(captainHome, ahead, now)).toBe(false);
    expect(resultsOpenFor(captainGuest, 'tbd', now)).toBe(false);
    expect(resultsOpenFor(captainGuest, null, now)).toBe(false);
  });

  it("records a captain's result for the captain's team, an admin's for neither", () => {
    expect(submittingTeam(captainHome)).toBe(1);
    expect(submittingTeam(captainGuest)).toBe(2);
    expect(submittingTeam(admin)).toBeNull();
  });

  it(`keeps scorers open to captains for ${LIMITS.scorerEditDays} days after the kick-off, to an admin always`, () => {
    const later = new Date(new Date(past).getTime() + (LIMITS.scorerEditDays + 1) * 24 * 3600 * 1000);
    expect(scorersOpenFor(captainHome, past, past, now)).toBe(true);
    expect(scorersOpenFor(captainHome, past, past, later)).toBe(false);
    expect(scorersOpenFor(admin, past, past, later)).toBe(true);
  });
});

describe('pending results', () => {
  it('are for the captains of the two teams and of the referee teams, and admins', () => {
    for (const user of [admin, captainHome, captainGuest, captainRef1, captainRef2]) {
      expect(canSeePendingResults(user, open)).toBe(true);
      expect(seesAnyPendingResults(user)).toBe(true);
    }
    for (const user of [captainOther, playerHome, requesterHome, pendingCaptainHome]) {
      expect(canSeePendingResults(user, open)).toBe(false);
    }
    for (const user of [playerHome, requesterHome, pendingCaptainHome])
      expect(seesAnyPendingResults(user)).toBe(false);
    // A slot without a referee team lets no team without one see.
    const teamless: Actor = { id: 60, role: 'CAPTAIN', memberOf: null };
    expect(canSeePendingResults(teamless, { ...open, refereeTeamId2: null })).toBe(false);
  });

  it('reach whoever may suggest or accept one', () => {
    for (const user of [admin, captainHome, captainGuest, captainRef1, captainOther, playerHome]) {
      if (canSuggestResult(user, open)) expect(canSeePendingResults(user, open)).toBe(true);
    }
  });
});

describe('refereeNamingRefusal', () => {
  it('closes naming at the kick-off for captains; an admin corrects a slot at any time', () => {
    const now = new Date('2026-11-23T18:00:00Z');
    const ahead = new Date(now.getTime() + 60_000);
    for (const date of [null, 'tbd', ahead, ahead.toISOString()]) {
      expect(refereeNamingRefusal(captainRef1, date, now)).toBeNull();
    }
    for (const date of [now, new Date(now.getTime() - 3_600_000).toISOString()]) {
      expect(refereeNamingRefusal(captainRef1, date, now)).toBe(REFEREE_NAMING_CLOSED());
      expect(refereeNamingRefusal(captainRef2, date, now)).toBe(REFEREE_NAMING_CLOSED());
      expect(refereeNamingRefusal(admin, date, now)).toBeNull();
    }
  });
});
