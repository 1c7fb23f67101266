import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';
import type { ResultConfirmation } from '../../common/api/referee-confirm';
import type { Todo } from '../../common/api/todos';
import type { PendingResults, Season } from '../../common/api/types';
import { DAY, HOUR, MINUTE } from '../../common/durations';
import {
  buildGroup,
  buildMatch,
  buildResult,
  buildSeason,
  buildTeam,
  buildUser,
  type UserRow,
} from '../db/factories';
import { auditLog, resultConfirmations, results } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { runScheduledWork } from '../services/scheduler';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Referees confirm results (issue 44 point 4, decision 093): an appointed referee confirms or
 * disputes a match's result after the final whistle, once; a dispute holds the result off the
 * table for the admins (captains cannot accept it, the deadline does not make it final) until an
 * admin settles it; the referee sees the pending result and has a to-do until answering.
 */

const NOW = new Date('2026-05-04T18:00:00Z');
const clock = new ManualClock(NOW);
let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };

const dbState = async () => ({
  confirmations: await t.db.select().from(resultConfirmations).orderBy(asc(resultConfirmations.id)),
  results: await t.db.select().from(results).orderBy(asc(results.id)),
  audit: await t.db.select().from(auditLog).orderBy(asc(auditLog.id)),
});
const refused = (
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ErrorCode,
  error?: string | RegExp,
) => expectRefusedUnchanged(dbState, request, status, code, error);

/**
 * Home against guest, kicked off `ago` before NOW (3 hours: the whistle has gone), refereed by
 * two players of a third team (slots 1 and 2); the home captain suggested 2:1. A fourth team's
 * player refereed nothing.
 */
async function fixture(ago = 3 * HOUR) {
  clock.set(NOW);
  const [home, guest, refs] = [
    await buildTeam(t.db, { size: 3 }),
    await buildTeam(t.db, { size: 3 }),
    await buildTeam(t.db, { size: 3 }),
  ];
  const outsider = (await buildTeam(t.db, { size: 2 })).members[1] as UserRow;
  const season = await buildSeason(t.db, { autoAcceptHours: 48 });
  const group = await buildGroup(t.db, { seasonId: season.id, teamIds: [home.team.id, guest.team.id] });
  const [referee, referee2] = [refs.members[1] as UserRow, refs.members[2] as UserRow];
  const match = await buildMatch(t.db, {
    seasonId: season.id,
    groupId: group.id,
    homeId: home.team.id,
    guestId: guest.team.id,
    refereeTeamId: refs.team.id,
    refereeId: referee.id,
    refereeId2: referee2.id,
    date: new Date(NOW.getTime() - ago),
  });
  const result = await buildResult(t.db, {
    matchId: match.id,
    scoreHome: 2,
    scoreGuest: 1,
    submittedBy: home.captain.id,
    submittedTeamId: home.team.id,
    createdAt: new Date(NOW.getTime() - ago + 2 * HOUR),
  });
  return { season, home, guest, refs, referee, referee2, outsider, match, result };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;

const answer = (user: UserRow | null, matchId: number, body: { agree: boolean; note?: string }) =>
  t.post('/api/confirmResult', user, { match_id: matchId, ...body });
const todos = async (user: UserRow, headers: Record<string, string> = {}) =>
  okData<Todo[]>(
    await t.app.inject({
      method: 'POST',
      url: '/api/getTodos',
      headers,
      payload: { access_token: await t.tokenFor(user) },
    }),
  );
/** The home team's row in the season's public table. */
const homeRow = async (f: Fixture) => {
  const seasons = okData<Season[]>(await t.app.inject({ method: 'GET', url: '/api/getSeasons' }));
  const season = seasons.find((s) => s.id === f.season.id);
  const row = season?.groups[0]?.teams.find((team) => team.id === f.home.team.id);
  const match = season?.matches.find((m) => m.id === f.match.id);
  return { points: row?.points, finalResults: match?.results.length };
};
const isFinal = async (resultId: number) =>
  (await t.db.select().from(results).where(eq(results.id, resultId)))[0]?.isFinal;

describe('POST /api/confirmResult: who and when', () => {
  it('is for the appointed referees only: not captains, other players, the referee team captain, admins or visitors', async () => {
    const f = await fixture();
    const notAllowed = 'Only the referees appointed to this match confirm or dispute its result.';
    for (const user of [
      f.home.captain,
      f.guest.captain,
      f.home.members[1],
      f.refs.captain,
      f.outsider,
      admin,
    ]) {
      await refused(
        () => answer(user as UserRow, f.match.id, { agree: true }),
        403,
        'confirm_result_not_allowed',
        notAllowed,
      );
    }
    await refused(() => answer(null, f.match.id, { agree: true }), 401, 'session_expired');
    await refused(() => answer(f.referee, 999_999, { agree: true }), 404, 'match_not_found');
  });

  it('opens at the final whistle (kick-off + 90 minutes) and closes a week after the kick-off', async () => {
    const f = await fixture(89 * MINUTE);
    await refused(
      () => answer(f.referee, f.match.id, { agree: true }),
      409,
      'match_not_finished',
      'This match is not over yet: its referees answer after the final whistle.',
    );
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/confirmResult',
      headers: GERMAN,
      payload: { access_token: await t.tokenFor(f.referee), match_id: f.match.id, agree: true },
    });
    expect(german.json()).toMatchObject({
      code: 'match_not_finished',
      error: 'Dieses Spiel ist noch nicht vorbei: Seine Schiedsrichter antworten nach dem Abpfiff.',
    });
    expect(await todos(f.referee)).not.toContainEqual(expect.objectContaining({ kind: 'confirm_result' }));
    clock.set(new Date(NOW.getTime() + 7 * DAY));
    await refused(() => answer(f.referee, f.match.id, { agree: true }), 409, 'confirm_window_closed');
    clock.set(new Date(NOW.getTime() + MINUTE));
    okData(await answer(f.referee, f.match.id, { agree: true }));
  });

  it('needs a result the two sides agree on', async () => {
    const f = await fixture();
    await t.db.delete(results).where(eq(results.id, f.result.id));
    await refused(() => answer(f.referee, f.match.id, { agree: true }), 409, 'no_result_to_confirm');
    await buildResult(t.db, {
      matchId: f.match.id,
      scoreHome: 2,
      scoreGuest: 1,
      submittedBy: f.home.captain.id,
      submittedTeamId: f.home.team.id,
    });
    await buildResult(t.db, {
      matchId: f.match.id,
      scoreHome: 1,
      scoreGuest: 1,
      submittedBy: f.guest.captain.id,
      submittedTeamId: f.guest.team.id,
    });
    await refused(() => answer(f.referee, f.match.id, { agree: true }), 409, 'results_disagree');
  });

  it('takes one answer per referee: a second is refused, whatever it says', async () => {
    const f = await fixture();
    const first = okData<ResultConfirmation>(
      await answer(f.referee, f.match.id, { agree: true, note: ' Clean game ' }),
    );
    expect(first).toMatchObject({
      match_id: f.match.id,
      result_id: f.result.id,
      score: '2:1',
      agree: true,
      note: 'Clean game',
      held: false,
    });
    await refused(
      () => answer(f.referee, f.match.id, { agree: false, note: 'Actually 2:2' }),
      409,
      'result_already_answered',
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'result.referee_confirm'), eq(auditLog.matchId, f.match.id)));
    expect(entry).toMatchObject({
      actorId: f.referee.id,
      matchId: f.match.id,
      after: { score: '2:1', note: 'Clean game' },
    });
  });

  it('refuses a dispute without a note, naming the field', async () => {
    const f = await fixture();
    const res = await answer(f.referee, f.match.id, { agree: false, note: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_field', error: expect.stringMatching(/^note: /) });
  });
});

describe('the referee to-do and the pending result', () => {
  it('lists confirm_result after the whistle, in English and German, until answered', async () => {
    const f = await fixture();
    const [item] = (await todos(f.referee)).filter((todo) => todo.kind === 'confirm_result');
    expect(item).toEqual({
      kind: 'confirm_result',
      text: `You refereed ${f.home.team.name} – ${f.guest.team.name}: the result is 2:1. Confirm it or dispute it.`,
      match_id: f.match.id,
      due_at: new Date(NOW.getTime() - 3 * HOUR + 7 * DAY).toISOString(),
    });
    const german = (await todos(f.referee, GERMAN)).find((todo) => todo.kind === 'confirm_result');
    expect(german?.text).toBe(
      `Du hast ${f.home.team.name} – ${f.guest.team.name} gepfiffen: Das Ergebnis ist 2:1. Bestätige es oder fechte es an.`,
    );
    okData(await answer(f.referee, f.match.id, { agree: true }));
    expect((await todos(f.referee)).some((todo) => todo.kind === 'confirm_result')).toBe(false);
    expect((await todos(f.referee2)).some((todo) => todo.kind === 'confirm_result')).toBe(true);
  });

  it('shows an appointed referee who is no captain the pending result; a player who referees nothing is refused', async () => {
    const f = await fixture();
    const pending = okData<PendingResults[]>(
      await t.post('/api/getPendingResults', f.referee, { season_id: f.season.id }),
    );
    expect(pending).toEqual([
      { match_id: f.match.id, results: [expect.objectContaining({ id: f.result.id, score_home: 2 })] },
    ]);
    const res = await t.post('/api/getPendingResults', f.outsider, { season_id: f.season.id });
    expect(res.json()).toMatchObject({ status: false, code: 'pending_results_not_allowed' });
  });
});

describe('a dispute', () => {
  it('of a suggestion holds it: no captain accepts it, the deadline skips it, the admins settle it', async () => {
    const f = await fixture();
    const held = okData<ResultConfirmation>(
      await answer(f.referee, f.match.id, {
        agree: false,
        note: 'The guest equalised in the last minute: 2:2',
      }),
    );
    expect(held).toMatchObject({ agree: false, held: true, score: '2:1' });
    await refused(
      () => t.post('/api/acceptResult', f.guest.captain, { result_id: f.result.id }),
      409,
      'result_held_by_referee',
      'A referee disputes this result: the admins decide which result counts.',
    );
    expect((await todos(f.guest.captain)).some((todo) => todo.kind === 'accept_result')).toBe(false);
    // Past the season's 48 hours: the auto-accept job leaves it.
    clock.set(new Date(NOW.getTime() + 3 * DAY));
    await runScheduledWork(t.app);
    expect(await isFinal(f.result.id)).toBe(false);
    const disputes = (await todos(admin)).filter(
      (todo) => todo.kind === 'referee_dispute' && todo.match_id === f.match.id,
    );
    expect(disputes).toEqual([
      expect.objectContaining({
        text: `${f.home.team.name} – ${f.guest.team.name}: the result is 2:1; referee ${f.referee.name} disputes it: “The guest equalised in the last minute: 2:2”. Decide which result counts.`,
      }),
    ]);
    const german = (await todos(admin, GERMAN)).find(
      (todo) => todo.kind === 'referee_dispute' && todo.match_id === f.match.id,
    );
    expect(german?.text).toBe(
      `${f.home.team.name} – ${f.guest.team.name}: Das Ergebnis ist 2:1; Schiedsrichter ${f.referee.name} ficht es an: „The guest equalised in the last minute: 2:2“. Entscheide, welches Ergebnis zählt.`,
    );
    // The admin keeps it (the existing accept): final, settled, off the list.
    okData(await t.post('/api/acceptResult', admin, { result_id: f.result.id }));
    expect(await isFinal(f.result.id)).toBe(true);
    expect(
      (await todos(admin)).some((todo) => todo.kind === 'referee_dispute' && todo.match_id === f.match.id),
    ).toBe(false);
  });

  it('of an accepted result takes it off the table until an admin enters the final one', async () => {
    const f = await fixture();
    okData(await t.post('/api/acceptResult', f.guest.captain, { result_id: f.result.id }));
    expect(await homeRow(f)).toEqual({ points: 3, finalResults: 1 });
    const held = okData<ResultConfirmation>(
      await answer(f.referee2, f.match.id, { agree: false, note: 'It ended 2:2' }),
    );
    expect(held).toMatchObject({ held: true, result_id: f.result.id });
    expect(await isFinal(f.result.id)).toBe(false);
    expect(await homeRow(f)).toEqual({ points: 0, finalResults: 0 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'result.referee_dispute'), eq(auditLog.matchId, f.match.id)));
    expect(entry).toMatchObject({
      matchId: f.match.id,
      after: { score: '2:1', note: 'It ended 2:2', final: false },
    });
    expect(
      (await todos(admin)).some((todo) => todo.kind === 'referee_dispute' && todo.match_id === f.match.id),
    ).toBe(true);
    okData(
      await t.post('/api/addResult', admin, {
        match_id: f.match.id,
        home_score: 2,
        guest_score: 2,
        final: true,
        reason: 'Both referees: 2:2',
      }),
    );
    expect(await homeRow(f)).toEqual({ points: 1, finalResults: 1 });
    expect(
      (await todos(admin)).some((todo) => todo.kind === 'referee_dispute' && todo.match_id === f.match.id),
    ).toBe(false);
    // The other referee may still answer the admin's result.
    expect(okData<ResultConfirmation>(await answer(f.referee, f.match.id, { agree: true }))).toMatchObject({
      score: '2:2',
      held: false,
    });
  });
});
