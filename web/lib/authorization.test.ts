import { describe, expect, it } from 'vitest';
import type { Result, Team, TeamMember } from '../../common/api/types';
import { canSeeAllContacts, matchCaptainsShown } from '../../common/policies/contacts';
import {
  canAcceptResult,
  canAssignReferee,
  canEditScorers,
  canSetMatchDate,
  kickOffRefusal,
  refereeNamingRefusal,
  refereeTeamOf,
  resultsOpenFor,
  scorersOpenFor,
} from '../../common/policies/matches';
import { canManageSeasons } from '../../common/policies/seasons';
import {
  type Actor,
  canChangeTeamStatus,
  canDeleteTeam,
  canEditTeam,
  canManageRoster,
  canPromote,
  canRemoveMember,
  canSeeTeamRequests,
  leaveRefusal,
} from '../../common/policies/teams';
import { actorOf, can, matchAbilities, roleCan, teamAbilities } from './authorization';
import type { User } from './queries/get-user-by-token';
import { GUEST, HOME, HOUR, testMatch as match, NOW, testUser as user } from './test-fixtures';

const result = (values: Partial<Result>): Result => ({
  id: 1,
  score_home: 2,
  score_guest: 1,
  is_final: false,
  auto_accepted: false,
  submitted_by: null,
  submitted_by_user: null,
  submitted_team_id: null,
  shootout_winner_id: null,
  forfeit: false,
  forfeit_team_id: null,
  unplayed: false,
  created_at: '2026-11-23T11:30:00.000Z',
  scorer: [],
  ...values,
});

describe('matchAbilities: accepting a result (mirrors canAcceptResult on the server)', () => {
  const homeCaptain = user(10, 'CAPTAIN', HOME);
  const guestCaptain = user(20, 'CAPTAIN', GUEST);
  const admin = user(1, 'ADMIN', null);

  it("offers the other team's captains and admins the home side's suggestion, not the home side", () => {
    // Submitted by someone no longer in the team: the suggesting side is what counts.
    const suggested = result({ submitted_by: 99, submitted_team_id: HOME });
    const m = match([suggested]);
    expect(matchAbilities(homeCaptain, m, NOW).accept(suggested)).toBe(false);
    expect(matchAbilities(guestCaptain, m, NOW).accept(suggested)).toBe(true);
    expect(matchAbilities(admin, m, NOW).accept(suggested)).toBe(true);
    expect(matchAbilities(user(30, 'PLAYER', GUEST), m, NOW).accept(suggested)).toBe(false);
  });

  it("offers either captain an admin's suggestion, and nobody a final result or a captain a forfeit", () => {
    const byAdmin = result({ submitted_by: admin.id, submitted_team_id: null });
    expect(matchAbilities(homeCaptain, match([byAdmin]), NOW).accept(byAdmin)).toBe(true);
    expect(matchAbilities(guestCaptain, match([byAdmin]), NOW).accept(byAdmin)).toBe(true);
    const final = result({ is_final: true, submitted_team_id: HOME });
    expect(matchAbilities(admin, match([final]), NOW).accept(final)).toBe(false);
    const forfeit = result({ forfeit: true, score_home: 3, score_guest: 0 });
    expect(matchAbilities(guestCaptain, match([forfeit]), NOW).accept(forfeit)).toBe(false);
    expect(matchAbilities(admin, match([forfeit]), NOW).accept(forfeit)).toBe(true);
  });
});

describe('matchAbilities: the kick-off (mirrors addResult, acceptResult and addscorer on the server)', () => {
  const homeCaptain = user(10, 'CAPTAIN', HOME);
  const guestCaptain = user(20, 'CAPTAIN', GUEST);
  const admin = user(1, 'ADMIN', null);

  it('lets captains suggest and accept from the kick-off on, and tells them to wait before', () => {
    const byAdmin = result({ submitted_by: admin.id });
    for (const date of ['tbd', new Date(NOW.getTime() + HOUR).toISOString()]) {
      const waiting = matchAbilities(homeCaptain, match([byAdmin], date), NOW);
      expect([waiting.suggestResult, waiting.waitsForKickoff, waiting.accept(byAdmin)]).toEqual([
        false,
        true,
        false,
      ]);
      const admins = matchAbilities(admin, match([], date), NOW);
      expect([admins.suggestResult, admins.waitsForKickoff]).toEqual([true, false]);
    }
    const kickedOff = matchAbilities(guestCaptain, match([byAdmin]), NOW);
    expect([kickedOff.suggestResult, kickedOff.waitsForKickoff, kickedOff.accept(byAdmin)]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('closes the scorers to captains 14 days after the kick-off, not to admins', () => {
    const final = result({ is_final: true });
    const old = new Date(NOW.getTime() - 14 * 24 * HOUR - 1).toISOString();
    expect(matchAbilities(homeCaptain, match([final]), NOW).scorerTeams(final)).toEqual([HOME]);
    expect(matchAbilities(homeCaptain, match([final], old), NOW).scorerTeams(final)).toEqual([]);
    expect(matchAbilities(admin, match([final], old), NOW).scorerTeams(final)).toEqual([HOME, GUEST]);
  });
});

describe('matchAbilities: naming a referee (mirrors assignReferee on the server)', () => {
  const refereeCaptain = user(30, 'CAPTAIN', 3);
  const admin = user(1, 'ADMIN', null);
  const refereed = (date: string, refereeId: number | null = null) => ({
    ...match([], date),
    referee_team_id: 3,
    referee_id: refereeId,
  });

  it("offers the referee team's captain the picker until the kick-off, then says naming has closed", () => {
    const ahead = matchAbilities(refereeCaptain, refereed(new Date(NOW.getTime() + HOUR).toISOString()), NOW);
    expect([ahead.refereeSlots, ahead.refereeNamingClosed]).toEqual([[1], false]);
    const played = matchAbilities(
      refereeCaptain,
      refereed(new Date(NOW.getTime() - HOUR).toISOString()),
      NOW,
    );
    expect([played.refereeSlots, played.refereeNamingClosed]).toEqual([[], true]);
    // A slot named in time needs no explanation.
    const named = matchAbilities(
      refereeCaptain,
      refereed(new Date(NOW.getTime() - HOUR).toISOString(), 31),
      NOW,
    );
    expect([named.refereeSlots, named.refereeNamingClosed]).toEqual([[], false]);
    const admins = matchAbilities(admin, refereed(new Date(NOW.getTime() - HOUR).toISOString()), NOW);
    expect([admins.refereeSlots, admins.refereeNamingClosed]).toEqual([[1], false]);
  });
});

describe('the web asks the policies (decision 024)', () => {
  const TEAM_A = 1;
  const PENDING = 3;
  // Every kind of user the web signs in: no team, a request, a player, captains, a pending captain, an admin.
  const users: User[] = [
    user(1, 'ADMIN', null),
    user(2, 'USER', null),
    user(3, 'USER', TEAM_A),
    user(10, 'CAPTAIN', TEAM_A),
    user(11, 'CAPTAIN', TEAM_A),
    user(12, 'PLAYER', TEAM_A),
    user(20, 'CAPTAIN', GUEST),
    user(30, 'CAPTAIN_PENDING', PENDING),
    user(40, 'CAPTAIN', 4),
  ];
  // The Actor as the server reads it for the same user (id, role, member_of of the users row).
  const serverActor = (u: User): Actor => ({ id: u.id, role: u.role, memberOf: u.member_of });
  const member = (id: number, role: User['role']): TeamMember => ({ id, name: `User ${id}`, role });
  const team = (id: number, captainId: number, accepted: boolean): Team => ({
    team_id: id,
    id,
    name: `Team ${id}`,
    name_short: `T${id}`,
    logo_url: `/crests/${id}.svg`,
    accepted,
    is_active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    captain: { id: captainId, name: `User ${captainId}` },
    players: [
      member(captainId, accepted ? 'CAPTAIN' : 'CAPTAIN_PENDING'),
      member(11, 'CAPTAIN'),
      member(12, 'PLAYER'),
    ],
    player_count: 3,
  });

  it('builds the Actor the server builds for the same user', () => {
    for (const u of users) expect(actorOf(u)).toEqual(serverActor(u));
  });

  it('offers exactly the team actions the team policy allows', () => {
    for (const shown of [team(TEAM_A, 10, true), team(GUEST, 20, true), team(PENDING, 30, false)]) {
      const facts = { id: shown.id, captainId: shown.captain?.id ?? null, accepted: shown.accepted };
      for (const u of users) {
        const actor = serverActor(u);
        const abilities = teamAbilities(u, shown);
        expect(abilities, `${u.role} ${u.id} on team ${shown.id}`).toMatchObject({
          showIds: canSeeAllContacts(actor),
          manageRoster: canManageRoster(actor, facts),
          promote: canPromote(actor, facts),
          edit: canEditTeam(actor, facts),
          editStatus: canChangeTeamStatus(actor),
          delete: canDeleteTeam(actor, facts),
          leave: leaveRefusal(actor, facts) === null,
        });
        for (const target of shown.players ?? []) {
          const targetActor = { id: target.id, role: target.role, memberOf: shown.id };
          expect(abilities.remove(target)).toBe(canRemoveMember(actor, facts, targetActor));
        }
      }
    }
  });

  it('offers exactly the match actions the match policy allows', () => {
    const pending = result({ submitted_by: 10, submitted_team_id: HOME });
    const final = result({ id: 2, is_final: true, submitted_team_id: GUEST });
    const refereed = { referee_team_id: 4, referee_team_id_2: TEAM_A };
    const ahead = new Date(NOW.getTime() + HOUR).toISOString();
    for (const m of [
      { ...match([pending]), ...refereed },
      { ...match([final]), ...refereed },
      { ...match([pending], ahead), ...refereed },
      match([], 'tbd'),
    ]) {
      const facts = {
        homeId: m.home_id,
        guestId: m.guest_id,
        refereeTeamId: m.referee_team_id,
        refereeTeamId2: m.referee_team_id_2,
        hasFinal: m.results.some((r) => r.is_final),
      };
      for (const u of users) {
        const actor = serverActor(u);
        const abilities = matchAbilities(u, m, NOW);
        const why = `${u.role} ${u.id} on a match at ${m.date} with ${m.results.length} results`;
        expect(abilities.editDate, why).toBe(
          canSetMatchDate(actor, facts) && kickOffRefusal(actor, m.date, null, NOW) === null,
        );
        expect(abilities.refereeSlots, why).toEqual(
          ([1, 2] as const).filter(
            (slot) =>
              canAssignReferee(actor, facts, slot) &&
              refereeTeamOf(facts, slot) !== null &&
              refereeNamingRefusal(actor, m.date, NOW) === null,
          ),
        );
        expect(abilities.captainsShown, why).toEqual(matchCaptainsShown(actor, facts));
        for (const r of m.results) {
          expect(abilities.accept(r), why).toBe(
            !r.is_final &&
              resultsOpenFor(actor, m.date, NOW) &&
              canAcceptResult(actor, facts, { submitterTeamId: r.submitted_team_id, forfeit: r.forfeit }),
          );
          expect(abilities.scorerTeams(r), why).toEqual(
            [HOME, GUEST].filter(
              (id) => canEditScorers(actor, facts, id) && scorersOpenFor(actor, m.date, r.created_at, NOW),
            ),
          );
        }
      }
    }
  });

  it('asks role-only policies of the session role, and of nobody signed out', () => {
    for (const u of users) {
      expect(roleCan(u.role, canManageSeasons)).toBe(canManageSeasons(serverActor(u)));
      expect(can(u, canSeeTeamRequests)).toBe(canSeeTeamRequests(serverActor(u)));
    }
    expect(roleCan('', canManageSeasons)).toBe(false);
    expect(can(undefined, canSeeTeamRequests)).toBe(false);
  });
});
