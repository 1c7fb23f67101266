import { asc } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';
import type { BoardMember, BoardMemberAdmin } from '../../common/api/types';
import { type BuiltTeam, buildTeam, buildUser, type UserRow } from '../db/factories';
import { boardMembers, boardPhotos } from '../db/schema';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { imageBase64, TINY_PNG } from '../test/images';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: UserRow;
let team: BuiltTeam;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'ADMIN' });
  team = await buildTeam(t.db, { size: 3, coCaptains: 1 });
});
afterAll(() => t.close());

const post: TestApp['post'] = (...args) => t.post(...args);
const ok = okData;

const state = async () => ({
  members: await t.db.select().from(boardMembers).orderBy(asc(boardMembers.id)),
  photos: await t.db.select().from(boardPhotos).orderBy(asc(boardPhotos.boardMemberId)),
});
const refused = (
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ErrorCode,
  error?: string | RegExp,
) => expectRefusedUnchanged(state, request, status, code, error);

/** The public read, as Meet the Team loads it (through the public cache). */
const publicBoard = async () =>
  ok<BoardMember[]>(await t.app.inject({ method: 'GET', url: '/api/getBoardMembers' }));

let unique = 0;
const fields = (overrides: Record<string, unknown> = {}) => ({
  name: `Member ${++unique}`,
  role: 'Referee coordinator',
  mail: `member${unique}@league.example`,
  ...overrides,
});
const add = async (overrides: Record<string, unknown> = {}) =>
  ok<BoardMemberAdmin>(
    await post('/api/addBoardMember', admin, { ...fields(), photo: TINY_PNG, ...overrides }),
  );

/** Captain, co-captain, player and a user in no team get 403; anonymous 401; nothing changes. */
async function adminOnly(url: string, payload: () => Promise<object> | object) {
  const member = team.members[2];
  if (!member) throw new Error('no player');
  for (const user of [team.captain, team.members[1] ?? team.captain, member, await buildUser(t.db)]) {
    const body = await payload();
    await refused(() => post(url, user, body), 403, 'board_not_allowed');
  }
  const body = await payload();
  await refused(() => post(url, null, body), 401, 'session_expired');
}

describe('addBoardMember', () => {
  it('adds a member at the end with a photo scaled like a logo; Meet the Team shows it at once', async () => {
    await publicBoard(); // the public answer is cached now
    await adminOnly('/api/addBoardMember', () => ({ ...fields(), photo: TINY_PNG }));
    const photo = await imageBase64('jpeg', 900, 600);
    const added = await add({ name: ' Lena Graf ', role: 'Chair', mail: 'Lena@League.example', photo });
    expect(added).toMatchObject({ name: 'Lena Graf', role: 'Chair', mail: 'Lena@League.example' });
    expect(added.img_url).toMatch(new RegExp(`^/board-photos/${added.id}-[a-f0-9]{16}\\.webp$`));
    const board = await publicBoard();
    expect(board.at(-1)).toEqual({
      name: 'Lena Graf',
      role: 'Chair',
      mail: 'Lena@League.example',
      img_url: added.img_url,
    });

    const res = await t.app.inject({ method: 'GET', url: added.img_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 171]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/board-photos/${added.id}-0000.webp` })).statusCode,
    ).toBe(404);
  });

  it('names the field of a bad value', async () => {
    const photo = TINY_PNG;
    for (const mail of ['not-an-address', 'a@', '']) {
      await refused(
        () => post('/api/addBoardMember', admin, { ...fields({ mail }), photo }),
        400,
        'invalid_field',
        /^mail: /,
      );
    }
    await refused(
      () => post('/api/addBoardMember', admin, { ...fields({ name: ' ' }), photo }),
      400,
      'invalid_field',
      /^name: /,
    );
    await refused(
      () => post('/api/addBoardMember', admin, { ...fields({ role: '' }), photo }),
      400,
      'invalid_field',
      /^role: /,
    );
    await refused(() => post('/api/addBoardMember', admin, fields()), 400, 'invalid_field', /^photo: /);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    await refused(
      () => post('/api/addBoardMember', admin, { ...fields(), photo: svg }),
      400,
      'invalid_image',
    );
    const big = Buffer.alloc(1024 * 1024 + 1).toString('base64');
    await refused(
      () => post('/api/addBoardMember', admin, { ...fields(), photo: big }),
      413,
      'image_too_large',
    );
  });
});

describe('updateBoardMember', () => {
  it('changes name, role and mail and keeps the photo unless a new one comes', async () => {
    const member = await add();
    await adminOnly('/api/updateBoardMember', () => ({ board_member_id: member.id, ...fields() }));
    const edited = ok<BoardMemberAdmin>(
      await post('/api/updateBoardMember', admin, {
        board_member_id: member.id,
        ...fields({ role: 'Treasurer' }),
      }),
    );
    expect(edited).toMatchObject({ id: member.id, role: 'Treasurer', img_url: member.img_url });
    expect((await publicBoard()).find((m) => m.name === edited.name)?.role).toBe('Treasurer');

    const photo = await imageBase64('png', 64, 64);
    const rephotographed = ok<BoardMemberAdmin>(
      await post('/api/updateBoardMember', admin, { board_member_id: member.id, ...fields(), photo }),
    );
    expect(rephotographed.img_url).not.toBe(member.img_url);
    expect((await publicBoard()).map((m) => m.img_url)).toContain(rephotographed.img_url);
    expect((await t.app.inject({ method: 'GET', url: member.img_url })).statusCode).toBe(404);
  });

  it('refuses a member that does not exist and a bad mail', async () => {
    await refused(
      () => post('/api/updateBoardMember', admin, { board_member_id: 999_999, ...fields() }),
      404,
      'board_member_not_found',
    );
    const member = await add();
    await refused(
      () =>
        post('/api/updateBoardMember', admin, { board_member_id: member.id, ...fields({ mail: 'nope' }) }),
      400,
      'invalid_field',
      /^mail: /,
    );
  });
});

describe('removeBoardMember', () => {
  it('removes the member and the photo; Meet the Team drops it at once', async () => {
    const member = await add();
    await adminOnly('/api/removeBoardMember', () => ({ board_member_id: member.id }));
    expect((await publicBoard()).map((m) => m.name)).toContain(member.name);
    ok(await post('/api/removeBoardMember', admin, { board_member_id: member.id }));
    expect((await publicBoard()).map((m) => m.name)).not.toContain(member.name);
    expect((await t.app.inject({ method: 'GET', url: member.img_url })).statusCode).toBe(404);
    await refused(
      () => post('/api/removeBoardMember', admin, { board_member_id: member.id }),
      404,
      'board_member_not_found',
    );
  });
});

describe('reorderBoardMembers and listBoardMembers', () => {
  it('puts the members in the given order, for the admin list and Meet the Team', async () => {
    await add();
    await add();
    const list = async () => ok<BoardMemberAdmin[]>(await post('/api/listBoardMembers', admin, {}));
    await adminOnly('/api/listBoardMembers', () => ({}));
    const ids = (await list()).map((m) => m.id);
    const reversed = [...ids].reverse();
    await adminOnly('/api/reorderBoardMembers', () => ({ ids: reversed }));
    const answer = ok<BoardMemberAdmin[]>(await post('/api/reorderBoardMembers', admin, { ids: reversed }));
    expect(answer.map((m) => m.id)).toEqual(reversed);
    expect((await list()).map((m) => m.id)).toEqual(reversed);
    expect((await publicBoard()).map((m) => m.name)).toEqual(answer.map((m) => m.name));
  });

  it('refuses a list that leaves a member out, names one twice or names a stranger', async () => {
    const ids = ok<BoardMemberAdmin[]>(await post('/api/listBoardMembers', admin, {})).map((m) => m.id);
    await refused(
      () => post('/api/reorderBoardMembers', admin, { ids: ids.slice(1) }),
      409,
      'reorder_incomplete',
    );
    await refused(
      () => post('/api/reorderBoardMembers', admin, { ids: [...ids.slice(1), 999_999] }),
      409,
      'reorder_incomplete',
    );
    await refused(
      () => post('/api/reorderBoardMembers', admin, { ids: [...ids, ids[0]] }),
      400,
      'invalid_field',
      /^ids: /,
    );
    await refused(() => post('/api/reorderBoardMembers', admin, { ids: [] }), 400, 'invalid_field', /^ids: /);
  });
});
