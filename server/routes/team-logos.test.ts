import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeam, buildUser } from '../db/factories';
import { teamLogos, teams } from '../db/schema';
import { imageBase64 } from '../test/images';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = async (url: string, user: { id: number; role: string; tokenVersion: number }, payload: object) =>
  t.app.inject({ method: 'POST', url, payload: { access_token: await t.tokenFor(user), ...payload } });

describe('team logos', () => {
  it('scales an uploaded PNG, JPEG or WebP to at most 256 px WebP and serves it with long caching', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const { team, captain } = await buildTeam(t.db, { size: 2 });
      const res = await post('/api/updateTeamLogo', captain, {
        team_id: team.id,
        logo: await imageBase64(format, 800, 400),
      });
      expect(res.statusCode, format).toBe(200);
      const url = res.json().data.logo_url as string;
      expect(url).toMatch(new RegExp(`^/logos/${team.id}-[a-f0-9]{16}\\.webp$`));
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 128]);
      const publicTeams = await t.app.inject({ method: 'POST', url: '/api/getTeams', payload: {} });
      expect(publicTeams.json().data.find((x: { id: number }) => x.id === team.id).logo_url).toBe(url);
    }
  });

  it('takes a logo with createTeam, also as a data URL', async () => {
    const founder = await buildUser(t.db);
    const logo = `data:image/png;base64,${await imageBase64('png', 64, 64)}`;
    const res = await post('/api/createTeam', founder, {
      name: `Logo FC ${Date.now()}`,
      name_short: 'LFC',
      logo,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.team.logo_url).toMatch(/^\/logos\/\d+-[a-f0-9]+\.webp$/);
  });

  it('checks the content, not the name, and the size, changing nothing when refused', async () => {
    const { team, captain } = await buildTeam(t.db, { size: 2 });
    const cases: [string, number, RegExp][] = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'), 400, /PNG, JPEG or WebP/],
      [`data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`, 400, /PNG, JPEG or WebP/],
      [
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          randomBytes(64),
        ]).toString('base64'),
        400,
        /could not be read/,
      ],
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(1024 * 1024)]).toString('base64'),
        413,
        /at most 1 MB/,
      ],
      ['not base64 at all!', 400, /base64/],
    ];
    for (const [logo, status, message] of cases) {
      const res = await post('/api/updateTeamLogo', captain, { team_id: team.id, logo });
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    const [row] = await t.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row?.logoUrl).toBeNull();
    expect(await t.db.select().from(teamLogos).where(eq(teamLogos.teamId, team.id))).toEqual([]);
  });

  it('refuses an image of more than 4096 x 4096 pixels by its header, however small its file', async () => {
    const { team, captain } = await buildTeam(t.db, { size: 2 });
    // 25 megapixels of one colour: a few KB of PNG that would decode to ~100 MB.
    const huge = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#0a0' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(200 * 1024);
    const res = await post('/api/updateTeamLogo', captain, {
      team_id: team.id,
      logo: huge.toString('base64'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('logo: the image can be at most 4096 x 4096 pixels.');
    expect(await t.db.select().from(teamLogos).where(eq(teamLogos.teamId, team.id))).toEqual([]);
    const wide = await post('/api/updateTeamLogo', captain, {
      team_id: team.id,
      logo: await imageBase64('png', 4096, 64),
    });
    expect(wide.statusCode).toBe(200);
  });

  it('is for the team’s captains and admins only', async () => {
    const { team, members } = await buildTeam(t.db, { size: 2 });
    const other = await buildTeam(t.db, { size: 1 });
    const logo = await imageBase64('png', 10, 10);
    expect(
      (
        await post('/api/updateTeamLogo', members[1] as NonNullable<(typeof members)[1]>, {
          team_id: team.id,
          logo,
        })
      ).statusCode,
    ).toBe(403);
    expect((await post('/api/updateTeamLogo', other.captain, { team_id: team.id, logo })).statusCode).toBe(
      403,
    );
    // Refused before the image is looked at: a stranger's upload costs the server no decoding.
    const junk = Buffer.from('not an image at all').toString('base64');
    expect(
      (await post('/api/updateTeamLogo', other.captain, { team_id: team.id, logo: junk })).statusCode,
    ).toBe(403);
    const admin = await buildUser(t.db, { role: 'ADMIN' });
    expect((await post('/api/updateTeamLogo', admin, { team_id: team.id, logo })).statusCode).toBe(200);
    expect((await post('/api/updateTeamLogo', admin, { team_id: 999999, logo })).statusCode).toBe(404);
  });
});
