import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../api/enums';
import { canSeeContacts } from './contacts';
import {
  type Actor,
  canAcceptTeam,
  canChangeSettings,
  canChangeTeamStatus,
  canDeleteTeam,
  canDownloadRoster,
  canEditTeam,
  canHandOverCaptaincy,
  canJoinOrCreateTeam,
  canManageRoster,
  canPromote,
  canRemoveMember,
  canSeeTeamRequests,
  captaincyRefusal,
  handsOverInAnyTeam,
  hasPendingRequest,
  isFreeAgent,
  learnsAboutAnyUser,
  leaveRefusal,
  managesAnyRoster,
  ownTeam,
  promotesInAnyTeam,
  type TeamFacts,
} from './teams';

const teamA: TeamFacts = { id: 1, captainId: 10, accepted: true };
const teamB: TeamFacts = { id: 2, captainId: 20, accepted: true };
const pending: TeamFacts = { id: 3, captainId: 30, accepted: false };

const admin: Actor = { id: 1, role: 'ADMIN', memberOf: null };
const loner: Actor = { id: 2, role: 'USER', memberOf: null };
const requesterA: Actor = { id: 3, role: 'USER', memberOf: 1 };
const captainA: Actor = { id: 10, role: 'CAPTAIN', memberOf: 1 };
const coCaptainA: Actor = { id: 11, role: 'CAPTAIN', memberOf: 1 };
const playerA: Actor = { id: 12, role: 'PLAYER', memberOf: 1 };
const captainB: Actor = { id: 20, role: 'CAPTAIN', memberOf: 2 };
const pendingCaptain: Actor = { id: 30, role: 'CAPTAIN_PENDING', memberOf: 3 };

describe('team policy', () => {
  it('lets admins, not players, see registrations, accept teams and change settings', () => {
    for (const check of [canSeeTeamRequests, canAcceptTeam, canChangeSettings, canChangeTeamStatus]) {
      expect(check(admin)).toBe(true);
      for (const user of [loner, requesterA, playerA, captainA, coCaptainA, pendingCaptain]) {
        expect(check(user)).toBe(false);
      }
    }
  });

  it('lets everybody but admins join or register a team; only a free agent may do it now', () => {
    expect(canJoinOrCreateTeam(admin)).toBe(false);
    expect(canJoinOrCreateTeam(loner)).toBe(true);
    expect(isFreeAgent(loner)).toBe(true);
    expect(isFreeAgent(requesterA)).toBe(false);
    expect(isFreeAgent(playerA)).toBe(false);
    expect(hasPendingRequest(requesterA, teamA)).toBe(true);
    expect(hasPendingRequest(requesterA, teamB)).toBe(false);
    expect(hasPendingRequest(playerA)).toBe(false);
  });

  it('lets any captain of the team and admins manage the roster, not pending captains', () => {
    expect(canManageRoster(captainA, teamA)).toBe(true);
    expect(canManageRoster(coCaptainA, teamA)).toBe(true);
    expect(canManageRoster(admin, teamA)).toBe(true);
    expect(canManageRoster(captainB, teamA)).toBe(false);
    expect(canManageRoster(playerA, teamA)).toBe(false);
    expect(canManageRoster(requesterA, teamA)).toBe(false);
    expect(canManageRoster(pendingCaptain, pending)).toBe(false);
    expect(managesAnyRoster(coCaptainA)).toBe(true);
    expect(managesAnyRoster(pendingCaptain)).toBe(false);
    expect(managesAnyRoster(playerA)).toBe(false);
  });

  it("lets the team's captains and admins download its roster, nobody else", () => {
    expect(canDownloadRoster(captainA, teamA)).toBe(true);
    expect(canDownloadRoster(coCaptainA, teamA)).toBe(true);
    expect(canDownloadRoster(admin, teamB)).toBe(true);
    for (const user of [captainB, playerA, requesterA, loner])
      expect(canDownloadRoster(user, teamA)).toBe(false);
    expect(canDownloadRoster(pendingCaptain, pending)).toBe(false);
  });

  it('lets only the main captain and admins promote and demote', () => {
    expect(canPromote(captainA, teamA)).toBe(true);
    expect(canPromote(admin, teamB)).toBe(true);
    expect(canPromote(coCaptainA, teamA)).toBe(false);
    expect(canPromote(captainA, teamB)).toBe(false);
    expect(canPromote(pendingCaptain, pending)).toBe(false);
    // A captain id alone is not enough: the captain must still be in the team.
    expect(canPromote({ ...captainA, memberOf: null }, teamA)).toBe(false);
  });

  it('keeps co-captains from removing each other', () => {
    expect(canRemoveMember(coCaptainA, teamA, playerA)).toBe(true);
    expect(canRemoveMember(coCaptainA, teamA, { id: 13, role: 'CAPTAIN', memberOf: 1 })).toBe(false);
    expect(canRemoveMember(captainA, teamA, coCaptainA)).toBe(true);
    expect(canRemoveMember(admin, teamA, coCaptainA)).toBe(true);
    expect(canRemoveMember(captainB, teamA, playerA)).toBe(false);
  });

  it('lets captains of the team and admins edit it', () => {
    expect(canEditTeam(captainA, teamA)).toBe(true);
    expect(canEditTeam(coCaptainA, teamA)).toBe(true);
    expect(canEditTeam(admin, teamA)).toBe(true);
    expect(canEditTeam(captainB, teamA)).toBe(false);
    expect(canEditTeam(playerA, teamA)).toBe(false);
    expect(canEditTeam(pendingCaptain, pending)).toBe(false);
  });

  it('lets admins delete any team and a pending captain only their own registration', () => {
    expect(canDeleteTeam(admin, teamA)).toBe(true);
    expect(canDeleteTeam(pendingCaptain, pending)).toBe(true);
    expect(canDeleteTeam(pendingCaptain, teamA)).toBe(false);
    expect(canDeleteTeam(captainA, teamA)).toBe(false);
    expect(canDeleteTeam(coCaptainA, teamA)).toBe(false);
    // A pending captain of a team that was accepted meanwhile (stale role) cannot.
    expect(canDeleteTeam({ ...pendingCaptain }, { ...pending, accepted: true })).toBe(false);
  });

  it('shows contact data to own members and admins only', () => {
    expect(canSeeContacts(playerA, teamA)).toBe(true);
    expect(canSeeContacts(admin, teamB)).toBe(true);
    expect(canSeeContacts(playerA, teamB)).toBe(false);
    expect(canSeeContacts(requesterA, teamA)).toBe(false);
    expect(canSeeContacts(null, teamA)).toBe(false);
  });

  it('lets players and co-captains leave, never the main captain', () => {
    expect(leaveRefusal(playerA, teamA)).toBeNull();
    expect(leaveRefusal(coCaptainA, teamA)).toBeNull();
    expect(leaveRefusal(captainA, teamA)).toBe(
      'The main captain cannot leave the team. Hand the captaincy to a co-captain first.',
    );
    expect(leaveRefusal(pendingCaptain, pending)).toBe(
      'The main captain cannot leave the team. Delete the team instead.',
    );
    expect(leaveRefusal(loner, null)).toBe('You are not in a team.');
    expect(leaveRefusal(requesterA, teamA)).toMatch(/withdraw/i);
  });
});

describe('handing over the captaincy', () => {
  it('lets the main captain and admins hand over, nobody else', () => {
    expect(canHandOverCaptaincy(captainA, teamA)).toBe(true);
    expect(canHandOverCaptaincy(admin, teamB)).toBe(true);
    for (const user of [coCaptainA, playerA, requesterA, loner, captainB, pendingCaptain]) {
      expect(canHandOverCaptaincy(user, teamA)).toBe(false);
    }
    expect(canHandOverCaptaincy(pendingCaptain, pending)).toBe(false);
    expect(handsOverInAnyTeam(captainB)).toBe(true);
    expect(handsOverInAnyTeam(playerA)).toBe(false);
  });

  it('takes a co-captain from the main captain and any member from an admin', () => {
    expect(captaincyRefusal(captainA, teamA, coCaptainA)).toBeNull();
    expect(captaincyRefusal(captainA, teamA, playerA)).toMatch(/^Only a co-captain/);
    expect(captaincyRefusal(admin, teamA, playerA)).toBeNull();
    expect(captaincyRefusal(admin, teamA, captainA)).toBe('This member is already the main captain.');
    expect(captaincyRefusal(captainA, teamA, requesterA)).toBe('This user is not a member of your team.');
    expect(captaincyRefusal(captainA, teamA, captainB)).toBe('This user is not a member of your team.');
    const pendingPlayer: Actor = { id: 31, role: 'PLAYER', memberOf: 3 };
    expect(captaincyRefusal(admin, pending, pendingPlayer)).toMatch(/once the team is accepted/);
  });

  it('frees the former main captain to leave and binds the new one, whoever hands over to whom', () => {
    const member = fc.record({
      id: fc.integer({ min: 100, max: 200 }),
      role: fc.constantFrom(...ROLES),
    });
    fc.assert(
      fc.property(fc.boolean(), member, (byAdmin, target) => {
        const team: TeamFacts = { id: 1, captainId: captainA.id, accepted: true };
        const to: Actor = { ...target, memberOf: team.id };
        if (captaincyRefusal(byAdmin ? admin : captainA, team, to) !== null) return;
        // The handover: the target is a captain and the team's main captain; the former one stays a co-captain.
        const after: TeamFacts = { ...team, captainId: to.id };
        expect(leaveRefusal(captainA, after)).toBeNull();
        expect(leaveRefusal({ ...to, role: 'CAPTAIN' }, after)).toMatch(/^The main captain cannot leave/);
        expect(canHandOverCaptaincy(captainA, after)).toBe(false);
        expect(canHandOverCaptaincy({ ...to, role: 'CAPTAIN' }, after)).toBe(true);
        expect(canPromote(captainA, after)).toBe(false);
      }),
    );
  });
});

describe('team policy exemptions for admins', () => {
  it("knows a member's own team, not a requester's", () => {
    expect(ownTeam(playerA)).toBe(1);
    expect(ownTeam(coCaptainA)).toBe(1);
    expect(ownTeam(pendingCaptain)).toBe(3);
    expect(ownTeam(requesterA)).toBeNull();
    expect(ownTeam(loner)).toBeNull();
    expect(ownTeam(admin)).toBeNull();
  });

  it('tells only admins what became of a roster call aimed at a user outside their team', () => {
    expect(learnsAboutAnyUser(admin)).toBe(true);
    for (const user of [loner, requesterA, playerA, captainA, coCaptainA, captainB, pendingCaptain]) {
      expect(learnsAboutAnyUser(user)).toBe(false);
    }
  });

  it('lets only admins and captains (main or co-) ask to promote anybody', () => {
    expect(promotesInAnyTeam(admin)).toBe(true);
    expect(promotesInAnyTeam(captainA)).toBe(true);
    expect(promotesInAnyTeam(coCaptainA)).toBe(true);
    for (const user of [loner, requesterA, playerA, pendingCaptain]) {
      expect(promotesInAnyTeam(user)).toBe(false);
    }
  });
});
