import { describe, expect, it } from 'vitest';
import { type FeedMatchFacts, personalFeedKinds } from './calendar';
import { ownTeam } from './teams';

const match = (overrides: Partial<FeedMatchFacts> = {}): FeedMatchFacts => ({
  homeId: 1,
  guestId: 2,
  refereeTeamId: 3,
  refereeTeamId2: 4,
  refereeId: null,
  refereeId2: null,
  ...overrides,
});

describe('personal calendar feed', () => {
  const player = { id: 10, role: 'PLAYER' as const, memberOf: 1 };

  it("holds the own team's matches", () => {
    expect(personalFeedKinds(player, match())).toEqual(['match']);
    expect(personalFeedKinds({ ...player, memberOf: 2 }, match())).toEqual(['match']);
  });

  it("holds the team's referee duties in either slot", () => {
    expect(personalFeedKinds({ ...player, memberOf: 3 }, match())).toEqual(['referee']);
    expect(personalFeedKinds({ ...player, role: 'CAPTAIN', memberOf: 4 }, match())).toEqual(['referee']);
  });

  it("holds the user's own appointments, team or not", () => {
    const freeAgent = { id: 10, role: 'USER' as const, memberOf: null };
    expect(personalFeedKinds(freeAgent, match({ refereeId: 10 }))).toEqual(['referee']);
    expect(personalFeedKinds(freeAgent, match({ refereeId2: 10 }))).toEqual(['referee']);
    expect(personalFeedKinds(freeAgent, match())).toEqual([]);
  });

  it('holds nothing of other teams, nor of the team someone only asked to join', () => {
    expect(personalFeedKinds({ ...player, memberOf: 9 }, match())).toEqual([]);
    const requester = { id: 10, role: 'USER' as const, memberOf: 1 };
    expect(ownTeam(requester)).toBeNull();
    expect(personalFeedKinds(requester, match())).toEqual([]);
  });

  it('holds a match once as a match and once as a duty when the team plays and referees it', () => {
    expect(personalFeedKinds(player, match({ refereeId: 10 }))).toEqual(['match', 'referee']);
  });
});
