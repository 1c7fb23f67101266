import { describe, expect, it } from 'vitest';
import type { Actor } from '../policies/actor';
import { forfeitTodos } from './forfeit-todos';
import type { LeagueMatch } from './match';

/** The to-dos of matches not played (decision 082): who confirms a report, and the admins' review. */

const match: LeagueMatch = {
  id: 5,
  seasonId: 1,
  matchStage: 'GROUP1',
  date: new Date('2026-06-04T16:00:00Z'),
  homeId: 1,
  guestId: 2,
  refereeTeamId: 3,
  refereeId: 30,
  refereeTeamId2: 4,
  refereeId2: null,
  hasFinal: false,
};
const teams = [
  { id: 1, name: 'Mathe United' },
  { id: 2, name: 'Physik FC' },
];
const facts = {
  teams,
  matches: [match],
  noShowClaims: [{ matchId: 5, teamId: 2 }],
  forfeitsLost: [{ forfeitTeamId: 1 }, { forfeitTeamId: 1 }, { forfeitTeamId: 2 }],
};
const actor = (id: number, role: Actor['role'], memberOf: number | null): Actor => ({ id, role, memberOf });

describe('forfeitTodos', () => {
  it('asks the appointed referee and admins to confirm a report, nobody else', () => {
    const referee = forfeitTodos(actor(30, 'PLAYER', 3), facts);
    expect(referee).toEqual([
      {
        kind: 'no_show_claim',
        text: 'Physik FC reports that the other team did not come to Mathe United – Physik FC: please confirm it on the match.',
        match_id: 5,
        due_at: '2026-06-04T16:00:00.000Z',
      },
    ]);
    for (const other of [actor(40, 'CAPTAIN', 4), actor(10, 'CAPTAIN', 1), actor(20, 'CAPTAIN', 2)]) {
      expect(forfeitTodos(other, facts)).toEqual([]);
    }
    expect(
      forfeitTodos(actor(30, 'PLAYER', 3), { ...facts, matches: [{ ...match, hasFinal: true }] }),
    ).toEqual([]);
  });

  it("puts a team with two forfeits on the admins' list only", () => {
    const admin = forfeitTodos(actor(1, 'ADMIN', null), facts);
    expect(admin.map((todo) => todo.kind)).toEqual(['no_show_claim', 'two_forfeits']);
    expect(admin[1]).toEqual({
      kind: 'two_forfeits',
      text: 'Mathe United has lost 2 matches this season by forfeit: the league decides what follows.',
      team_id: 1,
    });
  });
});
