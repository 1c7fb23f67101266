import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team } from '../../common/api/types';
import { buildTeam, buildUser, type UserRow } from '../db/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Crests of teams awaiting acceptance (issue 21 point 6, decision 037): /crests/<id>.svg names the
 * team, so visitors get a neutral shield; the team's own members and admins get an address with a
 * key that draws the real one.
 */

let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

const teamOf = async (url: string, user: UserRow, id: number) => {
  const res = await t.post(url, user);
  const data = res.json().data as Team | Team[];
  const team = Array.isArray(data) ? data.find((x) => x.id === id) : data;
  if (!team) throw new Error(`team ${id} not in ${url}`);
  return team;
};

describe('crests of teams awaiting acceptance', () => {
  it('are a neutral shield for visitors and for a wrong key', async () => {
    const { team } = await buildTeam(t.db, { accepted: false, name: 'Secret Squad', nameShort: 'SSQ' });
    for (const url of [`/crests/${team.id}.svg`, `/crests/${team.id}.svg?key=guessed-key-0123456789`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('aria-label="Team crest"');
      expect(res.body).not.toMatch(/Secret Squad|SSQ/);
    }
  });

  it("are the real crest at the address in the team's answers to its members and admins", async () => {
    const { team, captain, members } = await buildTeam(t.db, {
      accepted: false,
      size: 2,
      name: 'Hidden Heroes',
      nameShort: 'HH',
    });
    const urls = [
      (await teamOf('/api/getMyTeam', captain, team.id)).logo_url,
      (await teamOf('/api/getMyTeam', members[1] as UserRow, team.id)).logo_url,
      (await teamOf('/api/getTeams', admin, team.id)).logo_url,
    ];
    const requests = await t.app.inject({
      method: 'GET',
      url: '/api/getTeamRequests',
      headers: { authorization: `Bearer ${await t.tokenFor(admin)}` },
    });
    urls.push((requests.json().data as Team[]).find((x) => x.id === team.id)?.logo_url ?? '');
    for (const url of urls) {
      expect(url).toMatch(new RegExp(`^/crests/${team.id}\\.svg\\?key=[\\w-]{22}$`));
      const res = await get(url);
      expect(res.body).toContain('aria-label="Hidden Heroes"');
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    // Another team's key opens nothing.
    const other = await buildTeam(t.db, { accepted: false });
    const otherUrl = (await teamOf('/api/getMyTeam', other.captain, other.team.id)).logo_url;
    const key = otherUrl.split('key=')[1];
    expect((await get(`/crests/${team.id}.svg?key=${key}`)).body).not.toContain('Hidden Heroes');
  });

  it('become everyone’s once the team is accepted, at the plain address', async () => {
    const { team, captain } = await buildTeam(t.db, {
      accepted: false,
      name: 'Soon Public',
      nameShort: 'SP',
    });
    const accepted = await t.post('/api/acceptTeam', admin, { team_id: team.id, captain_id: captain.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await teamOf('/api/getMyTeam', captain, team.id)).logo_url).toBe(`/crests/${team.id}.svg`);
    const res = await get(`/crests/${team.id}.svg`);
    expect(res.body).toContain('aria-label="Soon Public"');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});
