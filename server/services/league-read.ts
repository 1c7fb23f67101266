import {
  and,
  asc,
  type Column,
  eq,
  getTableColumns,
  inArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { type PgTable, QueryBuilder } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DisciplineRulesAnswer } from '../../common/api/discipline';
import { MEMBER_ROLES } from '../../common/api/enums';
import { LEAGUE_TEXT_KEYS, type LeagueText, type LeagueTextKey } from '../../common/api/league-texts';
import type {
  BoardMember,
  Group,
  Match,
  PenaltyRule,
  PendingResults,
  Result,
  Season,
  SeasonSummary,
  Team,
  TeamMember,
  TopScorerSeason,
} from '../../common/api/types';
import { baseLocale } from '../../common/i18n/locale';
import { m } from '../../common/i18n/messages';
import { MATCH_WINDOW_MONTHS, matchWindowEnd, matchWindowStart } from '../../common/league/match-window';
import { type PenaltyDetail, seasonPenaltyDeductions } from '../../common/league/penalties';
import { DEFAULT_DISCIPLINE_RULES } from '../../common/league/suspensions';
import { isVisibleToVisitors } from '../../common/league/teams';
import { countsForTopScorers, topScorers } from '../../common/league/top-scorers';
import { canSeeAllContacts, opponentPhonesTeam } from '../../common/policies/contacts';
import { canSeePendingResults, MATCH_REFUSED, seesAnyPendingResults } from '../../common/policies/matches';
import type { Database, Db, Tx } from '../db/client';
import * as t from '../db/schema';
import { answerBytes } from '../lib/answer-bytes';
import { notFound } from '../lib/errors';
import { authorize } from '../policies/authorize';
import { presentMatch, withSourcesIn } from '../presenters/match';
import { presentPitch, sortPitches } from '../presenters/pitch';
import { presentResult, presentScorer } from '../presenters/result';
import { presentDisciplineRules, presentSeasonSummary } from '../presenters/season';
import { presentMember, presentTeam } from '../presenters/team';
import type { AccountsSnapshot } from './accounts-snapshot';
import type { CurrentUser } from './auth';
import { crestKey } from './crest';
import { eligibleLookup } from './eligibility';
import { tiebreakAverages } from './fair-play-facts';
import { explainGroup } from './group-explanations';
import { leagueChecks } from './league-checks';
import { presentDetails } from './league-texts';
import { PerLocale } from './public-cache';

/**
 * One table's rows, aggregated by the database into a JSON array per column: drivers (PGlite above
 * all) pay per row and per field received, so a few large values cost far less; and an array of
 * scalars per column is cheaper to build than an object or array per row. The aggregates of one
 * table read its rows in one pass, so their arrays line up (an ordered one sorts by a unique key).
 * Values then go through each column's own mapping, as a select() would, so rows come out alike.
 */
export function columnsOf<TTable extends PgTable, TKey extends keyof TTable['$inferSelect'] & string>(
  table: TTable,
  keys: readonly TKey[],
  orderBy: SQLWrapper[] = [],
) {
  const all = getTableColumns(table) as Record<string, Column>;
  const columns = keys.map((key) => all[key] as Column);
  const order = orderBy.length > 0 ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql``;
  /** The aggregate over the rows `where` keeps (all rows without it). */
  const query = (where?: SQLWrapper) =>
    sql`(select json_build_array(${sql.join(
      columns.map((column) => sql`json_agg(${column}${order})`),
      sql`, `,
    )}) from ${table}${where ? sql` where ${where}` : sql``})`;
  return {
    query: query(),
    queryWhere: query,
    /** An empty table aggregates to nulls. */
    parse(raw: (unknown[] | null)[]): Pick<TTable['$inferSelect'], TKey>[] {
      const count = raw[0]?.length ?? 0;
      const rows: Record<string, unknown>[] = [];
      for (let r = 0; r < count; r++) rows.push({});
      columns.forEach((column, c) => {
        const key = keys[c] as string;
        const values = raw[c] as unknown[];
        for (let r = 0; r < count; r++) {
          const value = values[r];
          (rows[r] as Record<string, unknown>)[key] =
            value === null ? null : column.mapFromDriverValue(value);
        }
      });
      return rows as Pick<TTable['$inferSelect'], TKey>[];
    },
  };
}

export const allKeys = <TTable extends PgTable>(table: TTable) =>
  Object.keys(getTableColumns(table)) as (keyof TTable['$inferSelect'] & string)[];

const SNAPSHOT = {
  seasonRows: columnsOf(t.seasons, allKeys(t.seasons), [t.seasons.id]),
  groupRows: columnsOf(t.groups, allKeys(t.groups), [t.groups.id]),
  groupTeamRows: columnsOf(t.groupTeams, allKeys(t.groupTeams)),
  matchRows: columnsOf(t.matches, allKeys(t.matches), [t.matches.id]),
  resultRows: columnsOf(t.results, allKeys(t.results), [t.results.id]),
  scorerRows: columnsOf(t.scorers, allKeys(t.scorers), [t.scorers.id]),
  teamRows: columnsOf(t.teams, allKeys(t.teams), [t.teams.id]),
  userRows: columnsOf(t.users, ['id', 'name', 'mail', 'phone', 'role', 'memberOf'], [t.users.id]),
  missedRows: columnsOf(t.missedRefereeDuties, allKeys(t.missedRefereeDuties)),
  adjustmentRows: columnsOf(t.penaltyAdjustments, allKeys(t.penaltyAdjustments)),
  pitchRows: columnsOf(t.pitches, ['id', 'name', 'address', 'mapUrl', 'isDefault'], [t.pitches.id]),
  boardRows: columnsOf(t.boardMembers, allKeys(t.boardMembers), [
    t.boardMembers.sortOrder,
    t.boardMembers.id,
  ]),
  detailRows: columnsOf(t.leagueDetails, allKeys(t.leagueDetails)),
  textRows: currentTexts(),
  disciplineRows: columnsOf(t.disciplineRules, allKeys(t.disciplineRules), [t.disciplineRules.seasonId]),
};

/** The current (newest) version of each league text, not the versions before it (decision 043). */
function currentTexts() {
  const part = columnsOf(t.leagueTextVersions, ['key', 'locale', 'body'], [t.leagueTextVersions.id]);
  const current = sql`${t.leagueTextVersions.id} in (select max(${t.leagueTextVersions.id}) from ${t.leagueTextVersions} group by ${t.leagueTextVersions.key}, ${t.leagueTextVersions.locale})`;
  return { ...part, query: part.queryWhere(current) };
}
const SNAPSHOT_PARTS = Object.entries(SNAPSHOT);
/**
 * The text of a statement answering one row of the given columns, rendered once by Drizzle's query
 * builder (`toSQL`): building the SQL anew would cost some 0.2 ms per rebuild. The builder wants a
 * FROM, hence the one-row VALUES list. The columns carry no bound values.
 */
export function oneRowStatement(columns: Record<string, SQL.Aliased>): string {
  const { sql: text, params } = new QueryBuilder().select(columns).from(sql`(values (0)) as one`).toSQL();
  if (params.length > 0) throw new Error('a statement rendered once with bound values');
  return text;
}

/** The parts' arrays in one JSON array: the column `snapshot` of parseParts. */
function partsArray(parts: SQLWrapper[]): SQL {
  return sql`json_build_array(${sql.join(parts, sql`, `)})`;
}

/** All of it in one statement: one round trip, and one consistent view of the league. */
const SNAPSHOT_QUERY = sql.raw(
  oneRowStatement({ snapshot: partsArray(SNAPSHOT_PARTS.map(([, part]) => part.query)).as('snapshot') }),
);

type Snapshot = { [K in keyof typeof SNAPSHOT]: ReturnType<(typeof SNAPSHOT)[K]['parse']> };

function parseSnapshot(result: unknown): Snapshot {
  return parseParts(SNAPSHOT_PARTS, result) as Snapshot;
}

function parseParts(parts: [string, { parse(raw: (unknown[] | null)[]): unknown }][], result: unknown) {
  const values = (result as { rows: { snapshot: (unknown[] | null)[][] }[] }).rows[0]?.snapshot ?? [];
  return Object.fromEntries(parts.map(([name, part], i) => [name, part.parse(values[i] ?? [])]));
}

/**
 * What a season's answers are built from (buildSeasons, buildPenalties, buildTopScorers): the
 * columns they read, so a one-season rebuild (loadSeasonSnapshot) reads no more. The full snapshot
 * has all of it.
 */
const SEASON_PARTS = {
  seasonRows: SNAPSHOT.seasonRows,
  groupRows: SNAPSHOT.groupRows,
  groupTeamRows: SNAPSHOT.groupTeamRows,
  matchRows: columnsOf(
    t.matches,
    [
      'id',
      'seasonId',
      'groupId',
      'week',
      'matchStage',
      'date',
      'homeId',
      'guestId',
      'refereeTeamId',
      'refereeId',
      'refereeTeamId2',
      'refereeId2',
      'pitchId',
      'postponedReason',
      'postponedAt',
    ],
    [t.matches.id],
  ),
  resultRows: SNAPSHOT.resultRows,
  scorerRows: SNAPSHOT.scorerRows,
  teamRows: columnsOf(t.teams, ['id', 'name', 'nameShort'], [t.teams.id]),
  userRows: columnsOf(t.users, ['id', 'name'], [t.users.id]),
  missedRows: SNAPSHOT.missedRows,
  adjustmentRows: SNAPSHOT.adjustmentRows,
  // The league's match window setting (one row): each season answers when its window ends.
  detailRows: columnsOf(t.leagueDetails, ['matchWindowMonths']),
};
const SEASON_PARTS_LIST = Object.entries(SEASON_PARTS);

/** The rows a season's answers are built from: one season's (loadSeasonSnapshot) or all (the full snapshot). */
export type SeasonSource = {
  [K in keyof typeof SEASON_PARTS]: ReturnType<(typeof SEASON_PARTS)[K]['parse']>;
};

/** Everything the public pages show, read in one query (no N+1). */
export async function loadLeagueSnapshot(db: Db): Promise<Snapshot> {
  return parseSnapshot(await db.execute(SNAPSHOT_QUERY));
}

/**
 * What one season's answers are built from (decisions 045, 047): its own rows, its final results
 * and their scorers, all teams, and only the users those results name, in the columns the answers
 * read (SEASON_PARTS), so a write in the running season reads the running season, not the league's
 * history. Results not final yet are left out: no public answer shows them (buildSeasons and
 * buildTopScorers skip them). Each filter is an equality on an indexed column against an array
 * computed once (`= any(array(...))`, an InitPlan): nested `in (subquery)` filters let the planner
 * hash-join whole tables (every result and scorer of the league's history) on its row estimates.
 */
export async function loadSeasonSnapshot(
  database: Pick<Database, 'db' | 'pglite' | 'pool'>,
  seasonId: number,
): Promise<SeasonSource> {
  if (!Number.isSafeInteger(seasonId)) throw new Error(`not a season id: ${seasonId}`);
  // A prepared statement: planning these fourteen parts anew costs more than running them.
  if (database.pool) {
    return parseSeason(
      await database.pool.query({ name: SEASON_SNAPSHOT, text: SEASON_SNAPSHOT_TEXT, values: [seasonId] }),
    );
  }
  const { db, pglite } = database;
  if (!pglite) throw new Error('a database without a pool or PGlite');
  if (!preparedOn.has(pglite)) {
    await db.execute(sql.raw(`prepare ${SEASON_SNAPSHOT}(integer) as ${SEASON_SNAPSHOT_TEXT}`));
    preparedOn.add(pglite);
  }
  return parseSeason(await db.execute(sql.raw(`execute ${SEASON_SNAPSHOT}(${seasonId})`)));
}

function parseSeason(result: unknown): SeasonSource {
  return parseParts(SEASON_PARTS_LIST, result) as SeasonSource;
}

/** The name of loadSeasonSnapshot's prepared statement (per connection on PostgreSQL, node-postgres prepares it). */
const SEASON_SNAPSHOT = 'league_season_snapshot';
/** The embedded databases (one session each) that have the statement prepared. */
const preparedOn = new WeakSet<object>();

/** The statement of loadSeasonSnapshot; its one parameter, $1, is the season's id. */
const SEASON_SNAPSHOT_TEXT = (() => {
  // Written as PostgreSQL names the parameter: Drizzle would number each use of a placeholder anew.
  const id = sql.raw('$1');
  const matchIds = sql`array(select ${t.matches.id} from ${t.matches} where ${t.matches.seasonId} = ${id})`;
  const finalIds = sql`array(select ${t.results.id} from ${t.results} where ${t.results.matchId} = any(${matchIds}) and ${t.results.isFinal})`;
  const where: Record<keyof typeof SEASON_PARTS, SQLWrapper> = {
    seasonRows: sql`${t.seasons.id} = ${id}`,
    groupRows: sql`${t.groups.seasonId} = ${id}`,
    groupTeamRows: sql`${t.groupTeams.groupId} = any(array(select ${t.groups.id} from ${t.groups} where ${t.groups.seasonId} = ${id}))`,
    matchRows: sql`${t.matches.seasonId} = ${id}`,
    resultRows: sql`${t.results.matchId} = any(${matchIds}) and ${t.results.isFinal}`,
    scorerRows: sql`${t.scorers.resultId} = any(${finalIds})`,
    teamRows: sql`true`,
    userRows: sql`${t.users.id} = any(array(select ${t.scorers.userId} from ${t.scorers} where ${t.scorers.resultId} = any(${finalIds})) || array(select ${t.results.submittedBy} from ${t.results} where ${t.results.matchId} = any(${matchIds}) and ${t.results.isFinal}))`,
    missedRows: sql`${t.missedRefereeDuties.seasonId} = ${id}`,
    adjustmentRows: sql`${t.penaltyAdjustments.seasonId} = ${id}`,
    detailRows: sql`true`,
  };
  return oneRowStatement({
    snapshot: partsArray(
      SEASON_PARTS_LIST.map(([name, part]) => part.queryWhere(where[name as keyof typeof SEASON_PARTS])),
    ).as('snapshot'),
  });
})();

export type LeagueSnapshot = Snapshot;

/**
 * Who a team list is for (docs/PRODUCT.md#roles): admins get contact data and the join requests
 * (role USER) in the roster, since they may answer them; members of a team get every roster by
 * name (their match cards name the referees); visitors and users in no team get no roster, only
 * what the public pages show: the captain's name and the player count (decision 053).
 */
export type TeamsView = 'admins' | 'members' | 'visitors';

export function buildTeams(
  snapshot: Pick<LeagueSnapshot, 'userRows' | 'teamRows'>,
  view: TeamsView,
  secret?: Uint8Array,
  eligible?: (userId: number) => boolean | undefined,
): Team[] {
  const withContacts = view === 'admins';
  const membersByTeam = new Map<number, TeamMember[]>();
  for (const u of snapshot.userRows) {
    if (u.memberOf === null || !(MEMBER_ROLES.includes(u.role) || (withContacts && u.role === 'USER')))
      continue;
    const member = presentMember(u, withContacts, eligible?.(u.id));
    const list = membersByTeam.get(u.memberOf) ?? [];
    list.push(member);
    membersByTeam.set(u.memberOf, list);
  }
  const usersById = new Map(snapshot.userRows.map((u) => [u.id, u]));
  return snapshot.teamRows.map((team) => {
    const players = membersByTeam.get(team.id) ?? [];
    const captain = team.captainId ? usersById.get(team.captainId) : undefined;
    const playerCount = players.filter((p) => p.role !== 'USER').length;
    // Admins (withContacts) see the real crests of teams awaiting acceptance (decision 037).
    const key = withContacts && secret && !team.accepted ? crestKey(secret, team.id) : undefined;
    const roster = view === 'visitors' ? undefined : players;
    return presentTeam(team, roster, playerCount, captain, withContacts, key);
  });
}

/** The public cache's answer of getTeams for members of a team: the visitors' one is 'teams'. */
export const TEAM_ROSTERS = 'teamRosters';

/**
 * getTeams for a logged-in caller (a visitor gets the shared cached answer), as the bytes of its
 * whole answer (answerBytes): admins get contact data and join requests; a team member the rosters and the phone of their
 * opponents' captains, since whoever plays a match may call the opposing captain; anyone else the
 * visitors' answer (docs/PRODUCT.md#roles, buildTeams).
 * From the accounts snapshot as of this request and the shared answer (decisions 036, 065).
 * The bytes are made once per snapshot, shared answer and view (admin, a team's members, anyone
 * else): serializing the 18 KB answer again for every call was a quarter of a dashboard read's CPU,
 * and encoding the kept string for every call another tenth of getTeams'.
 */
export async function teamsAnswerFor(request: FastifyRequest, user: CurrentUser): Promise<Buffer> {
  const app = request.server;
  const accounts = await app.accounts.current(request);
  const view = canSeeAllContacts(user) ? 'contacts' : (opponentPhonesTeam(user) ?? 'others');
  // The accounts' catch-up above received every change committed before this request.
  const shared =
    view === 'contacts'
      ? null
      : ((await app.publicCache.get(view === 'others' ? 'teams' : TEAM_ROSTERS, { caughtUp: true }))
          ?.data as Team[]);
  if (view === 'contacts' && (await leagueChecks(app)).eligibility) {
    // Each member's status this season (decision 096), read live: not kept with the snapshot's answer.
    const members = accounts.userRows.filter((u) => u.memberOf !== null && MEMBER_ROLES.includes(u.role));
    const eligible = await eligibleLookup(
      app.db,
      members.map((u) => u.id),
      true,
    );
    return answerBytes(buildTeams(accounts, 'admins', app.config.jwtSecret, eligible));
  }
  let answers = teamsAnswers.get(accounts);
  if (!answers) {
    answers = new Map();
    teamsAnswers.set(accounts, answers);
  }
  const kept = answers.get(view);
  if (kept && kept.shared === shared) return kept.bytes;
  const teams =
    shared === null
      ? buildTeams(accounts, 'admins', app.config.jwtSecret)
      : typeof view === 'number'
        ? withOpponentPhones(shared, opponentCaptainPhonesIn(accounts, view))
        : shared;
  const bytes = answerBytes(teams);
  answers.set(view, { shared, bytes });
  return bytes;
}

const teamsAnswers = new WeakMap<
  AccountsSnapshot,
  Map<number | 'contacts' | 'others', { shared: Team[] | null; bytes: Buffer }>
>();

function opponentCaptainPhonesIn(accounts: AccountsSnapshot, teamId: number): Map<number, string | null> {
  const phones = new Map<number, string | null>();
  for (const opponent of accounts.opponents.get(teamId) ?? []) {
    const captainId = accounts.teams.get(opponent)?.captainId;
    const captain = captainId === null || captainId === undefined ? undefined : accounts.users.get(captainId);
    if (captain) phones.set(opponent, captain.phone);
  }
  return phones;
}

function withOpponentPhones(shared: Team[], phones: Map<number, string | null>): Team[] {
  if (phones.size === 0) return shared;
  return shared.map((team) => {
    const phone = phones.get(team.id);
    return phone && team.captain ? { ...team, captain: { ...team.captain, phone } } : team;
  });
}

/** Rows by key, each list in the rows' order: one pass instead of a filter per season or group. */
function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = out.get(key);
    if (list) list.push(row);
    else out.set(key, [row]);
  }
  return out;
}

export function buildPenalties(snapshot: SeasonSource): Map<number, Record<number, number>> {
  const missedBySeason = groupBy(snapshot.missedRows, (m) => m.seasonId);
  const adjustmentsBySeason = groupBy(snapshot.adjustmentRows, (a) => a.seasonId);
  const out = new Map<number, Record<number, number>>();
  for (const season of snapshot.seasonRows) {
    out.set(
      season.id,
      seasonPenaltyDeductions(
        season.penaltyRule as PenaltyRule,
        missedBySeason.get(season.id) ?? [],
        adjustmentsBySeason.get(season.id) ?? [],
      ),
    );
  }
  return out;
}

/** Per season and team, the missed duties (with their match) and admin adjustments behind its penalty. */
function buildPenaltyDetails(snapshot: SeasonSource): Map<number, Record<number, PenaltyDetail>> {
  const teamNames = new Map(snapshot.teamRows.map((team) => [team.id, team.name]));
  const matchesById = new Map(snapshot.matchRows.map((m) => [m.id, m]));
  const out = new Map<number, Record<number, PenaltyDetail>>();
  const detailOf = (seasonId: number, teamId: number): PenaltyDetail => {
    let season = out.get(seasonId);
    if (!season) {
      season = {};
      out.set(seasonId, season);
    }
    season[teamId] ??= { missed: [], adjustments: [] };
    return season[teamId];
  };
  for (const duty of [...snapshot.missedRows].sort((x, y) => x.id - y.id)) {
    const match = matchesById.get(duty.matchId);
    if (!match) continue;
    detailOf(duty.seasonId, duty.teamId).missed.push({
      week: match.week,
      home: teamNames.get(match.homeId ?? -1) ?? '',
      guest: teamNames.get(match.guestId ?? -1) ?? '',
    });
  }
  for (const a of [...snapshot.adjustmentRows].sort((x, y) => x.id - y.id)) {
    detailOf(a.seasonId, a.teamId).adjustments.push({ duties: a.duties, reason: a.reason });
  }
  return out;
}

/**
 * The seasons in every language: their tables' explanations are sentences (decision 042).
 * `fairPlay`: the averages of the seasons that break ties by fair play (decision 094).
 */
export function buildSeasons(
  snapshot: SeasonSource,
  penalties: Map<number, Record<number, number>>,
  fairPlay: ReadonlyMap<number, ReadonlyMap<number, number>> = new Map(),
): PerLocale<Season[]> {
  const userNames = new Map(snapshot.userRows.map((u) => [u.id, u.name]));
  const teamsById = new Map(snapshot.teamRows.map((team) => [team.id, team]));

  // Visitors see final results only (docs/PRODUCT.md#results-and-scorers): a suggestion, its
  // submitter's name and its scorers stay out of the public answers; those who act on it read it
  // through getPendingResults (pendingResultsFor).
  const finalIds = new Set<number>();
  for (const r of snapshot.resultRows) if (r.isFinal) finalIds.add(r.id);
  const scorersByResult = new Map<number, Result['scorer']>();
  for (const s of snapshot.scorerRows) {
    if (!finalIds.has(s.resultId)) continue;
    const list = scorersByResult.get(s.resultId) ?? [];
    list.push(presentScorer(s, userNames.get(s.userId) ?? ''));
    scorersByResult.set(s.resultId, list);
  }
  const resultsByMatch = new Map<number, Result[]>();
  for (const r of snapshot.resultRows) {
    if (!r.isFinal) continue;
    const list = resultsByMatch.get(r.matchId) ?? [];
    const submitter = r.submittedBy ? (userNames.get(r.submittedBy) ?? null) : null;
    list.push(presentResult(r, submitter, scorersByResult.get(r.id) ?? []));
    resultsByMatch.set(r.matchId, list);
  }

  const matchesBySeason = new Map<number, Match[]>();
  for (const m of snapshot.matchRows) {
    const list = matchesBySeason.get(m.seasonId) ?? [];
    // In English here, named in each language below: a rebuild runs inside whichever request
    // asked first, whose language must not become everyone's.
    list.push(presentMatch(m, resultsByMatch.get(m.id) ?? [], baseLocale));
    matchesBySeason.set(m.seasonId, list);
  }

  const finalByMatch = new Map<number, Result>();
  for (const [matchId, list] of resultsByMatch) {
    const final = list.find((r) => r.is_final);
    if (final) finalByMatch.set(matchId, final);
  }

  const groupsBySeason = groupBy(snapshot.groupRows, (g) => g.seasonId);
  const membersByGroup = groupBy(snapshot.groupTeamRows, (gt) => gt.groupId);
  const matchesByGroup = groupBy(snapshot.matchRows, (m) => m.groupId);
  const penaltyDetails = buildPenaltyDetails(snapshot);
  const months = snapshot.detailRows[0]?.matchWindowMonths ?? MATCH_WINDOW_MONTHS.default;
  const firstKickOffs = new Map<number, Date>();
  for (const match of snapshot.matchRows) {
    const first = firstKickOffs.get(match.seasonId);
    if (match.date && (!first || match.date < first)) firstKickOffs.set(match.seasonId, match.date);
  }
  const built = snapshot.seasonRows.map((season) => {
    const seasonPenalties = penalties.get(season.id) ?? {};
    const groups = (groupsBySeason.get(season.id) ?? []).map((g) => {
      const members = (membersByGroup.get(g.id) ?? [])
        .map((gt) => teamsById.get(gt.teamId))
        .filter((team) => team !== undefined)
        .map((team) => ({ id: team.id, name: team.name, name_short: team.nameShort }));
      const groupMatches = (matchesByGroup.get(g.id) ?? []).filter(
        (m) => m.homeId !== null && m.guestId !== null,
      );
      const played = groupMatches.flatMap((m) => {
        const final = finalByMatch.get(m.id);
        return final
          ? [
              {
                week: m.week,
                home_id: m.homeId as number,
                guest_id: m.guestId as number,
                score_home: final.score_home,
                score_guest: final.score_guest,
                forfeit_team_id: final.forfeit_team_id,
              },
            ]
          : [];
      });
      const { rows, explanations } = explainGroup({
        groupId: g.id,
        teams: members,
        played,
        remaining: groupMatches
          .filter((m) => !finalByMatch.has(m.id))
          .map((m) => ({ home_id: m.homeId as number, guest_id: m.guestId as number })),
        penaltyPoints: seasonPenalties,
        penaltyRule: season.penaltyRule as PenaltyRule,
        penaltyDetails: penaltyDetails.get(season.id) ?? {},
        inPlay: !season.groupStageClosed && groupMatches.some((m) => !finalByMatch.has(m.id)),
        fairPlay: fairPlay.get(season.id) ?? null,
      });
      return { group: g, rows, explanations };
    });
    return { season, groups };
  });
  // Each language's seasons share everything but the explanations' sentences and the names of
  // knockout sides not known yet ('Winner QF1', 'Sieger VF1').
  return PerLocale.build((locale) =>
    built.map(({ season, groups }) => ({
      id: season.id,
      name: season.name,
      penalty_rule: season.penaltyRule as PenaltyRule,
      auto_accept_hours: season.autoAcceptHours,
      group_stage_closed: season.groupStageClosed,
      match_window_end: matchWindowEnd(
        matchWindowStart(firstKickOffs.get(season.id) ?? null, season.createdAt),
        months,
      ).toISOString(),
      groups: groups.map(
        ({ group, rows, explanations }): Group => ({
          id: group.id,
          name: group.name,
          season_id: season.id,
          teams: rows,
          explanations: explanations[locale],
        }),
      ),
      matches: (matchesBySeason.get(season.id) ?? []).map((match) => withSourcesIn(match, locale)),
    })),
  );
}

export function buildTopScorers(snapshot: SeasonSource): TopScorerSeason[] {
  const userNames = new Map(snapshot.userRows.map((u) => [u.id, u.name]));
  const seasonOfMatch = new Map(snapshot.matchRows.map((m) => [m.id, m.seasonId]));
  const finalResults = new Map(
    snapshot.resultRows
      .filter((r) => countsForTopScorers({ is_final: r.isFinal, forfeit: r.forfeit, unplayed: r.unplayed }))
      .map((r) => [r.id, seasonOfMatch.get(r.matchId)]),
  );
  const scorersBySeason = groupBy(snapshot.scorerRows, (s) => finalResults.get(s.resultId));
  return snapshot.seasonRows.map((season) => ({
    season_id: season.id,
    top_scorers: topScorers(
      (scorersBySeason.get(season.id) ?? []).map((s) => ({
        user_id: s.userId,
        name: userNames.get(s.userId) ?? '',
        team_id: s.teamId,
        goals: s.goalCount,
      })),
    ).map((s) => ({ rank: s.rank, user_id: s.user_id, name: s.name, goals: s.goals, team_id: s.team_id })),
  }));
}

export function buildBoardMembers(snapshot: LeagueSnapshot): BoardMember[] {
  return snapshot.boardRows.map((b) => ({ name: b.name, role: b.role, mail: b.mail, img_url: b.imgUrl }));
}

/** Every public answer, keyed for the cache. */
/**
 * Whether the public answers can show this user's name: as a team's member or captain, a scorer or
 * the submitter of a final result (buildTeams, buildSeasons, buildTopScorers; keep this in step
 * with them).
 * A profile change of anyone else leaves the public cache warm (decision 023).
 */
export async function nameShownPublicly(db: Db | Tx, userId: number): Promise<boolean> {
  const result = (await db.execute(
    sql`select (
      exists (select 1 from ${t.users} where ${t.users.id} = ${userId} and ${t.users.memberOf} is not null)
      or exists (select 1 from ${t.teams} where ${t.teams.captainId} = ${userId})
      or exists (select 1 from ${t.scorers} join ${t.results} on ${t.results.id} = ${t.scorers.resultId}
                 where ${t.scorers.userId} = ${userId} and ${t.results.isFinal})
      or exists (select 1 from ${t.results} where ${t.results.submittedBy} = ${userId} and ${t.results.isFinal})
    ) as shown`,
  )) as unknown as { rows: { shown: boolean }[] };
  return result.rows[0]?.shown === true;
}

/**
 * The season's results that are not final yet, with submitter and scorers, of the matches the user
 * may see them for (canSeePendingResults): every match for an admin, the matches their team plays
 * or referees for a captain, the matches they are appointed to referee. Read per call, never cached: the public answers leave them out.
 */
export async function pendingResultsFor(
  app: FastifyInstance,
  user: CurrentUser,
  seasonId: number,
): Promise<PendingResults[]> {
  const [season] = await app.db
    .select({ id: t.seasons.id })
    .from(t.seasons)
    .where(eq(t.seasons.id, seasonId));
  // Beyond admins and captains, a player appointed to referee a match of the season sees its
  // pending results: the one they confirm (decision 093).
  const refereesHere = async () =>
    season !== undefined &&
    (
      await app.db
        .select({ id: t.matches.id })
        .from(t.matches)
        .where(
          and(
            eq(t.matches.seasonId, season.id),
            or(eq(t.matches.refereeId, user.id), eq(t.matches.refereeId2, user.id)),
          ),
        )
        .limit(1)
    ).length > 0;
  authorize(
    seesAnyPendingResults(user) || (await refereesHere()),
    'pending_results_not_allowed',
    MATCH_REFUSED.pendingResults,
  );
  if (!season) throw notFound('season_not_found', m.server_season_not_found_short());
  const rows = await app.db
    .select({
      result: t.results,
      homeId: t.matches.homeId,
      guestId: t.matches.guestId,
      refereeTeamId: t.matches.refereeTeamId,
      refereeTeamId2: t.matches.refereeTeamId2,
      refereeId: t.matches.refereeId,
      refereeId2: t.matches.refereeId2,
      submitter: t.users.name,
    })
    .from(t.results)
    .innerJoin(t.matches, eq(t.matches.id, t.results.matchId))
    .leftJoin(t.users, eq(t.users.id, t.results.submittedBy))
    .where(and(eq(t.matches.seasonId, seasonId), eq(t.results.isFinal, false)))
    .orderBy(asc(t.results.id));
  const shown = rows.filter((row) => canSeePendingResults(user, { ...row, hasFinal: false }));
  if (shown.length === 0) return [];
  const scorerRows = await app.db
    .select({ scorer: t.scorers, name: t.users.name })
    .from(t.scorers)
    .innerJoin(t.users, eq(t.users.id, t.scorers.userId))
    .where(
      inArray(
        t.scorers.resultId,
        shown.map((row) => row.result.id),
      ),
    )
    .orderBy(asc(t.scorers.id));
  const scorersByResult = groupBy(scorerRows, (row) => row.scorer.resultId);
  const byMatch = new Map<number, Result[]>();
  for (const { result, submitter } of shown) {
    const scorers = (scorersByResult.get(result.id) ?? []).map((row) => presentScorer(row.scorer, row.name));
    const list = byMatch.get(result.matchId) ?? [];
    list.push(presentResult(result, submitter, scorers));
    byMatch.set(result.matchId, list);
  }
  return [...byMatch].map(([matchId, results]) => ({ match_id: matchId, results }));
}

/** `now`: fair-play ratings count from their release (decision 094), so a tie-break reads the clock. */
export async function buildPublicAnswers(db: Db, now: Date): Promise<Map<string, unknown>> {
  return publicAnswers(await loadLeagueSnapshot(db), await tiebreakAverages(db, now));
}

/** The answer of one season's own read (GET /api/getSeason). */
export const seasonKey = (seasonId: number) => `season:${seasonId}`;
/** The newest season's answer, which the visitor pages show first (web/app/prerender.ts). */
export const NEWEST_SEASON = 'newestSeason';

/** The newest season's discipline rules, which /rules states (getDisciplineRules of that season). */
export const NEWEST_DISCIPLINE_RULES = 'newestDisciplineRules';

/** The league's details (getLeagueDetails). */
export const LEAGUE_DETAILS = 'leagueDetails';
/** One league text in every language (getLeagueText). */
export const leagueTextKey = (key: LeagueTextKey) => `text:${key}` as const;

/** The details and each text's current body per language; a text never saved in a language is empty there. */
function setLeagueTextAnswers(answers: Map<string, unknown>, snapshot: LeagueSnapshot) {
  const [details] = snapshot.detailRows;
  answers.set(LEAGUE_DETAILS, details ? presentDetails(details) : null);
  for (const key of LEAGUE_TEXT_KEYS) {
    const text: LeagueText = { key, de: '', en: '' };
    for (const row of snapshot.textRows) if (row.key === key) text[row.locale] = row.body;
    answers.set(leagueTextKey(key), text);
  }
}

export function publicAnswers(
  snapshot: LeagueSnapshot,
  fairPlay: ReadonlyMap<number, ReadonlyMap<number, number>> = new Map(),
): Map<string, unknown> {
  const penalties = buildPenalties(snapshot);
  const seasons = buildSeasons(snapshot, penalties, fairPlay);
  const answers = new Map<string, unknown>([
    ['seasons', seasons],
    ['groups', seasons.map((list) => list.flatMap((s) => s.groups))],
    // A team awaiting acceptance is shown to its own members and admins only (getMyTeam, admin getTeams).
    ['teams', buildTeams(snapshot, 'visitors').filter(isVisibleToVisitors)],
    [TEAM_ROSTERS, buildTeams(snapshot, 'members').filter(isVisibleToVisitors)],
    ['topScorers', buildTopScorers(snapshot)],
    ['boardMembers', buildBoardMembers(snapshot)],
    ['pitches', sortPitches(snapshot.pitchRows.map(presentPitch))],
  ]);
  setSeasonAnswers(answers, snapshot, seasons, penalties);
  setLeagueTextAnswers(answers, snapshot);
  answers.set(NEWEST_DISCIPLINE_RULES, newestDisciplineRules(snapshot));
  return answers;
}

/**
 * Null without a season. Only setDisciplineRules changes them (a full rebuild) and a new season is
 * a full rebuild too, so a season's own rebuild keeps this answer.
 */
function newestDisciplineRules(snapshot: LeagueSnapshot): DisciplineRulesAnswer | null {
  const newest = Math.max(...snapshot.seasonRows.map((row) => row.id));
  if (!Number.isFinite(newest)) return null;
  const own = snapshot.disciplineRows.find((row) => row.seasonId === newest);
  return presentDisciplineRules(newest, own ?? DEFAULT_DISCIPLINE_RULES);
}

/**
 * The per-season answers and the season list, from the seasons built (all or some of them). The
 * answers with seasons are PerLocale: their tables' explanations are sentences (decision 042).
 */
function setSeasonAnswers(
  answers: Map<string, unknown>,
  snapshot: LeagueSnapshot,
  seasons: PerLocale<Season[]>,
  penalties: Map<number, Record<number, number>>,
) {
  answers.set('seasonList', snapshot.seasonRows.map(presentSeasonSummary));
  let newest: PerLocale<Season> | null = null;
  for (const [i, season] of seasons.base.entries()) {
    const answer = seasons.map((list) => list[i] as Season);
    answers.set(seasonKey(season.id), answer);
    if (!newest || season.id > newest.base.id) newest = answer;
  }
  // The very object of the newest season's own answer, so the two are serialized once (public-cache.ts).
  answers.set(NEWEST_SEASON, newest ?? PerLocale.build(() => null));
  for (const [seasonId, deductions] of penalties) {
    answers.set(
      `penalties:${seasonId}`,
      Object.fromEntries(Object.entries(deductions).filter(([, p]) => p > 0)),
    );
  }
}

/**
 * After a write confined to one season (decision 045): the answers before it with that season's
 * parts built anew from `snapshot` (loadSeasonSnapshot); every other season's parts are the same
 * objects as before (so their serializations are kept, public-cache.ts). Null when the season is
 * gone (a full rebuild then).
 */
export function withSeasonRebuilt(
  before: ReadonlyMap<string, unknown>,
  snapshot: SeasonSource,
  fairPlay: ReadonlyMap<number, ReadonlyMap<number, number>> = new Map(),
): Map<string, unknown> | null {
  const [seasonRow] = snapshot.seasonRows;
  if (!seasonRow) return null;
  const penalties = buildPenalties(snapshot);
  const built = buildSeasons(snapshot, penalties, fairPlay);
  const [scorers] = buildTopScorers(snapshot);
  const oldSeasons = before.get('seasons') as PerLocale<Season[]>;
  const oldList = before.get('seasonList') as SeasonSummary[];
  const rebuilt = built.base[0];
  if (!rebuilt || !scorers || !oldSeasons.base.some((s) => s.id === rebuilt.id)) return null;
  const season = built.map((list) => list[0] as Season);
  const answers = new Map(before);
  const seasons = oldSeasons.map((list, locale) =>
    list.map((s) => (s.id === rebuilt.id ? season.byLocale[locale] : s)),
  );
  answers.set('seasons', seasons);
  answers.set(
    'groups',
    seasons.map((list) => list.flatMap((s) => s.groups)),
  );
  answers.set(
    'topScorers',
    (before.get('topScorers') as TopScorerSeason[]).map((s) => (s.season_id === rebuilt.id ? scorers : s)),
  );
  answers.set(
    'seasonList',
    oldList.map((s) => (s.id === rebuilt.id ? presentSeasonSummary(seasonRow) : s)),
  );
  answers.set(seasonKey(rebuilt.id), season);
  if ((before.get(NEWEST_SEASON) as PerLocale<Season | null>).base?.id === rebuilt.id) {
    answers.set(NEWEST_SEASON, season);
  }
  const deductions = penalties.get(rebuilt.id) ?? {};
  answers.set(
    `penalties:${rebuilt.id}`,
    Object.fromEntries(Object.entries(deductions).filter(([, p]) => p > 0)),
  );
  return answers;
}
