import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team } from '../../common/api/types';
import { buildTeam, buildUser } from '../db/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const myTeam = async (user: { id: number; role: string; tokenVersion: number }) =>
  t.app.inject({ method: 'POST', url: '/api/getMyTeam', payload: { access_token: await t.tokenFor(user) } });

describe('getMyTeam', () => {
  it('gives a member the roster with contact data', async () => {
    const { team, captain, members } = await buildTeam(t.db, { size: 3 });
    const player = members[2];
    const res = await myTeam(player as NonNullable<typeof player>);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Team;
    expect(data.id).toBe(team.id);
    expect(data.players).toHaveLength(3);
    expect(data.players[0]).toMatchObject({ id: captain.id, phone: captain.phone, mail: captain.mail });
    expect(data.captain).toMatchObject({ id: captain.id, phone: captain.phone });
  });

  it('shows join requests to captains only', async () => {
    const { team, captain, members } = await buildTeam(t.db, { size: 2 });
    const requester = await buildUser(t.db, { memberOf: team.id, role: 'USER' });
    const forCaptain = (await myTeam(captain)).json().data as Team;
    expect(forCaptain.players.map((p) => p.id)).toContain(requester.id);
    const forPlayer = (await myTeam(members[1] as NonNullable<(typeof members)[1]>)).json().data as Team;
    expect(forPlayer.players.map((p) => p.id)).not.toContain(requester.id);
  });

  it('shows a requester the team without anyone’s contact data', async () => {
    const { team } = await buildTeam(t.db, { size: 2 });
    const requester = await buildUser(t.db, { memberOf: team.id, role: 'USER' });
    const res = await myTeam(requester);
    const data = res.json().data as Team & { request_pending: boolean };
    expect(data.request_pending).toBe(true);
    expect(res.body).not.toMatch(/\+49|@example\.test/);
  });

  it('answers null without a team and 401 without a valid token', async () => {
    const loner = await buildUser(t.db);
    expect((await myTeam(loner)).json()).toEqual({ status: true, data: null });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/getMyTeam', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const stale = await myTeam({ ...loner, tokenVersion: loner.tokenVersion + 1 });
    expect(stale.statusCode).toBe(401);
  });
});
