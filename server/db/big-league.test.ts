import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Season } from '../../common/api/types';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';
import { BIG_LEAGUE, loadBigLeagueIfEmpty } from './big-league';
import { matches, results, scorers, seasons, teams, users } from './schema';

// A small league of the same make: the full one (20 + 1 seasons, 32 x 25) takes minutes to load.
// Loading even this one takes long on a busy machine: hence the hook's own timeout.
const SHAPE = { finishedSeasons: 2, teams: 8, members: 5 };

describe('the big league generator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await loadBigLeagueIfEmpty(t.db, new Date('2026-11-22T12:00:00Z'), SHAPE)).toBe(true);
  }, 300_000);
  afterAll(() => t.close());

  it('defaults to 20 finished seasons, 32 teams of 25', () => {
    expect(BIG_LEAGUE).toEqual({ finishedSeasons: 20, teams: 32, members: 25 });
  });

  it('makes the seasons, the teams and their members asked for, plus the admin', async () => {
    const [seasonCount] = await t.db.select({ n: count() }).from(seasons);
    expect(seasonCount?.n).toBe(SHAPE.finishedSeasons + 1);
    const teamRows = await t.db.select({ id: teams.id }).from(teams);
    expect(teamRows).toHaveLength(SHAPE.teams);
    const perTeam = await t.db
      .select({ team: users.memberOf, n: count() })
      .from(users)
      .groupBy(users.memberOf);
    expect(perTeam.filter((row) => row.team !== null).map((row) => row.n)).toEqual(
      teamRows.map(() => SHAPE.members),
    );
    expect(perTeam.find((row) => row.team === null)?.n).toBe(1);
  });

  it('plays every match of the finished seasons with a final result and scorers, and half the running one', async () => {
    const answer = okData<Season[]>(await t.app.inject({ method: 'GET', url: '/api/getSeasons' }));
    const [running, ...finished] = [...answer].sort((a, b) => b.id - a.id);
    expect(finished).toHaveLength(SHAPE.finishedSeasons);
    for (const season of finished) {
      expect(season.matches.length).toBeGreaterThan(0);
      for (const match of season.matches) expect(match.results.some((r) => r.is_final)).toBe(true);
      expect(season.matches.some((m) => m.match_stage === 'FINAL')).toBe(true);
      const goals = season.matches
        .flatMap((m) => m.results)
        .reduce((n, r) => n + r.score_home + r.score_guest, 0);
      const scored = season.matches
        .flatMap((m) => m.results.flatMap((r) => r.scorer))
        .reduce((n, s) => n + s.goal_count, 0);
      expect(scored).toBe(goals);
      expect(goals).toBeGreaterThan(0);
    }
    const played = running?.matches.filter((m) => m.results.length > 0).length ?? 0;
    expect(played).toBeGreaterThan(0);
    expect(played).toBeLessThan(running?.matches.length ?? 0);
    // Names unique: the season selectors tell them apart.
    expect(new Set(answer.map((s) => s.name)).size).toBe(answer.length);
  });

  it('keeps the demo logins', async () => {
    const mails = (await t.db.select({ mail: users.mail }).from(users)).map((u) => u.mail);
    for (const mail of ['admin@demo.example', 'captain@demo.example', 'player@demo.example'])
      expect(mails).toContain(mail);
  });

  it('loads nothing into a database with users', async () => {
    expect(await loadBigLeagueIfEmpty(t.db, new Date(), SHAPE)).toBe(false);
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(matches);
    const [orphans] = await t.db
      .select({ n: count() })
      .from(scorers)
      .leftJoin(results, eq(results.id, scorers.resultId))
      .where(isNull(results.id));
    expect(row?.n).toBeGreaterThan(0);
    expect(orphans?.n).toBe(0);
  });
});
