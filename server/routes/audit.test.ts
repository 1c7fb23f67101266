import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '../../common/api/audit';
import type { AuditLogPage } from '../../common/api/types';
import { AUDIT_REFUSED } from '../../common/policies/audit';
import { type BuiltTeam, buildMatch, buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import { auditLog, users } from '../db/schema';
import { transaction } from '../db/transaction';
import { named, recordAudit } from '../services/audit';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * POST /api/getAuditLog and the entries the writes leave (docs/PRODUCT.md#audit-log, decision 034).
 * That every write route leaves an entry is checked by the authorization matrix, case by case.
 */

let t: TestApp;
let admin: UserRow;
let a: BuiltTeam;
let b: BuiltTeam;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'ADMIN', name: 'Ada Admin' });
  a = await buildTeam(t.db, { size: 3, coCaptains: 1 });
  b = await buildTeam(t.db, { size: 2 });
});
afterAll(() => t.close());

const log = async (user: UserRow | null, filters: object = {}) =>
  okData<AuditLogPage>(await t.post('/api/getAuditLog', user, filters));

const refusal = async (user: UserRow | null, filters: object, status: number) => {
  const res = await t.post('/api/getAuditLog', user, filters);
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { error: string }).error;
};

const player = (team: BuiltTeam, index: number): UserRow => {
  const row = team.members[index];
  if (!row) throw new Error(`no member ${index}`);
  return row;
};

describe('entries of writes', () => {
  it('keeps who, what, about which team and the values before and after', async () => {
    const before = a.team.name;
    const res = await t.post('/api/updateTeam', admin, { team_id: a.team.id, name: 'Audited FC' });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await log(admin, { team_id: a.team.id, action: 'team.edit' })).entries;
    expect(entry).toMatchObject({
      actor_id: admin.id,
      actor_name: 'Ada Admin',
      action: 'team.edit',
      target_label: 'Audited FC',
      team_ids: [a.team.id],
      before: { name: before, name_short: a.team.nameShort, accepted: true, is_active: true },
      after: { name: 'Audited FC', name_short: a.team.nameShort, accepted: true, is_active: true },
    });
    expect(Date.now() - Date.parse(entry?.at ?? '')).toBeLessThan(60_000);
  });

  it("names a roster change's user, and a match's entries concern both its teams", async () => {
    const target = player(a, 2);
    const promoted = await t.post('/api/updateCaptainStatus', a.captain, {
      player_id: target.id,
      make_captain: true,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const [roster] = (await log(admin, { user_id: target.id })).entries;
    expect(roster).toMatchObject({
      actor_id: a.captain.id,
      action: 'roster.promote',
      target_user_id: target.id,
      target_label: `${target.name} (Audited FC)`,
      before: { role: 'PLAYER' },
      after: { role: 'CAPTAIN' },
    });

    const season = await buildSeason(t.db, { name: 'Audit Season' });
    const match = await buildMatch(t.db, {
      seasonId: season.id,
      homeId: a.team.id,
      guestId: b.team.id,
      // Undated: a captain dates it alone (a dated one moves by consent, decision 035).
      date: null,
    });
    const date = new Date(Date.now() + 14 * 24 * 3600 * 1000);
    date.setUTCSeconds(0, 0);
    const moved = await t.post('/api/updateMatchDate', b.captain, {
      match_id: match.id,
      date: date.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // A's captain sees B's captain's change of their match.
    const [dated] = (await log(a.captain, { action: 'match.date' })).entries;
    expect(dated).toMatchObject({
      actor_id: b.captain.id,
      match_id: match.id,
      season_id: season.id,
      team_ids: [a.team.id, b.team.id],
      target_label: `Audited FC – ${b.team.name} (Audit Season, Group 1, week 1)`,
      before: { date: null },
      after: { date: date.toISOString() },
    });
  });

  it('outlives the account of its actor, with the name as it was', async () => {
    const leaver = player(b, 1);
    expect((await t.post('/api/leaveTeam', leaver)).statusCode).toBe(200);
    // Leaving ended the session: the account deletes itself with a new one.
    const [again] = await t.db.select().from(users).where(eq(users.id, leaver.id));
    if (!again) throw new Error('no user');
    expect((await t.post('/api/deleteAccount', again)).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, leaver.id))).toEqual([]);
    const entries = (await log(admin, { user_id: leaver.id })).entries;
    expect(entries.map((e) => [e.action, e.actor_name])).toEqual([
      ['account.delete', leaver.name],
      ['roster.leave', leaver.name],
    ]);
  });

  it("keeps a user's own profile changes, and whether a phone is set rather than the number", async () => {
    const member = player(a, 2);
    const res = await t.post('/api/updateUserByToken', member, {
      name: 'Renamed Player',
      phone: '+4915112345678',
      language: 'de',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await log(admin, { action: 'account.edit', user_id: member.id })).entries;
    expect(entry).toMatchObject({
      actor_name: member.name,
      target_label: 'Renamed Player',
      team_ids: [a.team.id],
      before: { name: member.name, phone_set: Boolean(member.phone), language: member.language },
      after: { name: 'Renamed Player', phone_set: true, language: 'de' },
    });
    expect(JSON.stringify(entry)).not.toContain('15112345678');
    // The team's captain reads it with the team's other entries.
    const captains = (await log(a.captain, { action: 'account.edit' })).entries;
    expect(captains.map((e) => e.target_label)).toContain('Renamed Player');
  });

  it('cannot be changed or deleted, not even by the database owner', async () => {
    const [any] = await t.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    if (!any) throw new Error('no entry');
    const statements = [
      sql`update audit_log set actor_name = 'Someone else' where id = ${any.id}`,
      sql`delete from audit_log where id = ${any.id}`,
      sql`truncate audit_log`,
    ];
    for (const statement of statements) {
      await expect(t.db.execute(statement)).rejects.toThrow();
    }
    const [still] = await t.db.select().from(auditLog).where(eq(auditLog.id, any.id));
    expect(still?.actorName).not.toBe('Someone else');
  });
});

describe("entries in the reader's language (decision 061)", () => {
  const GERMAN = { 'accept-language': 'de-DE,de;q=0.9' };
  const call = async (url: string, user: UserRow, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: { access_token: await t.tokenFor(user), ...payload },
      headers,
    });
  const labelOf = async (action: string, headers: Record<string, string> = {}) =>
    okData<AuditLogPage>(await call('/api/getAuditLog', admin, { action }, headers)).entries[0]?.target_label;

  it('names an entry written in German in English, and one written in English in German', async () => {
    const settings = await call('/api/updateSettings', admin, { registration_open: false }, GERMAN);
    expect(settings.statusCode, settings.body).toBe(200);
    expect(await labelOf('settings.update')).toBe('League settings');
    expect(await labelOf('settings.update', GERMAN)).toBe('Einstellungen der Liga');

    const season = await buildSeason(t.db, { name: 'Language Season' });
    const home = await buildTeam(t.db, { name: 'Home Lions' });
    const guest = await buildTeam(t.db, { name: 'Guest Bears' });
    const match = await buildMatch(t.db, {
      seasonId: season.id,
      homeId: home.team.id,
      guestId: guest.team.id,
      date: null,
    });
    const date = new Date(Date.now() + 21 * 24 * 3600 * 1000);
    date.setUTCSeconds(0, 0);
    const dated = await call('/api/updateMatchDate', home.captain, {
      match_id: match.id,
      date: date.toISOString(),
    });
    expect(dated.statusCode, dated.body).toBe(200);
    const pairing = 'Home Lions – Guest Bears (Language Season';
    expect(await labelOf('match.date', GERMAN)).toBe(`${pairing}, Gruppe 1, 1. Spieltag)`);
    expect(await labelOf('match.date')).toBe(`${pairing}, Group 1, week 1)`);

    // Stored: the action's id, the target as data, and the English label beside them.
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ targetLabel: 'League settings', data: { kind: 'settings' } });
  });
});

describe('POST /api/getAuditLog', () => {
  it('pages newest first by before_id, AUDIT_PAGE_SIZE at a time', async () => {
    const team = await buildTeam(t.db);
    await transaction(t.db, async (tx) => {
      for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i++) {
        await recordAudit(tx, admin, {
          action: 'team.logo',
          target: named(`Page ${i}`),
          teamIds: [team.team.id],
        });
      }
    });
    const first = await log(admin, { team_id: team.team.id });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]?.target_label).toBe(`Page ${AUDIT_PAGE_SIZE + 4}`);
    const ids = first.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(first.next_before_id).toBe(ids.at(-1));
    const second = await log(admin, { team_id: team.team.id, before_id: first.next_before_id });
    expect(second.entries.map((e) => e.target_label)).toEqual([4, 3, 2, 1, 0].map((i) => `Page ${i}`));
    expect(second.next_before_id).toBeNull();
  });

  it('filters by action and period (from inclusive, to exclusive)', async () => {
    const all = (await log(admin, { action: 'team.edit' })).entries;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((e) => e.action === 'team.edit')).toBe(true);
    const at = all[0]?.at ?? '';
    expect((await log(admin, { action: 'team.edit', from: at, to: at })).entries).toEqual([]);
    expect((await log(admin, { action: 'team.edit', from: at })).entries[0]?.at).toBe(at);
    const later = new Date(Date.parse(at) + 1).toISOString();
    expect((await log(admin, { action: 'team.edit', from: later })).entries).toEqual([]);
    expect((await log(admin, { action: 'team.edit', to: later })).entries[0]?.at).toBe(at);
  });

  it("shows captains their own team's entries only, whatever they filter", async () => {
    const mine = await log(a.captain);
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(mine.entries.every((e) => e.team_ids.includes(a.team.id))).toBe(true);
    // The co-captain too; the user filter stays inside the team.
    const coCaptain = player(a, 1);
    const byAdmin = await log(coCaptain, { user_id: admin.id });
    expect(byAdmin.entries.map((e) => e.action)).toContain('team.edit');
    expect(byAdmin.entries.every((e) => e.team_ids.includes(a.team.id))).toBe(true);
    expect(await refusal(a.captain, { team_id: b.team.id }, 403)).toBe(AUDIT_REFUSED.otherTeam);
  });

  it('refuses players, requesters, users without a team and anonymous callers', async () => {
    const playerOfA = await buildUser(t.db, { role: 'PLAYER', memberOf: a.team.id });
    const requester = await buildUser(t.db, { role: 'USER', memberOf: a.team.id });
    for (const user of [playerOfA, requester, await buildUser(t.db)]) {
      expect(await refusal(user, {}, 403)).toBe(AUDIT_REFUSED.read);
      expect(await refusal(user, { team_id: a.team.id }, 403)).toBe(AUDIT_REFUSED.read);
    }
    await refusal(null, {}, 401);
  });

  it('names the field of a bad filter', async () => {
    expect(await refusal(admin, { action: 'team.explode' }, 400)).toMatch(/^action: /);
    expect(await refusal(admin, { from: 'yesterday' }, 400)).toMatch(/^from: .*ISO 8601/);
    expect(await refusal(admin, { to: '2026-02-30' }, 400)).toMatch(/^to: /);
    expect(await refusal(admin, { before_id: 0 }, 400)).toMatch(/^before_id: /);
    expect(await refusal(admin, { user: 1 }, 400)).toBe('user: unknown field');
  });
});
