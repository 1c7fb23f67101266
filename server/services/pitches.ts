import { count, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddPitchRequest } from '../../common/api/requests';
import type { Pitch } from '../../common/api/types';
import { m } from '../../common/i18n/messages';
import { PITCH_REFUSED, pitchRemovalRefusal } from '../../common/league/pitches';
import { canManagePitches } from '../../common/policies/pitches';
import type { Db, Tx } from '../db/client';
import { matches, pitches } from '../db/schema';
import { conflict, isUniqueViolation, notFound } from '../lib/errors';
import { authorize } from '../policies/authorize';
import { presentPitch } from '../presenters/pitch';
import { named, recordAudit } from './audit';
import type { CurrentUser } from './auth';
import { writeLeague } from './league-write';
import { matchPlaceChange } from './match-date';

/**
 * Pitches (docs/PRODUCT.md#pitches): admins add, edit and remove them and choose the default. The
 * list itself is a public read (getPitches, from the public cache). Exactly one pitch is the
 * default: the migration seeds one, it cannot be removed, and choosing another unsets it in the
 * same transaction (the partial unique index pitches_one_default backs this up).
 */

export const PITCH_NOT_FOUND = m.server_pitch_not_found;

type PitchRow = typeof pitches.$inferSelect;
type PitchInput = Omit<AddPitchRequest, 'access_token'>;

async function lockPitch(tx: Tx, pitchId: number): Promise<PitchRow> {
  const [row] = await tx.select().from(pitches).where(eq(pitches.id, pitchId)).for('update');
  if (!row) throw notFound('pitch_not_found', PITCH_NOT_FOUND());
  return row;
}

/** A pitch as its audit entries keep it. */
const pitchValues = (pitch: PitchRow) => ({
  id: pitch.id,
  name: pitch.name,
  address: pitch.address,
  map_url: pitch.mapUrl,
});

/** Whether the pitch exists (a match may name it). */
export async function pitchExists(db: Db | Tx, pitchId: number): Promise<boolean> {
  const [row] = await db.select({ id: pitches.id }).from(pitches).where(eq(pitches.id, pitchId));
  return row !== undefined;
}

/** A taken name is a 409 with its sentence, whichever write ran into it. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('pitch_name_taken', PITCH_REFUSED.nameTaken());
    throw error;
  }
}

/** The matches played at the pitch: those naming it, and for the default those naming none. */
const playedAt = (pitch: Pick<PitchRow, 'id' | 'isDefault'>) =>
  pitch.isDefault
    ? or(eq(matches.pitchId, pitch.id), isNull(matches.pitchId))
    : eq(matches.pitchId, pitch.id);

export async function addPitch(app: FastifyInstance, user: CurrentUser, input: PitchInput): Promise<Pitch> {
  authorize(canManagePitches(user), 'pitches_not_allowed', PITCH_REFUSED.manage());
  const row = await uniqueName(() =>
    writeLeague(app, async (tx) => {
      const [created] = await tx
        .insert(pitches)
        .values({ name: input.name, address: input.address, mapUrl: input.map_url })
        .returning();
      if (!created) throw new Error('addPitch: insert returned nothing');
      await recordAudit(tx, user, {
        action: 'pitch.add',
        target: named(created.name),
        after: pitchValues(created),
      });
      return created;
    }),
  );
  return presentPitch(row);
}

export async function updatePitch(
  app: FastifyInstance,
  user: CurrentUser,
  input: PitchInput & { pitch_id: number },
): Promise<Pitch> {
  authorize(canManagePitches(user), 'pitches_not_allowed', PITCH_REFUSED.manage());
  const row = await uniqueName(() =>
    writeLeague(app, async (tx) => {
      const before = await lockPitch(tx, input.pitch_id);
      const [updated] = await tx
        .update(pitches)
        .set({ name: input.name, address: input.address, mapUrl: input.map_url })
        .where(eq(pitches.id, before.id))
        .returning();
      if (!updated) throw notFound('pitch_not_found', PITCH_NOT_FOUND());
      // The calendar events of its matches now name another place.
      if (before.name !== updated.name || before.address !== updated.address) {
        await tx.update(matches).set(matchPlaceChange()).where(playedAt(before));
      }
      await recordAudit(tx, user, {
        action: 'pitch.edit',
        target: named(updated.name),
        before: pitchValues(before),
        after: pitchValues(updated),
      });
      return updated;
    }),
  );
  return presentPitch(row);
}

export async function removePitch(app: FastifyInstance, user: CurrentUser, pitchId: number): Promise<null> {
  authorize(canManagePitches(user), 'pitches_not_allowed', PITCH_REFUSED.manage());
  await writeLeague(app, async (tx) => {
    const pitch = await lockPitch(tx, pitchId);
    const [used] = await tx.select({ n: count() }).from(matches).where(eq(matches.pitchId, pitch.id));
    const refusal = pitchRemovalRefusal(pitch, used?.n ?? 0);
    if (refusal) throw conflict('pitch_not_removable', refusal);
    await tx.delete(pitches).where(eq(pitches.id, pitch.id));
    await recordAudit(tx, user, {
      action: 'pitch.remove',
      target: named(pitch.name),
      before: pitchValues(pitch),
    });
  });
  return null;
}

/** Makes the pitch the default: matches without a pitch of their own move there. */
export async function setDefaultPitch(
  app: FastifyInstance,
  user: CurrentUser,
  pitchId: number,
): Promise<Pitch> {
  authorize(canManagePitches(user), 'pitches_not_allowed', PITCH_REFUSED.manage());
  const row = await writeLeague(app, async (tx) => {
    const pitch = await lockPitch(tx, pitchId);
    if (pitch.isDefault) return pitch;
    // Every default row locked too: two admins choosing at once are served one after the other.
    const [previous] = await tx
      .select({ name: pitches.name })
      .from(pitches)
      .where(eq(pitches.isDefault, true))
      .for('update');
    await tx.update(pitches).set({ isDefault: false }).where(eq(pitches.isDefault, true));
    const [updated] = await tx
      .update(pitches)
      .set({ isDefault: true })
      .where(eq(pitches.id, pitch.id))
      .returning();
    if (!updated) throw notFound('pitch_not_found', PITCH_NOT_FOUND());
    await tx.update(matches).set(matchPlaceChange()).where(isNull(matches.pitchId));
    await recordAudit(tx, user, {
      action: 'pitch.default',
      target: named(updated.name),
      before: { default_pitch: previous?.name ?? null },
      after: { default_pitch: updated.name },
    });
    return updated;
  });
  return presentPitch(row);
}
