import { describe, expect, it } from 'vitest';
import type { Team, TeamMember } from '../../../../common/api/types';
import { matchPlayers } from './match-players';

const member = (id: number, name: string, role: TeamMember['role']): TeamMember => ({ id, name, role });
const team = (players: TeamMember[], captain: Team['captain']): Team => ({
  team_id: 1,
  id: 1,
  name: 'FC Isar',
  name_short: 'ISA',
  logo_url: '/crests/1.svg',
  accepted: true,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  captain,
  players,
  player_count: players.length,
});

describe('matchPlayers', () => {
  it("lists players and the captain in German alphabetical order (Ö with O), the order of the league's tables", () => {
    const players = matchPlayers(
      team(
        [
          member(1, 'Zoe Wagner', 'PLAYER'),
          member(2, 'Ömer Aydin', 'PLAYER'),
          member(3, 'Paul Berg', 'USER'),
          member(4, 'Anna Huber', 'PLAYER'),
        ],
        { id: 5, name: 'Ole Brandt' },
      ),
    );
    expect(players.map((player) => player.name)).toEqual([
      'Anna Huber',
      'Ole Brandt',
      'Ömer Aydin',
      'Zoe Wagner',
    ]);
  });

  it('lists the captain once when the roster holds them, and nobody without a team', () => {
    const players = matchPlayers(team([member(5, 'Ole Brandt', 'CAPTAIN')], { id: 5, name: 'Ole Brandt' }));
    expect(players.map((player) => player.id)).toEqual([5]);
    expect(matchPlayers(undefined)).toEqual([]);
  });

  it("names the captain alone of a team listed without its roster (the visitors' list, decision 053)", () => {
    const { players: _, ...listed } = team([], { id: 5, name: 'Ole Brandt' });
    expect(matchPlayers({ ...listed, player_count: 20 })).toEqual([
      { id: 5, name: 'Ole Brandt', role: 'CAPTAIN' },
    ]);
  });
});
