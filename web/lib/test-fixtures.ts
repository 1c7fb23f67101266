import type { Match } from '../../common/api/types';
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
});
