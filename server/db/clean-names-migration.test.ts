import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/test-app';
import type { Database } from './client';
import { MIGRATIONS_FOLDER } from './client';
import { buildSeason, buildTeam, buildUser } from './factories';
import {
  boardMembers,
  groups,
  leagueDetails,
  leagueTextVersions,
  pitches,
  seasons,
  teams,
  users,
} from './schema';

/**
 * Migration 0015 cleans the names written before they were checked (issue 39): run again on a
 * migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL) holding such rows, it must
 * leave one line of plain text in each, keep the unique names unique and touch no clean row.
 */
let database: Database;

const runMigration = async () => {
  const text = readFileSync(join(MIGRATIONS_FOLDER, '0015_clean_names.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await database.db.execute(sql.raw(statement));
  }
};

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('migration 0015: names without control characters', () => {
  it('turns line breaks and tabs into spaces, drops the other controls and direction marks', async () => {
    const dirty = await buildUser(database.db, { name: ' Paul\r\nMüller\t\u202e ' });
    const marks = await buildUser(database.db, { name: 'Eve\u0007 \u2066Smith\u2069\u0085Jr' });
    const clean = await buildUser(database.db, { name: 'Anna  Clean' });
    const nothing = await buildUser(database.db, { name: '\u202e\u200f' });
    await database.db.insert(leagueTextVersions).values({
      key: 'imprint',
      locale: 'en',
      body: 'Imprint',
      authorId: dirty.id,
      authorName: 'Paul\nMüller',
    });
    await database.db
      .update(leagueDetails)
      .set({ name: 'Hochschulliga\r\nMünchen', board: 'Lena\u202e Hofmann', city: 'München' });
    await runMigration();
    const [details] = await database.db.select().from(leagueDetails);
    expect([details?.name, details?.board, details?.city]).toEqual([
      'Hochschulliga München',
      'Lena Hofmann',
      'München',
    ]);
    const nameOf = async (id: number) =>
      (await database.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name;
    expect(await nameOf(dirty.id)).toBe('Paul Müller');
    expect(await nameOf(marks.id)).toBe('Eve Smith Jr');
    // A clean row keeps even its double space: only names holding such a character change.
    expect(await nameOf(clean.id)).toBe('Anna  Clean');
    expect(await nameOf(nothing.id)).toBe(`User ${nothing.id}`);
    const [version] = await database.db
      .select()
      .from(leagueTextVersions)
      .where(eq(leagueTextVersions.authorId, dirty.id));
    expect(version?.authorName).toBe('Paul Müller');
  });

  it('cleans team, short, season, group, pitch and board names, keeping unique names unique', async () => {
    const kickers = await buildTeam(database.db, { name: 'TUM Kickers', nameShort: 'TUM' });
    const copy = await buildTeam(database.db, { name: 'tum\nkickers', nameShort: 'T\tK' });
    const lions = await buildTeam(database.db, { name: 'Red\u202eLions', nameShort: 'RL' });
    const season = await buildSeason(database.db, { name: 'Summer\n2031' });
    await database.db.insert(groups).values([
      { name: 'Group 1', seasonId: season.id },
      { name: 'Group\t1', seasonId: season.id },
    ]);
    const pitchIds = await database.db
      .insert(pitches)
      .values([
        { name: 'Pitch\r\nNorth', address: 'Campus', mapUrl: 'https://example.test/map' },
        { name: 'Pitch North', address: 'Campus', mapUrl: 'https://example.test/map' },
      ])
      .returning({ id: pitches.id });
    await database.db
      .insert(boardMembers)
      .values({ name: 'Erika\u200eMuster', role: 'Chair', mail: 'chair@example.test', imgUrl: '/b.png' });
    await runMigration();

    const teamRows = await database.db.select().from(teams).orderBy(asc(teams.id));
    const team = (id: number) => teamRows.find((row) => row.id === id);
    expect(team(kickers.team.id)?.name).toBe('TUM Kickers');
    expect(team(copy.team.id)?.name).toBe(`tum kickers (${copy.team.id})`);
    expect(team(copy.team.id)?.nameShort).toBe('T K');
    expect(team(lions.team.id)?.name).toBe('RedLions');
    const [seasonRow] = await database.db.select().from(seasons).where(eq(seasons.id, season.id));
    expect(seasonRow?.name).toBe('Summer 2031');
    const groupNames = (await database.db.select().from(groups).orderBy(asc(groups.id))).map((g) => g.name);
    expect(groupNames[0]).toBe('Group 1');
    expect(groupNames[1]).toMatch(/^Group 1 \(\d+\)$/);
    const pitchNames = (await database.db.select().from(pitches).orderBy(asc(pitches.id)))
      .filter((row) => pitchIds.some(({ id }) => id === row.id))
      .map((row) => row.name);
    expect(pitchNames).toEqual([`Pitch North (${pitchIds[0]?.id})`, 'Pitch North']);
    const [board] = await database.db.select().from(boardMembers);
    expect(board?.name).toBe('ErikaMuster');
  });
});
