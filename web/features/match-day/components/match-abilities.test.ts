import { describe, expect, it } from 'vitest';
import type { Match, Result } from '../../../../common/api/types';
import type { User } from '../../../lib/queries/get-user-by-token';
import { matchAbilities, refereeBanner } from './match-abilities';

const HOME = 1;
const GUEST = 2;

const user = (id: number, role: User['role'], memberOf: number | null): User => ({
  id,
  name: `User ${id}`,
  mail: `u${id}@example.test`,
  phone: '+4915112345678',
  member_of: memberOf,
  role,
});

const result = (values: Partial<Result>): Result => ({
  id: 1,
  score_home: 2,
  score_guest: 1,
  is_final: false,
  submitted_by: null,
  submitted_by_user: null,
  submitted_team_id: null,
  shootout_winner_id: null,
  forfeit: false,
  unplayed: false,
  created_at: '2026-11-23T11:30:00.000Z',
  scorer: [],
  ...values,
});

const NOW = new Date('2026-11-23T12:00:00Z');
const HOUR = 3600 * 1000;
/** Kicked off an hour before NOW unless a test says otherwise. */
const match = (results: Result[], date = new Date(NOW.getTime() - HOUR).toISOString()): Match => ({
  id: 1,
  season_id: 1,
  week: 1,
  match_stage: 'GROUP1',
  date,
  home_id: HOME,
  guest_id: GUEST,
  home_source: null,
  guest_source: null,
  referee_team_id: null,
  referee_id: null,
  referee_team_id_2: null,
  referee_id_2: null,
  results,
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

describe('refereeBanner (docs/PRODUCT.md#roles: players see a banner when referee or second referee)', () => {
  const REFEREES = 3;
  const refereed = (values: Partial<Match>): Match => ({
    ...match([]),
    referee_team_id: REFEREES,
    referee_id: 31,
    referee_team_id_2: REFEREES,
    referee_id_2: 32,
    ...values,
  });

  it('tells the chosen referee of each slot personally and the rest of the team as a team', () => {
    expect(refereeBanner(user(31, 'PLAYER', REFEREES), REFEREES, refereed({}))).toBe(
      'You are the referee of this match.',
    );
    expect(refereeBanner(user(32, 'PLAYER', REFEREES), REFEREES, refereed({}))).toBe(
      'You are the second referee of this match.',
    );
    expect(refereeBanner(user(33, 'PLAYER', REFEREES), REFEREES, refereed({}))).toBe(
      'Your team referees this match',
    );
    // A team covering only the second slot, with no referee chosen yet.
    const second = refereed({ referee_team_id: 4, referee_id: null, referee_id_2: null });
    expect(refereeBanner(user(33, 'PLAYER', REFEREES), REFEREES, second)).toBe(
      'Your team referees this match',
    );
  });

  it('shows nothing to players of other teams, nor to captains and admins', () => {
    expect(refereeBanner(user(20, 'PLAYER', GUEST), GUEST, refereed({}))).toBeNull();
    expect(refereeBanner(user(31, 'CAPTAIN', REFEREES), REFEREES, refereed({}))).toBeNull();
    expect(refereeBanner(user(1, 'ADMIN', null), null, refereed({ referee_id: 1 }))).toBeNull();
  });
});
