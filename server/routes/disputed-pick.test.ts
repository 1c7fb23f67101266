import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage, Result } from '../../common/api/types';
import { buildMatch, buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * When an admin picks one of two disputed results, the suggestion not chosen goes from the match
 * but not from the record: the pick's audit entry keeps its score and scorers, and the audit log
 * shows them to admins (issue 46 point 3, decision 080).
 */

let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

/** Physik FC against TUM Kickers, kicked off an hour ago; each side suggests its own score with scorers. */
async function disputedMatch() {
  const home = await buildTeam(t.db, { name: 'Physik FC', size: 2, member: () => ({ name: 'Anna Berg' }) });
  const guest = await buildTeam(t.db, {
    name: 'TUM Kickers',
    size: 2,
    member: () => ({ name: 'Ben Vogel' }),
  });
  const season = await buildSeason(t.db);
  const match = await buildMatch(t.db, {
    seasonId: season.id,
    homeId: home.team.id,
    guestId: guest.team.id,
    date: new Date(Date.now() - 3600 * 1000),
  });
  const suggest = async (captain: UserRow, home_score: number, guest_score: number) =>
    okData<Result>(await t.post('/api/addResult', captain, { match_id: match.id, home_score, guest_score }));
  const scorers = async (captain: UserRow, result: Result, teamId: number, playerId: number, goals: number) =>
    okData(
      await t.post('/api/addscorer', captain, {
        match_id: match.id,
        result_id: result.id,
        team_id: teamId,
        scorers: [{ playerId, goals }],
      }),
    );
  const [, homePlayer] = home.members;
  const [, guestPlayer] = guest.members;
  if (!homePlayer || !guestPlayer) throw new Error('each team has a player besides its captain');
  const homeSays = await suggest(home.captain, 2, 1);
  await scorers(home.captain, homeSays, home.team.id, homePlayer.id, 2);
  const guestSays = await suggest(guest.captain, 1, 3);
  await scorers(guest.captain, guestSays, guest.team.id, guestPlayer.id, 3);
  // An admin fills in the other side's scorer of the guests' suggestion.
  await scorers(admin, guestSays, home.team.id, homePlayer.id, 1);
  return { homeSays, guestSays };
}

describe('the pick of one of two disputed results', () => {
  it("keeps the suggestion not chosen, its score and scorers, in the pick's audit entry for admins", async () => {
    const { homeSays, guestSays } = await disputedMatch();
    const picked = okData<Result>(await t.post('/api/acceptResult', admin, { result_id: homeSays.id }));
    expect(picked).toMatchObject({ id: homeSays.id, is_final: true });
    // The other suggestion is gone from the match.
    const accept = await t.post('/api/acceptResult', admin, { result_id: guestSays.id });
    expect(accept.statusCode).toBe(409);

    const page = okData<AuditLogPage>(await t.post('/api/getAuditLog', admin, { action: 'result.accept' }));
    const entry = page.entries.find((e) => e.before && (e.before as { score?: string }).score === '2:1');
    expect(entry?.target_label).toContain('Physik FC');
    expect(entry?.before).toMatchObject({
      score: '2:1',
      final: false,
      not_chosen: ['1:3 – Physik FC: Anna Berg (1); TUM Kickers: Ben Vogel (3)'],
    });
    // Not chosen is no change the after carries: the card lists it as gone.
    expect(entry?.after).not.toHaveProperty('not_chosen');
  });

  it('adds nothing to an accept that left no other suggestion', async () => {
    const home = await buildTeam(t.db);
    const guest = await buildTeam(t.db);
    const season = await buildSeason(t.db);
    const match = await buildMatch(t.db, {
      seasonId: season.id,
      homeId: home.team.id,
      guestId: guest.team.id,
      date: new Date(Date.now() - 3600 * 1000),
    });
    const suggested = okData<Result>(
      await t.post('/api/addResult', home.captain, { match_id: match.id, home_score: 0, guest_score: 0 }),
    );
    okData(await t.post('/api/acceptResult', guest.captain, { result_id: suggested.id }));
    const page = okData<AuditLogPage>(
      await t.post('/api/getAuditLog', admin, { action: 'result.accept', team_id: home.team.id }),
    );
    expect(page.entries[0]?.before).toEqual({ score: '0:0', final: false });
  });
});
