import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countedRatings,
  FAIR_PLAY_NEUTRAL,
  FAIR_PLAY_RELEASE_MS,
  type FairPlayMatch,
  type FairPlayRating,
  fairPlayAverages,
  fairPlayTable,
  isReleased,
} from './fair-play';
import { compareNames } from './name-order';

const opened = new Date('2026-05-01T18:00:00Z');
const later = (ms: number) => new Date(opened.getTime() + ms);
const HOUR = 3_600_000;

const match = (ratings: FairPlayRating[]): FairPlayMatch => ({
  homeId: 1,
  guestId: 2,
  refereeIds: [31, 32],
  openedAt: opened,
  ratings,
});
const ofTeam = (raterTeamId: number, teamId: number, score: number): FairPlayRating => ({
  raterTeamId,
  teamId,
  refereeId: null,
  score,
});
const ofReferee = (raterTeamId: number, refereeId: number, score: number): FairPlayRating => ({
  raterTeamId,
  teamId: null,
  refereeId,
  score,
});

describe('the blind release', () => {
  it('hides one side’s ratings until the other side rated', () => {
    const one = match([ofTeam(1, 2, 5), ofReferee(1, 31, 4), ofReferee(1, 32, 2)]);
    expect(isReleased(one, later(HOUR))).toBe(false);
    expect(countedRatings(one, later(HOUR))).toEqual([]);
    const both = match([...one.ratings, ofTeam(2, 1, 1), ofReferee(2, 31, 3), ofReferee(2, 32, 3)]);
    expect(isReleased(both, later(HOUR))).toBe(true);
    expect(countedRatings(both, later(HOUR)).every((r) => !r.neutral)).toBe(true);
  });

  it('releases after 48 hours and counts the silent side as a neutral 3 for the team and each referee', () => {
    const one = match([ofTeam(1, 2, 5)]);
    expect(isReleased(one, later(FAIR_PLAY_RELEASE_MS - 1))).toBe(false);
    const counted = countedRatings(one, later(FAIR_PLAY_RELEASE_MS));
    expect(counted.filter((r) => r.neutral)).toEqual([
      { raterTeamId: 2, teamId: 1, refereeId: null, score: FAIR_PLAY_NEUTRAL, neutral: true },
      { raterTeamId: 2, teamId: null, refereeId: 31, score: FAIR_PLAY_NEUTRAL, neutral: true },
      { raterTeamId: 2, teamId: null, refereeId: 32, score: FAIR_PLAY_NEUTRAL, neutral: true },
    ]);
    expect(counted.find((r) => !r.neutral)).toMatchObject({ teamId: 2, score: 5 });
  });

  it('counts both teams neutral when nobody rated', () => {
    const counted = countedRatings(match([]), later(FAIR_PLAY_RELEASE_MS));
    expect(fairPlayAverages(counted)).toEqual(
      new Map([
        [2, 3],
        [1, 3],
      ]),
    );
  });
});

describe('the fair-play table', () => {
  const teams = [
    { id: 1, name: 'Physik FC' },
    { id: 2, name: 'Chemie United' },
    { id: 3, name: 'Mathe 04' },
    { id: 4, name: 'Informatik' },
  ];

  it('orders by average, level teams by name, teams nobody rated last', () => {
    const rows = fairPlayTable(teams, [
      { teamId: 1, score: 4 },
      { teamId: 1, score: 5 },
      { teamId: 2, score: 3 },
      { teamId: 3, score: 4 },
      { teamId: 3, score: 5 },
      { teamId: null, score: 1 },
      { teamId: 99, score: 1 },
    ]);
    expect(rows.map((r) => [r.name, r.average, r.ratings, r.position])).toEqual([
      ['Mathe 04', 4.5, 2, 1],
      ['Physik FC', 4.5, 2, 2],
      ['Chemie United', 3, 1, 3],
      ['Informatik', null, 0, 4],
    ]);
  });

  it('rounds the shown average to two decimals', () => {
    const [row] = fairPlayTable(
      [{ id: 1, name: 'A' }],
      [1, 2, 2].map((score) => ({ teamId: 1, score })),
    );
    expect(row?.average).toBe(1.67);
  });

  const ratingsArb = fc.array(
    fc.record({ teamId: fc.integer({ min: 1, max: 6 }), score: fc.integer({ min: 1, max: 5 }) }),
    { maxLength: 60 },
  );
  const teamsArb = fc.uniqueArray(
    fc.record({ id: fc.integer({ min: 1, max: 6 }), name: fc.constantFrom('A', 'B', 'Ä', 'C', 'b') }),
    { selector: (t) => t.id, maxLength: 6 },
  );

  it('property: one row per team, each average the mean of its ratings, sorted, independent of input order', () => {
    fc.assert(
      fc.property(teamsArb, ratingsArb, (list, ratings) => {
        const rows = fairPlayTable(list, ratings);
        expect(rows.map((r) => r.team_id).sort()).toEqual(list.map((t) => t.id).sort());
        for (const row of rows) {
          const own = ratings.filter((r) => r.teamId === row.team_id).map((r) => r.score);
          expect(row.ratings).toBe(own.length);
          if (own.length === 0) expect(row.average).toBeNull();
          else expect(row.average).toBeCloseTo(own.reduce((a, b) => a + b, 0) / own.length, 2);
          if (row.average !== null) expect(row.average).toBeGreaterThanOrEqual(1);
          if (row.average !== null) expect(row.average).toBeLessThanOrEqual(5);
        }
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [rows[i - 1], rows[i]] as [(typeof rows)[0], (typeof rows)[0]];
          expect(a.position).toBe(i);
          if (a.average === null) expect(b.average).toBeNull();
          else if (b.average !== null && a.average === b.average) {
            expect(compareNames(a.name, b.name)).toBeLessThanOrEqual(0);
          }
        }
        expect(fairPlayTable([...list].reverse(), [...ratings].reverse())).toEqual(rows);
      }),
    );
  });

  it('property: a released match counts exactly one rating of each team by the other side', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        (homeRated, guestRated, s1, s2) => {
          const ratings = [
            ...(homeRated ? [ofTeam(1, 2, s1), ofReferee(1, 31, s1), ofReferee(1, 32, s1)] : []),
            ...(guestRated ? [ofTeam(2, 1, s2), ofReferee(2, 31, s2), ofReferee(2, 32, s2)] : []),
          ];
          const counted = countedRatings(match(ratings), later(FAIR_PLAY_RELEASE_MS));
          expect(counted.filter((r) => r.teamId === 1)).toHaveLength(1);
          expect(counted.filter((r) => r.teamId === 2)).toHaveLength(1);
          expect(counted.filter((r) => r.refereeId === 31)).toHaveLength(2);
          expect(counted.find((r) => r.teamId === 1)?.score).toBe(guestRated ? s2 : FAIR_PLAY_NEUTRAL);
        },
      ),
    );
  });
});
