import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddBoardMemberRequest } from '../../common/api/requests';
import type { BoardMemberAdmin } from '../../common/api/types';
import { m } from '../../common/i18n/messages';
import { BOARD_REFUSED, canManageBoard } from '../../common/policies/board';
import type { Tx } from '../db/client';
import { boardMembers, boardPhotos } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { authorize } from '../policies/authorize';
import { named, recordAudit } from './audit';
import type { CurrentUser } from './auth';
import { writeLeague } from './league-write';
import { imageRow, type PreparedImage, prepareImage } from './logos';

/**
 * Board members on Meet the Team (docs/PRODUCT.md#board): admins add, edit, reorder and remove
 * them. Photos go through the team logos' checks and scaling and are kept in the database like
 * logos. Every write goes through writeLeague(), so the public answer and the prerendered page
 * change at once.
 */

export const BOARD_MEMBER_NOT_FOUND = m.server_board_member_not_found;
export const REORDER_INCOMPLETE = m.server_board_reorder_incomplete;

type Fields = Omit<AddBoardMemberRequest, 'access_token' | 'photo'>;
type Row = typeof boardMembers.$inferSelect;

const present = (row: Row): BoardMemberAdmin => ({
  id: row.id,
  name: row.name,
  role: row.role,
  mail: row.mail,
  img_url: row.imgUrl,
});

/** All members in their order, locked when a write is about to renumber or change them. */
async function members(tx: Tx | FastifyInstance['db'], lock = false): Promise<Row[]> {
  const query = tx.select().from(boardMembers).orderBy(asc(boardMembers.sortOrder), asc(boardMembers.id));
  return lock ? query.for('update') : query;
}

/** Stores the photo and answers the URL it is served under (a new hash, a new URL). */
async function storePhoto(tx: Tx, memberId: number, photo: PreparedImage): Promise<string> {
  const row = { boardMemberId: memberId, ...imageRow(photo) };
  await tx
    .insert(boardPhotos)
    .values(row)
    .onConflictDoUpdate({
      target: boardPhotos.boardMemberId,
      set: { contentType: row.contentType, data: row.data, hash: row.hash },
    });
  return `/board-photos/${memberId}-${photo.hash}.webp`;
}

/** A member as its audit entries keep it. */
const boardValues = (row: Row) => ({
  id: row.id,
  name: row.name,
  role: row.role,
  mail: row.mail,
  photo: row.imgUrl,
});

export async function listBoardMembers(app: FastifyInstance, user: CurrentUser): Promise<BoardMemberAdmin[]> {
  authorize(canManageBoard(user), 'board_not_allowed', BOARD_REFUSED());
  return (await members(app.db)).map(present);
}

export async function addBoardMember(
  app: FastifyInstance,
  user: CurrentUser,
  input: Fields & { photo: string },
): Promise<BoardMemberAdmin> {
  authorize(canManageBoard(user), 'board_not_allowed', BOARD_REFUSED());
  // Decoded and scaled before the transaction, so no lock waits for sharp.
  const photo = await prepareImage(input.photo, 'photo');
  const row = await writeLeague(app, async (tx) => {
    const all = await members(tx, true);
    const last = all.at(-1);
    const [created] = await tx
      .insert(boardMembers)
      .values({
        name: input.name,
        role: input.role,
        mail: input.mail,
        imgUrl: '',
        sortOrder: last ? last.sortOrder + 1 : 0,
      })
      .returning();
    if (!created) throw new Error('addBoardMember: insert returned nothing');
    const imgUrl = await storePhoto(tx, created.id, photo);
    await tx.update(boardMembers).set({ imgUrl }).where(eq(boardMembers.id, created.id));
    const row = { ...created, imgUrl };
    await recordAudit(tx, user, { action: 'board.add', target: named(row.name), after: boardValues(row) });
    return row;
  });
  return present(row);
}

export async function updateBoardMember(
  app: FastifyInstance,
  user: CurrentUser,
  input: Fields & { board_member_id: number; photo?: string | undefined },
): Promise<BoardMemberAdmin> {
  authorize(canManageBoard(user), 'board_not_allowed', BOARD_REFUSED());
  const photo = input.photo === undefined ? undefined : await prepareImage(input.photo, 'photo');
  const row = await writeLeague(app, async (tx) => {
    const id = input.board_member_id;
    const [before] = await tx.select().from(boardMembers).where(eq(boardMembers.id, id)).for('update');
    if (!before) throw notFound('board_member_not_found', BOARD_MEMBER_NOT_FOUND());
    const imgUrl = photo ? await storePhoto(tx, id, photo) : undefined;
    const [updated] = await tx
      .update(boardMembers)
      .set({ name: input.name, role: input.role, mail: input.mail, ...(imgUrl ? { imgUrl } : {}) })
      .where(eq(boardMembers.id, id))
      .returning();
    if (!updated) throw notFound('board_member_not_found', BOARD_MEMBER_NOT_FOUND());
    await recordAudit(tx, user, {
      action: 'board.edit',
      target: named(updated.name),
      before: boardValues(before),
      after: boardValues(updated),
    });
    return updated;
  });
  return present(row);
}

export async function removeBoardMember(
  app: FastifyInstance,
  user: CurrentUser,
  memberId: number,
): Promise<null> {
  authorize(canManageBoard(user), 'board_not_allowed', BOARD_REFUSED());
  await writeLeague(app, async (tx) => {
    // The photo goes with it (ON DELETE CASCADE).
    const [removed] = await tx.delete(boardMembers).where(eq(boardMembers.id, memberId)).returning();
    if (!removed) throw notFound('board_member_not_found', BOARD_MEMBER_NOT_FOUND());
    await recordAudit(tx, user, {
      action: 'board.remove',
      target: named(removed.name),
      before: boardValues(removed),
    });
  });
  return null;
}

/** `ids` names every member once; they are numbered 0, 1, 2 ... in that order. */
export async function reorderBoardMembers(
  app: FastifyInstance,
  user: CurrentUser,
  ids: number[],
): Promise<BoardMemberAdmin[]> {
  authorize(canManageBoard(user), 'board_not_allowed', BOARD_REFUSED());
  return writeLeague(app, async (tx) => {
    const all = await members(tx, true);
    const known = new Set(all.map((m) => m.id));
    if (ids.length !== all.length || !ids.every((id) => known.has(id)))
      throw conflict('reorder_incomplete', REORDER_INCOMPLETE());
    for (const [sortOrder, id] of ids.entries()) {
      await tx.update(boardMembers).set({ sortOrder }).where(eq(boardMembers.id, id));
    }
    const after = await members(tx);
    const order = (rows: Row[]) => ({ order: rows.map((m) => m.name).join(', ') });
    await recordAudit(tx, user, {
      action: 'board.reorder',
      target: { kind: 'board' },
      before: order(all),
      after: order(after),
    });
    return after.map(present);
  });
}
