import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { hashPassword } from '../services/passwords';
import { adminUrl } from '../test/pg-names';
import { type Database, fromPglite, MIGRATIONS_FOLDER, migrateDatabase, openPostgres } from './client';

/**
 * Upgrading keeps the league (README, Upgrading; decision 063): a database made by the first
 * release's schema (migration 0000 alone) and filled through SQL of that schema, then migrated by
 * this version as a start or `npm run migrate` does, answers the current app with its data:
 * teams, the table, the top scorers, a login. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */

const OLDEST = 1;
const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

let folder: string;
let database: Database;
let dropDatabase = async () => {};

/** The migrations folder as the first release shipped it: the journal ends after migration 0000. */
function oldestMigrations(): string {
  const copy = mkdtempSync(join(tmpdir(), 'league-old-migrations-'));
  cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
  writeFileSync(
    join(copy, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, OLDEST) }),
  );
  return copy;
}

/** An empty database: not the test run's migrated image, which already has the current schema. */
async function emptyDatabase(): Promise<Database> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) return fromPglite(await PGlite.create());
  // The run's prefix: the global teardown drops it too if this file dies before afterAll.
  const name = `league_${inject('pgRunId')}_upgrade_${randomBytes(3).toString('hex')}`;
  const admin = await openPostgres(pgUrl);
  await admin.pool?.query(`create database ${name}`);
  await admin.close();
  dropDatabase = async () => {
    const cleanup = await openPostgres(pgUrl);
    await cleanup.pool?.query(`drop database if exists ${name} with (force)`);
    await cleanup.close();
  };
  return openPostgres(adminUrl(pgUrl, name));
}

beforeAll(async () => {
  folder = oldestMigrations();
  database = await emptyDatabase();
});
afterAll(async () => {
  await database?.close();
  await dropDatabase();
  rmSync(folder, { recursive: true, force: true });
});

describe('upgrading a database of the first release to the current schema', () => {
  it('applies every later migration, named, and the league reads and logs in as before', async () => {
    expect(await migrateDatabase(database, { migrationsFolder: folder })).toEqual(['0000_init']);
    const passwordHash = await hashPassword('old release password');
    // Only the columns migration 0000 made: what the first release wrote.
    await database.db.execute(sql`
      insert into users (id, name, mail, phone, password_hash, role, email_confirmed_at) values
        (1, 'Clara Captain', 'clara@old.example', '+4915112345001', ${passwordHash}, 'CAPTAIN', now()),
        (2, 'Gustav Guest', 'gustav@old.example', '+4915112345002', ${passwordHash}, 'CAPTAIN', now()),
        (3, 'Sam Scorer', 'sam@old.example', '+4915112345003', ${passwordHash}, 'PLAYER', now())`);
    await database.db.execute(sql`
      insert into teams (id, name, name_short, accepted, captain_id) values
        (1, 'Old Kickers', 'OKI', true, 1), (2, 'Old Lions', 'OLI', true, 2)`);
    await database.db.execute(sql`update users set member_of = case when id = 2 then 2 else 1 end`);
    await database.db.execute(sql`insert into seasons (id, name) values (1, 'Summer 2025')`);
    await database.db.execute(sql`insert into groups (id, name, season_id) values (1, 'Group 1', 1)`);
    await database.db.execute(sql`insert into group_teams (group_id, team_id) values (1, 1), (1, 2)`);
    await database.db.execute(sql`
      insert into matches (id, season_id, group_id, week, match_stage, date, home_id, guest_id)
      values (1, 1, 1, 1, 'GROUP1', '2025-05-06T17:00:00Z', 1, 2)`);
    await database.db.execute(sql`
      insert into results (id, match_id, score_home, score_guest, is_final, submitted_by)
      values (1, 1, 3, 1, true, 1)`);
    await database.db.execute(sql`
      insert into scorers (result_id, user_id, team_id, goal_count) values (1, 3, 1, 2), (1, 1, 1, 1)`);
    // The sequences move on as the old app's inserts would have moved them.
    for (const table of ['users', 'teams', 'seasons', 'groups', 'matches', 'results']) {
      await database.db.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
      );
    }

    const applied = await migrateDatabase(database);
    expect(applied).toEqual(journal.entries.slice(OLDEST).map((entry) => entry.tag));
    // Run again (the next start): nothing left to apply.
    expect(await migrateDatabase(database)).toEqual([]);

    const app = await buildApp({ config: testConfig({ checkAnswers: true }), database });
    try {
      const teams = (await app.inject({ method: 'POST', url: '/api/getTeams', payload: {} })).json();
      expect(teams.status).toBe(true);
      expect(teams.data.map((team: { name: string }) => team.name).sort()).toEqual([
        'Old Kickers',
        'Old Lions',
      ]);

      const seasons = await app.inject({ method: 'GET', url: '/api/getSeasons' });
      expect(seasons.statusCode, seasons.body).toBe(200);
      const [season] = seasons.json().data;
      expect(season.name).toBe('Summer 2025');
      expect(
        season.groups[0].teams.map((t: Record<string, unknown>) => [
          t.name,
          t.points,
          t.goals_scored,
          t.position,
        ]),
      ).toEqual([
        ['Old Kickers', 3, 3, 1],
        ['Old Lions', 0, 1, 2],
      ]);
      expect(season.matches[0].results[0]).toMatchObject({ score_home: 3, score_guest: 1, is_final: true });

      const scorers = (await app.inject({ method: 'GET', url: '/api/gettopscorer' })).json().data;
      expect(JSON.stringify(scorers)).toContain('Sam Scorer');

      // Password hashes written by the first release still log in.
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'sam@old.example', password: 'old release password' },
      });
      expect(login.statusCode, login.body).toBe(200);
      // New rows take ids after the old ones: the sequences survived.
      const signup = await app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: {
          email: 'new@example.test',
          password: 'new user password',
          name: 'New User',
          phone: '+4915112345004',
        },
      });
      expect(signup.statusCode, signup.body).toBe(200);
      const { rows } = (await database.db.execute(
        sql`select id from users where mail = 'new@example.test'`,
      )) as unknown as { rows: { id: number }[] };
      expect(rows[0]?.id).toBe(4);
    } finally {
      await app.close();
    }
  }, 120_000);
});
