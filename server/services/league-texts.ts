import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Language } from '../../common/api/enums';
import type {
  LeagueDetails,
  LeagueTextKey,
  LeagueTextVersion,
  updateLeagueDetailsRequest,
} from '../../common/api/league-texts';
import { m } from '../../common/i18n/messages';
import { LIMITS } from '../../common/limits';
import { canEditLeagueTexts, LEAGUE_TEXTS_REFUSED } from '../../common/policies/league-texts';
import type { Db, Tx } from '../db/client';
import { leagueDetails, leagueTextVersions } from '../db/schema';
import { notFound } from '../lib/errors';
import { authorize } from '../policies/authorize';
import { named, recordAudit } from './audit';
import type { CurrentUser } from './auth';
import { writeLeague } from './league-write';

/**
 * The league's details and texts (docs/PRODUCT.md#league-texts, decision 043): admins edit them in
 * the dashboard, every save adds a version (nothing is overwritten), and a restore adds a copy of
 * an old one. Writes go through writeLeague(), so the public answers (getLeagueText,
 * getLeagueDetails) and the prerendered pages that show them change at once.
 */

export const LEAGUE_TEXT_VERSION_NOT_FOUND = m.server_league_text_version_not_found;

type VersionRow = typeof leagueTextVersions.$inferSelect;
type DetailsRow = typeof leagueDetails.$inferSelect;

export const presentVersion = (row: VersionRow): LeagueTextVersion => ({
  id: row.id,
  key: row.key,
  locale: row.locale,
  body: row.body,
  author_id: row.authorId,
  author_name: row.authorName,
  created_at: row.createdAt.toISOString(),
  restored_from: row.restoredFrom,
});

export const presentDetails = (row: Omit<DetailsRow, 'id'>): LeagueDetails => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  street: row.street,
  postal_code: row.postalCode,
  city: row.city,
  register: row.register,
  board: row.board,
  content_responsible: row.contentResponsible,
  instagram: row.instagram,
  match_window_months: row.matchWindowMonths,
  minimum_squad: row.minimumSquad,
  eligible_domains: row.eligibleDomains,
});

/** "privacy (de)": how an audit entry names a text. */
/** The newest version of every key and locale: the texts shown. */
const CURRENT_IDS = sql`(select max(${leagueTextVersions.id}) from ${leagueTextVersions} group by ${leagueTextVersions.key}, ${leagueTextVersions.locale})`;

async function currentVersion(db: Db | Tx, key: LeagueTextKey, locale: Language) {
  const [row] = await db
    .select()
    .from(leagueTextVersions)
    .where(and(eq(leagueTextVersions.key, key), eq(leagueTextVersions.locale, locale)))
    .orderBy(desc(leagueTextVersions.id))
    .limit(1);
  return row;
}

/** Every text with its current version, for the admin's Texts page. */
export async function listLeagueTexts(app: FastifyInstance, user: CurrentUser): Promise<LeagueTextVersion[]> {
  authorize(canEditLeagueTexts(user), 'league_texts_not_allowed', LEAGUE_TEXTS_REFUSED());
  const rows = await app.db
    .select()
    .from(leagueTextVersions)
    .where(inArray(leagueTextVersions.id, CURRENT_IDS))
    .orderBy(leagueTextVersions.key, leagueTextVersions.locale);
  return rows.map(presentVersion);
}

/** Adds a version: from now on the text shown. Two admins saving at once: the later save is shown, both are kept. */
async function addVersion(
  tx: Tx,
  user: CurrentUser,
  values: { key: LeagueTextKey; locale: Language; body: string; restoredFrom?: number },
): Promise<VersionRow> {
  const before = await currentVersion(tx, values.key, values.locale);
  const [created] = await tx
    .insert(leagueTextVersions)
    .values({
      key: values.key,
      locale: values.locale,
      body: values.body,
      authorId: user.id,
      authorName: user.name,
      restoredFrom: values.restoredFrom ?? null,
    })
    .returning();
  if (!created) throw new Error('addVersion: insert returned nothing');
  // The bodies stay in the versions; the entry names them, so the log stays small.
  await recordAudit(tx, user, {
    action: values.restoredFrom === undefined ? 'text.edit' : 'text.restore',
    target: { kind: 'text', key: values.key, locale: values.locale },
    before: before ? { version: before.id, characters: before.body.length } : null,
    after: {
      version: created.id,
      characters: created.body.length,
      ...(values.restoredFrom === undefined ? {} : { restored_from: values.restoredFrom }),
    },
  });
  return created;
}

export async function updateLeagueText(
  app: FastifyInstance,
  user: CurrentUser,
  input: { key: LeagueTextKey; locale: Language; body: string },
): Promise<LeagueTextVersion> {
  authorize(canEditLeagueTexts(user), 'league_texts_not_allowed', LEAGUE_TEXTS_REFUSED());
  const row = await writeLeague(app, (tx) => addVersion(tx, user, input));
  return presentVersion(row);
}

/** The versions of one text, newest (the current one) first. */
export async function leagueTextVersionsOf(
  app: FastifyInstance,
  user: CurrentUser,
  key: LeagueTextKey,
  locale: Language,
): Promise<LeagueTextVersion[]> {
  authorize(canEditLeagueTexts(user), 'league_texts_not_allowed', LEAGUE_TEXTS_REFUSED());
  const rows = await app.db
    .select()
    .from(leagueTextVersions)
    .where(and(eq(leagueTextVersions.key, key), eq(leagueTextVersions.locale, locale)))
    .orderBy(desc(leagueTextVersions.id))
    .limit(LIMITS.leagueTextVersionsShown);
  return rows.map(presentVersion);
}

/** Brings an old version back as a new one, by the admin who restores it; the versions in between stay. */
export async function restoreLeagueTextVersion(
  app: FastifyInstance,
  user: CurrentUser,
  versionId: number,
): Promise<LeagueTextVersion> {
  authorize(canEditLeagueTexts(user), 'league_texts_not_allowed', LEAGUE_TEXTS_REFUSED());
  const row = await writeLeague(app, async (tx) => {
    const [old] = await tx.select().from(leagueTextVersions).where(eq(leagueTextVersions.id, versionId));
    if (!old) throw notFound('league_text_version_not_found', LEAGUE_TEXT_VERSION_NOT_FOUND());
    return addVersion(tx, user, { key: old.key, locale: old.locale, body: old.body, restoredFrom: old.id });
  });
  return presentVersion(row);
}

export async function updateLeagueDetails(
  app: FastifyInstance,
  user: CurrentUser,
  input: Omit<z.output<typeof updateLeagueDetailsRequest>, 'access_token'>,
): Promise<LeagueDetails> {
  authorize(canEditLeagueTexts(user), 'league_texts_not_allowed', LEAGUE_TEXTS_REFUSED());
  const values = {
    name: input.name,
    email: input.email,
    phone: input.phone,
    street: input.street,
    postalCode: input.postal_code,
    city: input.city,
    register: input.register,
    board: input.board,
    contentResponsible: input.content_responsible,
    instagram: input.instagram,
    ...(input.match_window_months === undefined ? {} : { matchWindowMonths: input.match_window_months }),
    ...(input.minimum_squad === undefined ? {} : { minimumSquad: input.minimum_squad }),
    ...(input.eligible_domains === undefined ? {} : { eligibleDomains: input.eligible_domains }),
  };
  const row = await writeLeague(app, async (tx) => {
    const [before] = await tx.select().from(leagueDetails).where(eq(leagueDetails.id, 1)).for('update');
    const [after] = await tx
      .insert(leagueDetails)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: leagueDetails.id, set: values })
      .returning();
    if (!after) throw new Error('updateLeagueDetails: upsert returned nothing');
    await recordAudit(tx, user, {
      action: 'details.edit',
      target: named(after.name),
      before: before ? presentDetails(before) : null,
      after: presentDetails(after),
    });
    return after;
  });
  return presentDetails(row);
}
