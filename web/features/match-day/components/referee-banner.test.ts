import { describe, expect, it } from 'vitest';
import type { Match } from '../../../../common/api/types';
import { GUEST, testMatch as match, testUser as user } from '../../../lib/test-fixtures';
import { refereeBanner } from './referee-banner';

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
