import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';
import type { Result } from '../../common/api/types';
import { buildMatch, buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import { auditLog, matches, missedRefereeDuties, results } from '../db/schema';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * An admin enters a final result in one step (addResult with final: true, decision 073): no
 * suggestion to accept afterwards, the reason in the audit log; nobody else may.
 */

let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

async function dbState() {
  return {
    matches: await t.db.select().from(matches).orderBy(asc(matches.id)),
    results: await t.db.select().from(results).orderBy(asc(results.id)),
    audit: await t.db.select().from(auditLog).orderBy(asc(auditLog.id)),
  };
}

const refused = (request: () => Promise<LightMyRequestResponse>, status: number, code: ErrorCode) =>
  expectRefusedUnchanged(dbState, request, status, code);

/** Home vs guest, kicked off an hour ago, refereed by a third team that named nobody. */
async function playedMatch() {
  const [home, guest, referees] = [await buildTeam(t.db), await buildTeam(t.db), await buildTeam(t.db)];
  const season = await buildSeason(t.db);
  const match = await buildMatch(t.db, {
    seasonId: season.id,
    homeId: home.team.id,
    guestId: guest.team.id,
    refereeTeamId: referees.team.id,
    date: new Date(Date.now() - 3600 * 1000),
  });
  return { match, home, guest };
}

describe('addResult with final: true', () => {
  it('is refused to captains with a code, and to an admin without a reason or with a reason alone', async () => {
    const { match, home, guest } = await playedMatch();
    const body = { match_id: match.id, home_score: 2, guest_score: 4, final: true, reason: 'Paper sheet' };
    for (const captain of [home.captain, guest.captain]) {
      await refused(() => t.post('/api/addResult', captain, body), 403, 'final_result_not_allowed');
    }
    await refused(
      () => t.post('/api/addResult', admin, { ...body, reason: undefined }),
      400,
      'invalid_field',
    );
    await refused(() => t.post('/api/addResult', admin, { ...body, reason: '  ' }), 400, 'invalid_field');
    await refused(
      () => t.post('/api/addResult', home.captain, { ...body, final: undefined }),
      400,
      'invalid_field',
    );
  });

  it("makes an admin's result final at once, books missed duties and keeps the reason in the audit log", async () => {
    const { match } = await playedMatch();
    const entered = okData<Result>(
      await t.post('/api/addResult', admin, {
        match_id: match.id,
        home_score: 2,
        guest_score: 4,
        final: true,
        reason: 'Both captains signed the paper sheet',
      }),
    );
    expect(entered).toMatchObject({ score_home: 2, score_guest: 4, is_final: true, auto_accepted: false });
    const stored = await t.db.select().from(results).where(eq(results.matchId, match.id));
    expect(stored.map((r) => [r.id, r.isFinal])).toEqual([[entered.id, true]]);
    // As after an accept: the referee team that named nobody missed its duty.
    expect(
      await t.db.select().from(missedRefereeDuties).where(eq(missedRefereeDuties.matchId, match.id)),
    ).toHaveLength(1);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.matchId, match.id), eq(auditLog.action, 'result.enter_final')));
    expect(entry?.after).toMatchObject({ final: true, reason: 'Both captains signed the paper sheet' });
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.matchId, match.id), eq(auditLog.action, 'result.suggest'))),
    ).toEqual([]);
    // The match is settled: a second result is refused.
    await refused(
      () =>
        t.post('/api/addResult', admin, {
          match_id: match.id,
          home_score: 1,
          guest_score: 0,
          final: true,
          reason: 'Again',
        }),
      409,
      'result_already_final',
    );
  });
});
