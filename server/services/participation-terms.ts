import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParticipationTerms } from '../../common/api/eligibility';
import type { Todo } from '../../common/api/todos';
import { m } from '../../common/i18n/messages';
import type { Db, Tx } from '../db/client';
import { leagueTextVersions, termsAcceptances, users } from '../db/schema';
import { conflict } from '../lib/errors';
import type { CurrentUser } from './auth';
import { writeLeague } from './league-write';

/**
 * The participation terms (docs/PRODUCT.md#participation-terms, decision 097): the league text
 * 'participation', versioned as every league text is. Its version is the newest saved version id
 * of that text in any language, so a change in either language asks every player again. A player
 * accepts each version once before answering yes; every acceptance is kept (who, which, when).
 */

type Executor = Db | Tx;
const MEMBER_ROLES: readonly string[] = ['PLAYER', 'CAPTAIN'];

export async function currentTermsVersion(db: Executor): Promise<number> {
  const [row] = await db
    .select({ id: leagueTextVersions.id })
    .from(leagueTextVersions)
    .where(eq(leagueTextVersions.key, 'participation'))
    .orderBy(desc(leagueTextVersions.id))
    .limit(1);
  // 0: the league has not written its terms yet, and nobody is asked.
  return row?.id ?? 0;
}

export async function termsOf(db: Executor, userId: number): Promise<ParticipationTerms> {
  const version = await currentTermsVersion(db);
  const [last] = await db
    .select()
    .from(termsAcceptances)
    .where(eq(termsAcceptances.userId, userId))
    .orderBy(desc(termsAcceptances.version))
    .limit(1);
  return {
    version,
    accepted_version: last?.version ?? null,
    accepted_at: last ? last.acceptedAt.toISOString() : null,
    accepted: version === 0 || last?.version === version,
  };
}

/**
 * Whether the user accepted the current version, in one read (every page's session check asks it):
 * an acceptance is always of the version current then, so the newest is current when one of the
 * current version exists. True while the league has no terms (version 0).
 */
export async function termsAccepted(db: Executor, userId: number): Promise<boolean> {
  const current = sql`(select max(${leagueTextVersions.id}) from ${leagueTextVersions}
    where ${leagueTextVersions.key} = 'participation')`;
  const [row] = await db
    .select({
      accepted: sql<boolean>`${current} is null or exists (select 1 from ${termsAcceptances}
        where ${termsAcceptances.userId} = ${userId} and ${termsAcceptances.version} = ${current})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.accepted ?? true;
}

export async function getParticipationTerms(
  app: FastifyInstance,
  user: CurrentUser,
): Promise<ParticipationTerms> {
  return termsOf(app.db, user.id);
}

/** Accepts the current version (409 terms_version_outdated for another: the text changed meanwhile). */
export async function acceptParticipationTerms(
  app: FastifyInstance,
  user: CurrentUser,
  version: number,
): Promise<ParticipationTerms> {
  const now = app.clock.now();
  await writeLeague(app, async (tx) => {
    if (version !== (await currentTermsVersion(tx)))
      throw conflict('terms_version_outdated', m.server_terms_version_outdated());
    await tx
      .insert(termsAcceptances)
      .values({ userId: user.id, version, acceptedAt: now })
      .onConflictDoNothing();
  });
  return termsOf(app.db, user.id);
}

/** Refuses a yes (409 terms_not_accepted) from a player who has not accepted the current version. */
export async function refuseWithoutTerms(db: Executor, userId: number): Promise<void> {
  const version = await currentTermsVersion(db);
  if (version === 0) return;
  const [row] = await db
    .select({ version: termsAcceptances.version })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.version, version)));
  if (!row) throw conflict('terms_not_accepted', m.server_terms_not_accepted());
}

/** A member who has not accepted the current version is asked on the to-do list. */
export async function termsTodos(db: Executor, user: CurrentUser): Promise<Todo[]> {
  if (user.memberOf === null || !MEMBER_ROLES.includes(user.role)) return [];
  if (await termsAccepted(db, user.id)) return [];
  return [{ kind: 'participation_terms', text: m.server_todo_participation_terms(), user_id: user.id }];
}
