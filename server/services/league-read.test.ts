import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { loadDemoDataIfEmpty } from '../db/demo';
import * as t from '../db/schema';
import { freshDatabase } from '../test/test-app';
import { type LeagueSnapshot, loadLeagueSnapshot } from './league-read';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** The same rows read the plain way, one select per table, as the snapshot was first loaded. */
async function selectedRows(): Promise<LeagueSnapshot> {
  const { db } = database;
  return {
    seasonRows: await db.select().from(t.seasons).orderBy(asc(t.seasons.id)),
    groupRows: await db.select().from(t.groups).orderBy(asc(t.groups.id)),
    groupTeamRows: await db.select().from(t.groupTeams),
    matchRows: await db.select().from(t.matches).orderBy(asc(t.matches.id)),
    resultRows: await db.select().from(t.results).orderBy(asc(t.results.id)),
    scorerRows: await db.select().from(t.scorers).orderBy(asc(t.scorers.id)),
    teamRows: await db.select().from(t.teams).orderBy(asc(t.teams.id)),
    userRows: await db
      .select({
        id: t.users.id,
        name: t.users.name,
        mail: t.users.mail,
        phone: t.users.phone,
        role: t.users.role,
        memberOf: t.users.memberOf,
      })
      .from(t.users)
      .orderBy(asc(t.users.id)),
    missedRows: await db.select().from(t.missedRefereeDuties),
    adjustmentRows: await db.select().from(t.penaltyAdjustments),
    pitchRows: await db
      .select({
        id: t.pitches.id,
        name: t.pitches.name,
        address: t.pitches.address,
        mapUrl: t.pitches.mapUrl,
        isDefault: t.pitches.isDefault,
      })
      .from(t.pitches)
      .orderBy(asc(t.pitches.id)),
    boardRows: await db
      .select()
      .from(t.boardMembers)
      .orderBy(asc(t.boardMembers.sortOrder), asc(t.boardMembers.id)),
    detailRows: await db.select().from(t.leagueDetails),
    // The current version of each text only: the newest of its key and locale.
    textRows: (
      await db
        .select({
          id: t.leagueTextVersions.id,
          key: t.leagueTextVersions.key,
          locale: t.leagueTextVersions.locale,
          body: t.leagueTextVersions.body,
        })
        .from(t.leagueTextVersions)
        .orderBy(asc(t.leagueTextVersions.id))
    )
      .filter(
        (row, _, all) =>
          !all.some((later) => later.key === row.key && later.locale === row.locale && later.id > row.id),
      )
      .map(({ key, locale, body }) => ({ key, locale, body })),
    disciplineRows: await db.select().from(t.disciplineRules).orderBy(asc(t.disciplineRules.seasonId)),
  };
}

/** Tables read without an order: compared as sets. */
function sortUnordered(snapshot: LeagueSnapshot): LeagueSnapshot {
  return {
    ...snapshot,
    groupTeamRows: [...snapshot.groupTeamRows].sort((a, b) => a.groupId - b.groupId || a.teamId - b.teamId),
    missedRows: [...snapshot.missedRows].sort((a, b) => a.id - b.id),
    adjustmentRows: [...snapshot.adjustmentRows].sort((a, b) => a.id - b.id),
  };
}

describe('loadLeagueSnapshot', () => {
  it('reads an empty league as empty tables, but for what the migrations seed: the default pitch, the details and texts', async () => {
    const { pitchRows, detailRows, textRows, ...snapshot } = await loadLeagueSnapshot(database.db);
    expect(Object.values(snapshot).every((rows) => rows.length === 0)).toBe(true);
    expect(pitchRows.map((p) => p.isDefault)).toEqual([true]);
    expect(detailRows.map((d) => d.name)).toEqual(['Münchner Hochschul-Fußballliga e.V.']);
    // Five texts in two languages each (migration 0012).
    expect(textRows).toHaveLength(10);
    expect({ ...snapshot, pitchRows, detailRows, textRows }).toEqual(await selectedRows());
  });

  it('reads every row and value as a select per table does', async () => {
    const { db } = database;
    await loadDemoDataIfEmpty(db, new Date('2026-11-22T12:00:00Z'));
    // Values a JSON round trip could alter: microseconds, another time zone, quotes, escapes, unicode.
    await db.execute(sql`update teams set created_at = '2025-01-02 03:04:05.678999+00' where id = 1`);
    await db.execute(
      sql`update matches set date = '2025-03-04 05:06:07.999999+05:30' where id = (select min(id) from matches)`,
    );
    await db.execute(sql`update teams set logo_url = ${'a"b\\c</script>\u00e9\u{1F600}\n'} where id = 2`);
    await db.execute(
      sql`insert into penalty_adjustments (season_id, team_id, duties, reason) select id, 3, -2, 'forgiven' from seasons`,
    );
    // A second version of one text: only it is read, not the one before.
    await db.execute(
      sql`insert into league_text_versions (key, locale, body) values ('imprint', 'de', ${'# Impressum\n\n"neu" </script>'})`,
    );

    const snapshot = await loadLeagueSnapshot(db);
    const selected = await selectedRows();
    expect(sortUnordered(snapshot)).toEqual(sortUnordered(selected));
    // toEqual compares dates by value: the strings sent to visitors must match too.
    expect(JSON.stringify(snapshot.teamRows)).toBe(JSON.stringify(selected.teamRows));
    expect(JSON.stringify(snapshot.matchRows)).toBe(JSON.stringify(selected.matchRows));
    expect(snapshot.teamRows[0]?.createdAt.toISOString()).toBe('2025-01-02T03:04:05.678Z');
    expect(snapshot.teamRows[1]?.logoUrl).toBe('a"b\\c</script>\u00e9\u{1F600}\n');
    expect(snapshot.userRows.length).toBeGreaterThan(100);
    expect(snapshot.adjustmentRows.map((a) => a.duties)).toEqual([-2, -2]);
    expect(snapshot.textRows).toHaveLength(10);
    expect(snapshot.textRows.find((row) => row.key === 'imprint' && row.locale === 'de')?.body).toBe(
      '# Impressum\n\n"neu" </script>',
    );
  });
});
