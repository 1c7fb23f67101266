import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  FairPlayTableAnswer,
  MatchFairPlay,
  RefereeFairPlay,
  rateFairPlayRequest,
  setFairPlayTiebreakRequest,
} from '../../common/api/fair-play';
import type { Todo } from '../../common/api/todos';
import { m } from '../../common/i18n/messages';
import {
  countedRatings,
  fairPlayTable,
  hasRated,
  isReleased,
  releaseAt,
} from '../../common/league/fair-play';
import type { Actor } from '../../common/policies/actor';
import {
  canReadRefereeFairPlay,
  canSetFairPlayTiebreak,
  FAIR_PLAY_REFUSED,
  fairPlaySide,
} from '../../common/policies/fair-play';
import { fairPlayRatings, groups, groupTeams, matches, results, seasons, teams, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import { authorize } from '../policies/authorize';
import { matchTargets, recordAudit, targetText } from './audit';
import type { CurrentUser } from './auth';
import {
  type Executor,
  fairPlayMatches,
  type MatchFacts,
  type MatchRow,
  refereesOf,
  seasonCounted,
} from './fair-play-facts';
import { writeLeague, writeLeagueIfShown } from './league-write';
import { caller, lockMatch, MATCH_NOT_FOUND } from './matches';

/**
 * Fair play (docs/PRODUCT.md#fair-play, decision 094): the captains of each side rate the other
 * team and the appointed referees once per match, from the match's first result (not a forfeit)
 * until 48 hours after it. The ratings are blind until both sides rated or the 48 hours passed;
 * a side silent by then counts as 3 (common/league/fair-play.ts), computed on every read.
 */

type Body<T extends z.ZodType> = Omit<z.output<T>, 'access_token'>;

/** The names the form shows: the team the caller's side rates and the appointed referees. */
async function namesFor(db: Executor, me: Actor, match: MatchRow) {
  const side = fairPlaySide(me, match);
  const otherId = side === null ? null : side === match.homeId ? match.guestId : match.homeId;
  const [other] =
    otherId === null ? [] : await db.select({ name: teams.name }).from(teams).where(eq(teams.id, otherId));
  const ids = refereesOf(match);
  const people = ids.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))
    : [];
  return {
    other_team: otherId === null ? null : { team_id: otherId, name: other?.name ?? '' },
    referees: ids.map((id) => ({ referee_id: id, name: people.find((p) => p.id === id)?.name ?? '' })),
  };
}
type Names = Awaited<ReturnType<typeof namesFor>>;

/** A match's ratings as the caller sees them: before release their side's own, after it all. */
function viewOf(
  me: Actor,
  match: MatchRow,
  facts: MatchFacts | undefined,
  now: Date,
  names: Names,
): MatchFairPlay {
  const side = fairPlaySide(me, match);
  const base = { match_id: match.id, ...names };
  if (!facts) {
    return {
      ...base,
      open: false,
      release_at: null,
      released: false,
      rated: false,
      can_rate: false,
      ratings: [],
    };
  }
  const released = isReleased(facts, now);
  const rated = side !== null && hasRated(facts, side);
  const shown = released
    ? countedRatings(facts, now)
    : facts.ratings.filter((r) => r.raterTeamId === side).map((r) => ({ ...r, neutral: false }));
  const stored = new Map(facts.ratings.map((r) => [`${r.raterTeamId} ${r.teamId} ${r.refereeId}`, r]));
  return {
    ...base,
    open: true,
    release_at: releaseAt(facts.openedAt).toISOString(),
    released,
    rated,
    can_rate: side !== null && !rated && now < releaseAt(facts.openedAt),
    ratings: shown.map((r) => {
      const original = stored.get(`${r.raterTeamId} ${r.teamId} ${r.refereeId}`);
      return {
        rater_team_id: r.raterTeamId,
        team_id: r.teamId,
        referee_id: r.refereeId,
        score: r.score,
        comment: r.neutral ? null : (original?.comment ?? null),
        neutral: r.neutral,
      };
    }),
  };
}

/** Captains of the two teams and admins read a match's ratings; admins only once released too. */
export async function getMatchFairPlay(
  app: FastifyInstance,
  user: CurrentUser,
  matchId: number,
): Promise<MatchFairPlay> {
  const [match] = await app.db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw notFound('match_not_found', MATCH_NOT_FOUND());
  const me: Actor = { id: user.id, role: user.role, memberOf: user.memberOf };
  authorize(
    fairPlaySide(me, match) !== null || canReadRefereeFairPlay(me),
    'fair_play_not_allowed',
    FAIR_PLAY_REFUSED.rate,
  );
  const facts = (await fairPlayMatches(app.db, [match])).get(match.id);
  return viewOf(me, match, facts, app.clock.now(), await namesFor(app.db, me, match));
}

export async function rateFairPlay(
  app: FastifyInstance,
  user: CurrentUser,
  input: Body<typeof rateFairPlayRequest>,
): Promise<MatchFairPlay> {
  return writeLeagueIfShown(app, async (tx) => {
    const me = await caller(tx, user);
    const match = await lockMatch(tx, input.match_id);
    const side = fairPlaySide(me, match);
    authorize(side !== null, 'fair_play_not_allowed', FAIR_PLAY_REFUSED.rate);
    if (side === null) throw new Error('rateFairPlay: no side after authorize');
    const now = app.clock.now();
    const facts = (await fairPlayMatches(tx, [match])).get(match.id);
    if (!facts) throw conflict('fair_play_not_open', m.server_fair_play_not_open());
    if (hasRated(facts, side)) throw conflict('fair_play_already_rated', m.server_fair_play_already_rated());
    if (now >= releaseAt(facts.openedAt)) throw conflict('fair_play_closed', m.server_fair_play_closed());
    const other = side === facts.homeId ? facts.guestId : facts.homeId;
    const teamRatings = input.ratings.filter((r) => 'team_id' in r);
    const refereeRatings = input.ratings.filter((r) => 'referee_id' in r);
    const named = refereeRatings.map((r) => r.referee_id).sort();
    const wanted = [...facts.refereeIds].sort();
    if (
      teamRatings.length !== 1 ||
      teamRatings[0]?.team_id !== other ||
      named.length !== wanted.length ||
      named.some((id, i) => id !== wanted[i])
    ) {
      throw badRequest('fair_play_ratings_mismatch', m.server_fair_play_ratings_mismatch());
    }
    const comment = teamRatings[0]?.comment;
    await tx.insert(fairPlayRatings).values([
      {
        matchId: match.id,
        raterTeamId: side,
        ratedBy: me.id,
        teamId: other,
        score: teamRatings[0]?.score ?? 0,
        comment: comment ? comment : null,
        createdAt: now,
      },
      ...refereeRatings.map((r) => ({
        matchId: match.id,
        raterTeamId: side,
        ratedBy: me.id,
        refereeId: r.referee_id,
        score: r.score,
        createdAt: now,
      })),
    ]);
    const after = (await fairPlayMatches(tx, [match])).get(match.id);
    const released = after !== undefined && isReleased(after, now);
    // Released now, the public fair-play table changes, and the standings where it breaks ties.
    return { value: viewOf(me, match, after, now, await namesFor(tx, me, match)), shown: released };
  });
}

/** The teams of a season's groups. */
async function seasonTeams(db: Executor, seasonId: number) {
  return db
    .selectDistinct({ id: teams.id, name: teams.name })
    .from(groupTeams)
    .innerJoin(groups, eq(groups.id, groupTeams.groupId))
    .innerJoin(teams, eq(teams.id, groupTeams.teamId))
    .where(eq(groups.seasonId, seasonId));
}

async function seasonOrNotFound(db: Executor, seasonId: number) {
  const [season] = await db.select().from(seasons).where(eq(seasons.id, seasonId));
  if (!season) throw notFound('season_not_found', m.server_season_not_found());
  return season;
}

/** The public fair-play table of a season: released ratings only, so it may be read by anyone. */
export async function getFairPlayTable(app: FastifyInstance, seasonId: number): Promise<FairPlayTableAnswer> {
  const season = await seasonOrNotFound(app.db, seasonId);
  const counted = await seasonCounted(app.db, season.id, app.clock.now());
  return {
    season_id: season.id,
    tiebreak: season.fairPlayTiebreak,
    rows: fairPlayTable(await seasonTeams(app.db, season.id), counted),
  };
}

/** Each referee's average of the released ratings of a season, for admins; best first, then name. */
export async function getRefereeFairPlay(
  app: FastifyInstance,
  user: CurrentUser,
  seasonId: number,
): Promise<RefereeFairPlay> {
  const me: Actor = { id: user.id, role: user.role, memberOf: user.memberOf };
  authorize(canReadRefereeFairPlay(me), 'referee_fair_play_not_allowed', FAIR_PLAY_REFUSED.referees);
  const season = await seasonOrNotFound(app.db, seasonId);
  const counted = (await seasonCounted(app.db, season.id, app.clock.now())).filter(
    (r) => r.refereeId !== null,
  );
  const ids = [...new Set(counted.map((r) => r.refereeId as number))];
  if (!ids.length) return [];
  const names = await app.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  // The same averaging as the teams' table, with the referees in the teams' place.
  return fairPlayTable(
    names,
    counted.map((r) => ({ teamId: r.refereeId, score: r.score })),
  ).map((row) => ({
    referee_id: row.team_id,
    name: row.name,
    average: row.average ?? 0,
    ratings: row.ratings,
  }));
}

export async function setFairPlayTiebreak(
  app: FastifyInstance,
  user: CurrentUser,
  input: Body<typeof setFairPlayTiebreakRequest>,
): Promise<FairPlayTableAnswer> {
  await writeLeague(app, async (tx) => {
    const me = await caller(tx, user);
    authorize(canSetFairPlayTiebreak(me), 'fair_play_tiebreak_not_allowed', FAIR_PLAY_REFUSED.tiebreak);
    const season = await seasonOrNotFound(tx, input.season_id);
    await tx.update(seasons).set({ fairPlayTiebreak: input.enabled }).where(eq(seasons.id, season.id));
    await recordAudit(tx, user, {
      action: 'season.fair_play_tiebreak',
      target: { kind: 'name', name: season.name },
      seasonId: season.id,
      before: { fair_play_tiebreak: season.fairPlayTiebreak },
      after: { fair_play_tiebreak: input.enabled },
    });
  });
  return getFairPlayTable(app, input.season_id);
}

/**
 * A captain's to-do items: each match of their team whose rating is open, not yet rated by the
 * team, with the 48 hours still running (due then).
 */
export async function fairPlayTodos(db: Executor, me: Actor, now: Date): Promise<Todo[]> {
  if (me.role !== 'CAPTAIN' || me.memberOf === null) return [];
  const team = me.memberOf;
  const since = new Date(now.getTime() - 48 * 3_600_000);
  const rows = await db
    .select()
    .from(matches)
    .where(
      and(
        or(eq(matches.homeId, team), eq(matches.guestId, team)),
        isNotNull(matches.homeId),
        isNotNull(matches.guestId),
        sql`exists (select 1 from ${results} where ${results.matchId} = ${matches.id} and not ${results.forfeit} and not ${results.unplayed} and ${results.createdAt} > ${since.toISOString()}::timestamptz)`,
      ),
    );
  const open = [...(await fairPlayMatches(db, rows)).values()].filter((facts) => {
    // An admin's result entered ahead of the kick-off asks nobody to rate a match not played yet.
    const played = facts.match.date !== null && facts.match.date <= now;
    return played && !hasRated(facts, team) && now < releaseAt(facts.openedAt);
  });
  const targets = await matchTargets(
    db,
    open.map((facts) => facts.match.id),
  );
  const items: Todo[] = open.flatMap((facts) => {
    const target = targets.get(facts.match.id)?.target;
    if (target?.kind !== 'pairing') return [];
    const homeRates = facts.homeId === team;
    return [
      {
        kind: 'rate_fair_play' as const,
        text: m.server_todo_rate_fair_play({
          team: (homeRates ? target.guest : target.home) ?? '',
          match: targetText(target),
        }),
        match_id: facts.match.id,
        team_id: homeRates ? facts.guestId : facts.homeId,
        due_at: releaseAt(facts.openedAt).toISOString(),
      },
    ];
  });
  return items.sort((a, b) => (a.due_at ?? '').localeCompare(b.due_at ?? ''));
}
