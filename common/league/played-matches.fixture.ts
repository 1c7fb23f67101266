/** Matches for the tests of form, head-to-head and history (not part of the rules). */
import fc from 'fast-check';
import type { PlayedMatch } from './form';
import type { StandingMatch } from './standings';

export const played = (
  id: number,
  week: number,
  home_id: number,
  guest_id: number,
  score: [number, number] | null,
  more: Partial<PlayedMatch> = {},
): PlayedMatch => ({
  id,
  season_id: 1,
  week,
  date: 'tbd',
  match_stage: 'GROUP1',
  home_id,
  guest_id,
  results: score
    ? [
        {
          is_final: true,
          score_home: score[0],
          score_guest: score[1],
          shootout_winner_id: null,
          forfeit: false,
          unplayed: false,
        },
      ]
    : [],
  ...more,
});

/** A random round robin of 2-5 teams over a few weeks, some results final, some not. */
export const groupArb = fc
  .record({
    size: fc.integer({ min: 2, max: 5 }),
    seed: fc.array(fc.option(fc.tuple(fc.nat(5), fc.nat(5))), { minLength: 10, maxLength: 10 }),
  })
  .map(({ size, seed }) => {
    const matches: PlayedMatch[] = [];
    let id = 1;
    for (let a = 1; a <= size; a++)
      for (let b = a + 1; b <= size; b++) {
        const score = seed[(id - 1) % seed.length] ?? null;
        matches.push(played(id, ((a + b) % size) + 1, a, b, score ?? null));
        id++;
      }
    return { teams: Array.from({ length: size }, (_, i) => ({ id: i + 1, name: `T${i + 1}` })), matches };
  });

/** The final results as the table reads them. */
export const tablePlayed = (matches: readonly PlayedMatch[]): StandingMatch[] =>
  matches.flatMap((m) => {
    const r = m.results.find((x) => x.is_final);
    return r && m.home_id !== null && m.guest_id !== null
      ? [{ home_id: m.home_id, guest_id: m.guest_id, score_home: r.score_home, score_guest: r.score_guest }]
      : [];
  });
