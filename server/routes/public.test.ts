import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Season, Team, TopScorerSeason } from '../../common/api/types';
import { loadDemoDataIfEmpty } from '../db/demo';
import { buildUser } from '../db/factories';
import { teams, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoDataIfEmpty(t.db, new Date('2026-11-22T12:00:00Z'));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('public reads on the demo league', () => {
  it('getSeasons returns seasons with groups, standings and matches', async () => {
    const res = await get('/api/getSeasons');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: boolean; data: Season[] };
    expect(body.status).toBe(true);
    expect(body.data).toHaveLength(2);
    const [past, current] = body.data as [Season, Season];
    expect(past.groups.map((g) => g.name)).toEqual(['Group 1', 'Group 2']);
    expect(past.groups.flatMap((g) => g.teams)).toHaveLength(12);
    // The finished season has a final result for every match, knockout included.
    expect(past.matches.every((m) => m.results.some((r) => r.is_final))).toBe(true);
    const final = past.matches.find((m) => m.match_stage === 'FINAL');
    expect(final?.home_id).not.toBeNull();
    // The current season is half played: final and open matches; pending suggestions are not
    // public (getPendingResults).
    expect(current.matches.some((m) => m.results.some((r) => r.is_final))).toBe(true);
    expect(current.matches.some((m) => m.results.length === 0)).toBe(true);
    expect(current.matches.every((m) => m.results.every((r) => r.is_final))).toBe(true);
    expect(current.matches.some((m) => m.date === 'tbd')).toBe(true);
    // Loaded at noon, the demo still kicks off in the evening (18:00 or 19:00 UTC).
    const kickoffHours = new Set(
      [...past.matches, ...current.matches]
        .filter((m) => m.date !== 'tbd')
        .map((m) => new Date(m.date).getUTCHours()),
    );
    expect([...kickoffHours].sort()).toEqual([18, 19]);
    const qf1 = current.matches.find((m) => m.match_stage === 'QUARTERFINAL1');
    expect(qf1).toMatchObject({ home_id: null, home_source: '1st Group 1', guest_source: '4th Group 2' });
    const table = past.groups[0]?.teams ?? [];
    expect(table.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const row of table) expect(row.points).toBe(3 * row.wins + row.draws - row.penalty_points);
  });

  it('getSeasons explains every row and, during the group stage, says what each team needs', async () => {
    const [past, current] = (await get('/api/getSeasons')).json().data as [Season, Season];
    for (const group of [...past.groups, ...current.groups]) {
      expect(group.explanations.map((e) => e.team_id)).toEqual(group.teams.map((row) => row.id));
    }
    // The past season's group stage is over: no status, but the penalty reasons stay.
    expect(past.groups.flatMap((g) => g.explanations).every((e) => e.status === null)).toBe(true);
    const penalised = past.groups.flatMap((g) => g.explanations).find((e) => e.penalties.length > 0);
    expect(penalised?.penalties.some((line) => line.startsWith('Missed referee duty: week'))).toBe(true);
    expect(penalised?.points).toMatch(/− 2 penalty points = \d+ points$/);
    // The current season is half played: 12 or fewer matches left per group, so the status is exact.
    const statuses = current.groups.flatMap((g) => g.explanations).map((e) => e.status);
    expect(statuses.every((s) => s !== null)).toBe(true);
    expect(statuses.some((s) => s?.kind === 'open')).toBe(true);
    for (const s of statuses)
      if (s?.kind !== 'open') expect(s?.sentence).toBe(s?.kind === 'through' ? 'Through' : 'Out');
    const level = current.groups[0]?.explanations.find((e) => e.neighbours.length > 0);
    expect(level?.neighbours[0]?.sentence).toMatch(/^(Ahead of |Behind |Level on points)/);
  });

  it('getPenaltyDeductions reports the demo penalties and 404s for an unknown season', async () => {
    const seasons = (await get('/api/getSeasons')).json().data as Season[];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getPenaltyDeductions',
      payload: { season_id: seasons[0]?.id },
    });
    expect(res.statusCode).toBe(200);
    const deductions = res.json().data as Record<string, number>;
    expect(Object.values(deductions).some((p) => p > 0)).toBe(true);
    const penalised = seasons[0]?.groups.flatMap((g) => g.teams).filter((row) => row.penalty_points > 0);
    expect(penalised?.map((row) => String(row.id)).sort()).toEqual(Object.keys(deductions).sort());
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/getPenaltyDeductions',
      payload: { season_id: 9999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: false, code: 'season_not_found' });
  });

  it('getTeams never shows phone numbers or e-mail addresses to visitors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/getTeams', payload: {} });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Team[];
    expect(list.length).toBeGreaterThanOrEqual(13);
    expect(res.body).not.toMatch(/\+49/);
    expect(res.body).not.toMatch(/@demo\.example/);
    const tum = list.find((team) => team.name === 'TUM Kickers');
    expect(tum?.player_count).toBeGreaterThanOrEqual(20);
    expect(tum?.captain?.name).toBe('Carla Kapitän');
    expect(tum?.logo_url).toBe(`/crests/${tum?.id}.svg`);
  });

  it('getTeams and getAcceptedTeams give visitors the captain and the player count, no roster; members get it (decision 053)', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/api/getTeams', payload: {} });
    const shown = new Set((visitor.json().data as Team[]).map((team) => team.id));
    const captainIds = new Set((await t.db.select().from(teams)).map((team) => team.captainId));
    const seasons = (await get('/api/getSeasons')).body;
    // Members of the listed teams whose name no public page shows: neither main captain nor scorer
    // nor submitter of a result.
    const plain = (await t.db.select().from(users))
      .filter(
        (u) => u.memberOf !== null && shown.has(u.memberOf) && u.role !== 'USER' && !captainIds.has(u.id),
      )
      .map((u) => JSON.stringify(u.name))
      .filter((name) => !seasons.includes(name));
    expect(plain.length).toBeGreaterThan(150);
    const accepted = await get('/api/getAcceptedTeams');
    const [requester] = await t.db.select().from(users).where(eq(users.mail, 'user@demo.example'));
    const asRequester = await t.app.inject({
      method: 'POST',
      url: '/api/getTeams',
      payload: { access_token: await t.tokenFor(requester as NonNullable<typeof requester>) },
    });
    for (const res of [visitor, accepted, asRequester]) {
      expect(res.statusCode).toBe(200);
      for (const team of res.json().data as Team[]) expect(team.players).toBeUndefined();
      expect(plain.filter((name) => res.body.includes(name))).toEqual([]);
    }
    const tum = (visitor.json().data as Team[]).find((team) => team.name === 'TUM Kickers');
    expect(tum?.captain?.name).toBe('Carla Kapitän');
    expect(tum?.player_count).toBeGreaterThanOrEqual(20);

    const [player] = await t.db.select().from(users).where(eq(users.mail, 'player@demo.example'));
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/getTeams',
      payload: { access_token: await t.tokenFor(player as NonNullable<typeof player>) },
    });
    expect(plain.filter((name) => !member.body.includes(name))).toEqual([]);
    const ownTeam = (member.json().data as Team[]).find((team) => team.id === player?.memberOf);
    expect(ownTeam?.players).toHaveLength(ownTeam?.player_count ?? -1);
  });

  it('getTeams with an admin token includes contact data', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.mail, 'admin@demo.example'));
    const token = await t.tokenFor(admin as NonNullable<typeof admin>);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getTeams',
      payload: { access_token: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/\+49/);
  });

  it('getTeams with a dead token is a 401, not an anonymous read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getTeams',
      payload: { access_token: 'nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(false);
  });

  it('getAcceptedTeams leaves out teams waiting for acceptance', async () => {
    const list = (await get('/api/getAcceptedTeams')).json().data as Team[];
    expect(list.every((team) => team.accepted)).toBe(true);
    expect(list.some((team) => team.name === 'Akademie Kicker')).toBe(false);
  });

  it('getTeams shows a team awaiting acceptance to admins only', async () => {
    const names = (res: { json(): unknown }) =>
      ((res.json() as { data: Team[] }).data ?? []).map((x) => x.name);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/getTeams', payload: {} });
    expect(names(visitor)).toContain('TUM Kickers');
    expect(names(visitor)).not.toContain('Akademie Kicker');
    expect(visitor.body).not.toMatch(/"accepted":false/);
    const tokenOf = async (mail: string) => {
      const [row] = await t.db.select().from(users).where(eq(users.mail, mail));
      return t.tokenFor(row as NonNullable<typeof row>);
    };
    const asUser = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/getTeams', payload: { access_token: token } });
    expect(names(await asUser(await tokenOf('player@demo.example')))).not.toContain('Akademie Kicker');
    expect(names(await asUser(await tokenOf('admin@demo.example')))).toContain('Akademie Kicker');
  });

  it('gettopscorer ranks ties equally', async () => {
    const seasons = (await get('/api/gettopscorer')).json().data as TopScorerSeason[];
    const rows = seasons[0]?.top_scorers ?? [];
    expect(rows.length).toBeGreaterThan(5);
    rows.forEach((row, i) => {
      expect(row.rank).toBe(1 + rows.filter((other) => other.goals > row.goals).length);
      if (i > 0) expect(row.goals).toBeLessThanOrEqual(rows[i - 1]?.goals ?? 0);
    });
  });

  it('getBoardMembers and getGroups answer', async () => {
    const board = (await get('/api/getBoardMembers')).json().data;
    expect(board).toHaveLength(6);
    expect(board[0]).toMatchObject({ name: 'Katharina Obermeier', role: 'President' });
    const groups = (await get('/api/getGroups')).json().data;
    expect(groups).toHaveLength(4);
  });
});

describe('the public cache', () => {
  it('answers 304 to a matching If-None-Match and gzips when asked', async () => {
    const first = await get('/api/getSeasons', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = String(first.headers.etag);
    expect(JSON.parse(gunzipSync(first.rawPayload).toString()).status).toBe(true);
    const again = await get('/api/getSeasons', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('warm reads run no rebuild, and a write is visible after invalidation', async () => {
    await get('/api/getAcceptedTeams');
    const before = t.app.publicCache.rebuilds;
    await get('/api/getAcceptedTeams');
    await get('/api/getSeasons');
    expect(t.app.publicCache.rebuilds).toBe(before);

    const [team] = await t.db.select().from(teams).where(eq(teams.name, 'Physik FC'));
    await t.db
      .update(teams)
      .set({ name: 'Physik FC Renamed' })
      .where(eq(teams.id, team?.id ?? 0));
    t.app.publicCache.invalidate();
    const list = (await get('/api/getAcceptedTeams')).json().data as Team[];
    expect(list.some((x) => x.name === 'Physik FC Renamed')).toBe(true);
    expect(t.app.publicCache.rebuilds).toBe(before + 1);
  });

  it('counts a new member at once after invalidation', async () => {
    const [team] = await t.db.select().from(teams).where(eq(teams.name, 'Jura 04'));
    const before = ((await get('/api/getAcceptedTeams')).json().data as Team[]).find(
      (x) => x.id === team?.id,
    );
    await buildUser(t.db, { role: 'PLAYER', memberOf: team?.id });
    t.app.publicCache.invalidate();
    const after = ((await get('/api/getAcceptedTeams')).json().data as Team[]).find((x) => x.id === team?.id);
    expect(after?.player_count).toBe((before?.player_count ?? 0) + 1);
  });
});

describe('assets', () => {
  it('serves a generated crest per team and 404s for unknown ones', async () => {
    const list = (await get('/api/getAcceptedTeams')).json().data as Team[];
    const res = await get(list[0]?.logo_url ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    expect((await get('/crests/99999.svg')).statusCode).toBe(404);
    expect((await get('/crests/x.svg')).statusCode).toBe(404);
  });
});

describe('opposing captains', () => {
  it("gives a team member the phone of the captains their team plays, and nobody else's", async () => {
    const seasons = (await get('/api/getSeasons')).json().data as Season[];
    const [player] = await t.db.select().from(users).where(eq(users.mail, 'player@demo.example'));
    const own = player?.memberOf as number;
    const opponents = new Set<number | null>();
    for (const season of seasons) {
      for (const m of season.matches) {
        if (m.home_id === own) opponents.add(m.guest_id);
        if (m.guest_id === own) opponents.add(m.home_id);
      }
    }
    const token = await t.tokenFor(player as NonNullable<typeof player>);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getTeams',
      payload: { access_token: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json().data as Team[];
    expect(opponents.size).toBeGreaterThan(0);
    for (const team of list) {
      if (opponents.has(team.id)) expect(team.captain?.phone, team.name).toMatch(/^\+49/);
      else expect(team.captain?.phone, team.name).toBeUndefined();
      // Only captains' phones: no roster contacts for other teams.
      expect(team.players?.some((p) => p.phone !== undefined)).toBe(false);
    }
    expect(list.filter((team) => team.captain?.phone).length).toBe(opponents.size);
  });

  it('gives a user without a team no phone numbers', async () => {
    const [requester] = await t.db.select().from(users).where(eq(users.mail, 'user@demo.example'));
    const token = await t.tokenFor(requester as NonNullable<typeof requester>);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getTeams',
      payload: { access_token: token },
    });
    expect(res.body).not.toMatch(/\+49/);
  });
});

describe('join requests for admins', () => {
  it('lists pending requests in the admin roster without counting them as players', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.mail, 'admin@demo.example'));
    const [requester] = await t.db.select().from(users).where(eq(users.mail, 'user@demo.example'));
    const token = await t.tokenFor(admin as NonNullable<typeof admin>);
    const list = (
      await t.app.inject({ method: 'POST', url: '/api/getTeams', payload: { access_token: token } })
    ).json().data as Team[];
    const team = list.find((x) => x.id === requester?.memberOf) as Team;
    expect(team.players?.find((p) => p.id === requester?.id)).toMatchObject({ role: 'USER' });
    expect(team.player_count).toBe(team.players?.filter((p) => p.role !== 'USER').length);
    const anonymous = (await t.app.inject({ method: 'POST', url: '/api/getTeams', payload: {} })).json()
      .data as Team[];
    // Visitors get no roster at all (decision 053).
    expect(anonymous.find((x) => x.id === team.id)?.players).toBeUndefined();
  });
});
