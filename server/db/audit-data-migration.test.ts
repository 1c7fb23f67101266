import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage } from '../../common/api/types';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';
import { MIGRATIONS_FOLDER } from './client';
import { buildUser, type UserRow } from './factories';

/**
 * Migration 0019 gives the audit entries written before it their target as data (decision 061),
 * read from the English label each form of entry stored. On a database as migration 0018 left it
 * (0019's column dropped again; PGlite, or PostgreSQL with TEST_DATABASE_URL) holding entries of
 * every old label form, it must fill in each readable one, leave an unreadable one's data null
 * (shown as stored), change no label, and put the no-change trigger back.
 */
let t: TestApp;
let admin: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'ADMIN', name: 'Ada Admin' });
});
afterAll(() => t.close());

const query = async <T>(statement: SQL) => ((await t.db.execute(statement)) as { rows: T[] }).rows;

const runMigration = async () => {
  const text = readFileSync(join(MIGRATIONS_FOLDER, '0019_audit_data.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await t.db.execute(sql.raw(statement));
  }
};

/** Each old form: action, label as stored, season_id, and the data 0019 must read from it. */
const OLD_ENTRIES: [string, string, number | null, object | null][] = [
  ['settings.update', 'League settings', null, { kind: 'settings' }],
  ['board.reorder', 'Board', null, { kind: 'board' }],
  ['text.edit', 'privacy (de)', null, { kind: 'text', key: 'privacy', locale: 'de' }],
  ['text.restore', 'rules_intro (en)', null, { kind: 'text', key: 'rules_intro', locale: 'en' }],
  ['result.accept', 'Match 7', null, { kind: 'match', match_id: 7 }],
  [
    'match.date',
    'Red Lions – TBD (Spring 2026, QUARTERFINAL2, week 6)',
    3,
    {
      kind: 'pairing',
      home: 'Red Lions',
      guest: null,
      season: 'Spring 2026',
      season_id: 3,
      stage: 'QUARTERFINAL2',
      week: 6,
    },
  ],
  [
    'scorers.set',
    'A – B (Season 4, GROUP1, week 2): A',
    null,
    {
      kind: 'pairing',
      home: 'A',
      guest: 'B',
      season: null,
      season_id: 4,
      stage: 'GROUP1',
      week: 2,
      team: 'A',
    },
  ],
  [
    'roster.promote',
    'Anna Schmidt (Red Lions)',
    null,
    { kind: 'member', name: 'Anna Schmidt', team: 'Red Lions' },
  ],
  ['account.delete', 'Bob Gone (Lions (II))', null, { kind: 'member', name: 'Bob Gone', team: 'Lions (II)' }],
  ['account.delete', 'Free Agent', null, { kind: 'name', name: 'Free Agent' }],
  [
    'penalty.add',
    'Red Lions (Spring 2026)',
    3,
    { kind: 'penalty', team: 'Red Lions', season: 'Spring 2026', season_id: 3 },
  ],
  [
    'penalty.remove',
    'Red Lions (Season 9)',
    9,
    { kind: 'penalty', team: 'Red Lions', season: null, season_id: 9 },
  ],
  ['team.edit', 'Board', null, { kind: 'name', name: 'Board' }],
  ['pitch.add', 'Pitch (North)', null, { kind: 'name', name: 'Pitch (North)' }],
  ['season.add', 'Spring 2026', 3, { kind: 'name', name: 'Spring 2026' }],
  // No known form: kept as stored.
  ['text.edit', 'faq (fr)', null, null],
  ['match.pitch', 'Somewhere else', null, null],
  ['board.reorder', 'Vorstand', null, null],
  ['roster.remove', 'Anna Schmidt', null, null],
];

describe('migration 0019: audit entries keep their target as data', () => {
  it('reads each old label form into data, keeps the unreadable as stored, and reads in either language', async () => {
    await t.db.execute(sql`alter table audit_log drop column data`);
    const ids: number[] = [];
    for (const [action, label, seasonId] of OLD_ENTRIES) {
      const [row] = await query<{ id: number }>(sql`
        insert into audit_log (actor_id, actor_name, action, target_label, season_id)
        values (${admin.id}, ${admin.name}, ${action}, ${label}, ${seasonId}) returning id`);
      ids.push(Number(row?.id));
    }
    await runMigration();

    const rows = await query<{ id: number; target_label: string; data: object | null }>(
      sql`select id, target_label, data from audit_log order by id`,
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    OLD_ENTRIES.forEach(([action, label, , data], index) => {
      const row = byId.get(ids[index] ?? 0);
      expect(row?.data ?? null, `${action} '${label}'`).toEqual(data);
      expect(row?.target_label).toBe(label);
    });

    // Read through the API: the converted entries in the reader's language, the rest as stored.
    const read = async (headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/getAuditLog',
        payload: { access_token: await t.tokenFor(admin) },
        headers,
      });
      const page = okData<AuditLogPage>(res);
      return new Map(page.entries.map((entry) => [entry.id, entry.target_label]));
    };
    const english = await read({});
    const german = await read({ 'accept-language': 'de' });
    const [settings, board, , , match, pairing, scorers] = ids;
    // In English as stored, except that a stage reads as people say it (decision 075).
    const spoken = (label: string) =>
      label.replace('QUARTERFINAL2', 'Quarter-final 2').replace('GROUP1', 'Group 1');
    expect(OLD_ENTRIES.map((_, index) => english.get(ids[index] ?? 0))).toEqual(
      OLD_ENTRIES.map(([action, label]) =>
        action === 'text.edit' || action === 'text.restore' ? expect.any(String) : spoken(label),
      ),
    );
    expect(german.get(settings ?? 0)).toBe('Einstellungen der Liga');
    expect(german.get(board ?? 0)).toBe('Vorstand');
    expect(german.get(match ?? 0)).toBe('Spiel 7');
    expect(german.get(pairing ?? 0)).toBe('Red Lions – N. N. (Spring 2026, Viertelfinale 2, 6. Spieltag)');
    expect(german.get(scorers ?? 0)).toBe('A – B (Saison 4, Gruppe 1, 2. Spieltag): A');
    expect(german.get(ids[2] ?? 0)).toBe('Datenschutzerklärung (Deutsch)');
    expect(english.get(ids[2] ?? 0)).toBe('Privacy policy (Deutsch)');
    expect(german.get(ids.at(-4) ?? 0)).toBe('faq (fr)');

    // The entries are read only again.
    await expect(
      t.db.execute(sql`update audit_log set data = null where id = ${settings ?? 0}`),
    ).rejects.toThrow();
  });
});
