import type { FreeAgent } from '../../common/api/free-agents';
import type { Match, Pitch, Result, Season, Team } from '../../common/api/types';
import type { User } from './queries/get-user-by-token';

/** Shared by the web's unit tests: users and matches as the API answers them. */

export const HOME = 1;
export const GUEST = 2;
export const NOW = new Date('2026-11-23T12:00:00Z');
export const HOUR = 3600 * 1000;

export const testUser = (id: number, role: User['role'], memberOf: number | null): User => ({
  id,
  name: `User ${id}`,
  mail: `u${id}@example.test`,
  phone: '+4915112345678',
  member_of: memberOf,
  role,
  language: null,
});

/** A group match of HOME against GUEST, kicked off an hour before NOW unless `date` says otherwise. */
export const testMatch = (
  results: Match['results'],
  date = new Date(NOW.getTime() - HOUR).toISOString(),
): Match => ({
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
  pitch_id: null,
  postponed: null,
});

/** testMatch's season as getSeason answers it, without groups and matches: its match window ends Mon 05.04.2027, 18:00 in Munich. */
export const testSeason: Season = {
  id: 1,
  name: 'Winter 2026/27',
  penalty_rule: 'credits',
  auto_accept_hours: 48,
  group_stage_closed: false,
  match_window_end: '2027-04-05T16:00:00.000Z',
  groups: [],
  matches: [],
};

/** An accepted team as getTeams answers it: its captain the only member listed. */
export const testTeam = (
  id: number,
  name: string,
  captain: NonNullable<Team['captain']> = { id: id * 10, name: `Captain ${id}`, phone: '+4915100000000' },
): Team => ({
  team_id: id,
  id,
  name,
  name_short: name.slice(0, 3),
  logo_url: `/crests/${id}.svg`,
  accepted: true,
  is_active: true,
  created_at: '2026-09-01T10:00:00.000Z',
  captain,
  players: [{ id: captain.id, name: captain.name, role: 'CAPTAIN' }],
  player_count: 1,
});

/** The league's pitches: the default one first, then another. */
export const TEST_PITCHES: Pitch[] = [
  {
    id: 1,
    name: 'Dantestadion',
    address: 'Dantestr. 14',
    map_url: 'https://maps.test/dante',
    is_default: true,
  },
  {
    id: 2,
    name: 'ZHS Pitch 2',
    address: 'Connollystr. 32',
    map_url: 'https://maps.test/zhs',
    is_default: false,
  },
];

/** The home captain's (user 10, Anna Berg) suggestion of `home`:`guest`, not final; `extra` changes any field. */
export const testResult = (home: number, guest: number, extra: Partial<Result> = {}): Result => ({
  id: 8,
  score_home: home,
  score_guest: guest,
  is_final: false,
  auto_accepted: false,
  submitted_by: 10,
  submitted_by_user: 'Anna Berg',
  submitted_team_id: HOME,
  shootout_winner_id: null,
  forfeit: false,
  forfeit_team_id: null,
  unplayed: false,
  created_at: NOW.toISOString(),
  scorer: [],
  ...extra,
});

/** A free agent's profile as getFreeAgents and getMyFreeAgent answer it: a defender free on Thursdays. */
export const testFreeAgent: FreeAgent = {
  user_id: 7,
  name: 'Mara Free',
  positions: ['defender'],
  weekdays: ['thu'],
  note: 'Left foot',
  until: '2027-02-01',
  help_out: false,
};
