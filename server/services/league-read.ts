import { asc, eq, or, sql } from 'drizzle-orm';
import type {
  BoardMember,
  Group,
  Match,
  PenaltyRule,
  Result,
  Season,
  Team,
  TeamMember,
  TopScorerSeason,
} from '../../common/api/types';
import { isKnockoutStage, sourceLabel } from '../../common/league/bracket';
import { penaltyDeductions } from '../../common/league/penalties';
import { computeStandings } from '../../common/league/standings';
import { topScorers } from '../../common/league/top-scorers';
import type { Db } from '../db/client';
import * as t from '../db/schema';

/** Everything the public pages show, read in one go (a handful of queries, no N+1). */
export async function loadLeagueSnapshot(db: Db) {
  const [
    seasonRows,
    groupRows,
    groupTeamRows,
    matchRows,
    resultRows,
    scorerRows,
    teamRows,
    userRows,
    missedRows,
    adjustmentRows,
    boardRows,
  ] = await Promise.all([
    db.select().from(t.seasons).orderBy(asc(t.seasons.id)),
    db.select().from(t.groups).orderBy(asc(t.groups.id)),
    db.select().from(t.groupTeams),
    db.select().from(t.matches).orderBy(asc(t.matches.id)),
    db.select().from(t.results).orderBy(asc(t.results.id)),
    db.select().from(t.scorers).orderBy(asc(t.scorers.id)),
    db.select().from(t.teams).orderBy(asc(t.teams.id)),
    db
      .select({
        id: t.users.id,
        name: t.users.name,
        mail: t.users.mail,
        phone: t.users.phone,
        role: t.users.role,
        memberOf: t.users.memberOf,
      })
      .from(t.users)
      .orderBy(asc(t.users.id)),
    db.select().from(t.missedRefereeDuties),
    db.select().from(t.penaltyAdjustments),
    db.select().from(t.boardMembers).orderBy(asc(t.boardMembers.sortOrder), asc(t.boardMembers.id)),
  ]);
  return {
    seasonRows,
    groupRows,
    groupTeamRows,
    matchRows,
    resultRows,
    scorerRows,
    teamRows,
    userRows,
    missedRows,
    adjustmentRows,
    boardRows,
  };
}

export type LeagueSnapshot = Awaited<ReturnType<typeof loadLeagueSnapshot>>;

const MEMBER_ROLES = new Set(['PLAYER', 'CAPTAIN', 'CAPTAIN_PENDING']);

export function crestUrl(teamId: number): string {
  return `/crests/${teamId}.svg`;
}

/**
 * Team cards; contact data only when `withContacts` (admins), who also get the join requests
 * (role USER) in the roster, since they may answer them (SPEC.md section 6).
 */
export function buildTeams(snapshot: LeagueSnapshot, withContacts: boolean): Team[] {
  const membersByTeam = new Map<number, TeamMember[]>();
  for (const u of snapshot.userRows) {
    if (u.memberOf === null || !(MEMBER_ROLES.has(u.role) || (withContacts && u.role === 'USER'))) continue;
    const member: TeamMember = { id: u.id, name: u.name, role: u.role };
    if (withContacts) Object.assign(member, { phone: u.phone, mail: u.mail });
    const list = membersByTeam.get(u.memberOf) ?? [];
    list.push(member);
    membersByTeam.set(u.memberOf, list);
  }
  const usersById = new Map(snapshot.userRows.map((u) => [u.id, u]));
  return snapshot.teamRows.map((team) => {
    const players = membersByTeam.get(team.id) ?? [];
    const captain = team.captainId ? usersById.get(team.captainId) : undefined;
    const playerCount = players.filter((p) => p.role !== 'USER').length;
    return teamAnswer(team, players, playerCount, captain, withContacts);
  });
}

/** The Team shape of SPEC.md section 3; the captain's phone only with `withContacts`. */
export function teamAnswer(
  team: typeof t.teams.$inferSelect,
  players: TeamMember[],
  playerCount: number,
  captain: { id: number; name: string; phone: string } | undefined,
  withContacts: boolean,
): Team {
  return {
    team_id: team.id,
    id: team.id,
    name: team.name,
    name_short: team.nameShort,
    logo_url: team.logoUrl ?? crestUrl(team.id),
    accepted: team.accepted,
    is_active: team.isActive,
    created_at: team.createdAt.toISOString(),
    captain: captain
      ? { id: captain.id, name: captain.name, ...(withContacts ? { phone: captain.phone } : {}) }
      : null,
    players,
    player_count: playerCount,
  };
}

/** team id -> phone of its main captain, for every team that shares a match with `teamId`. */
export async function opponentCaptainPhones(db: Db, teamId: number): Promise<Map<number, string>> {
  const opponent = sql<number>`case when ${t.matches.homeId} = ${teamId} then ${t.matches.guestId} else ${t.matches.homeId} end`;
  const rows = await db
    .selectDistinct({ teamId: t.teams.id, phone: t.users.phone })
    .from(t.matches)
    .innerJoin(t.teams, eq(t.teams.id, opponent))
    .innerJoin(t.users, eq(t.users.id, t.teams.captainId))
    .where(or(eq(t.matches.homeId, teamId), eq(t.matches.guestId, teamId)));
  return new Map(rows.map((row) => [row.teamId, row.phone]));
}

/** team id -> points deducted, per season. */
export function buildPenalties(snapshot: LeagueSnapshot): Map<number, Record<number, number>> {
  const out = new Map<number, Record<number, number>>();
  for (const season of snapshot.seasonRows) {
    const missed: Record<number, number> = {};
    for (const m of snapshot.missedRows) {
      if (m.seasonId === season.id) missed[m.teamId] = (missed[m.teamId] ?? 0) + 1;
    }
    const adjustments: Record<number, number> = {};
    for (const a of snapshot.adjustmentRows) {
      if (a.seasonId === season.id) adjustments[a.teamId] = (adjustments[a.teamId] ?? 0) + a.duties;
    }
    out.set(season.id, penaltyDeductions(season.penaltyRule as PenaltyRule, missed, adjustments));
  }
  return out;
}

export function buildSeasons(
  snapshot: LeagueSnapshot,
  penalties: Map<number, Record<number, number>>,
): Season[] {
  const userNames = new Map(snapshot.userRows.map((u) => [u.id, u.name]));
  const teamsById = new Map(snapshot.teamRows.map((team) => [team.id, team]));

  const scorersByResult = new Map<number, Result['scorer']>();
  for (const s of snapshot.scorerRows) {
    const list = scorersByResult.get(s.resultId) ?? [];
    list.push({
      id: s.id,
      user_id: s.userId,
      team_id: s.teamId,
      goal_count: s.goalCount,
      name: userNames.get(s.userId) ?? '',
    });
    scorersByResult.set(s.resultId, list);
  }
  const resultsByMatch = new Map<number, Result[]>();
  for (const r of snapshot.resultRows) {
    const list = resultsByMatch.get(r.matchId) ?? [];
    list.push({
      id: r.id,
      score_home: r.scoreHome,
      score_guest: r.scoreGuest,
      is_final: r.isFinal,
      submitted_by: r.submittedBy,
      submitted_by_user: r.submittedBy ? (userNames.get(r.submittedBy) ?? null) : null,
      shootout_winner_id: r.shootoutWinnerId,
      forfeit: r.forfeit,
      unplayed: r.unplayed,
      scorer: scorersByResult.get(r.id) ?? [],
    });
    resultsByMatch.set(r.matchId, list);
  }

  const matchesBySeason = new Map<number, Match[]>();
  for (const m of snapshot.matchRows) {
    const knockout = isKnockoutStage(m.matchStage);
    const list = matchesBySeason.get(m.seasonId) ?? [];
    list.push({
      id: m.id,
      season_id: m.seasonId,
      week: m.week,
      match_stage: m.matchStage,
      date: m.date ? m.date.toISOString() : 'tbd',
      home_id: m.homeId,
      guest_id: m.guestId,
      home_source: knockout && m.homeId === null ? sourceLabel(m.matchStage, 'home') : null,
      guest_source: knockout && m.guestId === null ? sourceLabel(m.matchStage, 'guest') : null,
      referee_team_id: m.refereeTeamId,
      referee_id: m.refereeId,
      referee_team_id_2: m.refereeTeamId2,
      referee_id_2: m.refereeId2,
      results: resultsByMatch.get(m.id) ?? [],
    });
    matchesBySeason.set(m.seasonId, list);
  }

  const finalByMatch = new Map<number, Result>();
  for (const [matchId, list] of resultsByMatch) {
    const final = list.find((r) => r.is_final);
    if (final) finalByMatch.set(matchId, final);
  }

  return snapshot.seasonRows.map((season) => {
    const seasonPenalties = penalties.get(season.id) ?? {};
    const groups: Group[] = snapshot.groupRows
      .filter((g) => g.seasonId === season.id)
      .map((g) => {
        const members = snapshot.groupTeamRows
          .filter((gt) => gt.groupId === g.id)
          .map((gt) => teamsById.get(gt.teamId))
          .filter((team) => team !== undefined)
          .map((team) => ({ id: team.id, name: team.name, name_short: team.nameShort }));
        const played = snapshot.matchRows
          .filter((m) => m.groupId === g.id && m.homeId !== null && m.guestId !== null)
          .flatMap((m) => {
            const final = finalByMatch.get(m.id);
            return final
              ? [
                  {
                    home_id: m.homeId as number,
                    guest_id: m.guestId as number,
                    score_home: final.score_home,
                    score_guest: final.score_guest,
                  },
                ]
              : [];
          });
        return {
          id: g.id,
          name: g.name,
          season_id: season.id,
          teams: computeStandings(members, played, seasonPenalties),
        };
      });
    return {
      id: season.id,
      name: season.name,
      penalty_rule: season.penaltyRule as PenaltyRule,
      group_stage_closed: season.groupStageClosed,
      groups,
      matches: matchesBySeason.get(season.id) ?? [],
    };
  });
}

export function buildTopScorers(snapshot: LeagueSnapshot): TopScorerSeason[] {
  const userNames = new Map(snapshot.userRows.map((u) => [u.id, u.name]));
  const seasonOfMatch = new Map(snapshot.matchRows.map((m) => [m.id, m.seasonId]));
  const finalResults = new Map(
    snapshot.resultRows.filter((r) => r.isFinal).map((r) => [r.id, seasonOfMatch.get(r.matchId)]),
  );
  return snapshot.seasonRows.map((season) => ({
    season_id: season.id,
    top_scorers: topScorers(
      snapshot.scorerRows
        .filter((s) => finalResults.get(s.resultId) === season.id)
        .map((s) => ({
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
export async function buildPublicAnswers(db: Db): Promise<Map<string, unknown>> {
  const snapshot = await loadLeagueSnapshot(db);
  const penalties = buildPenalties(snapshot);
  const seasons = buildSeasons(snapshot, penalties);
  const teams = buildTeams(snapshot, false);
  const answers = new Map<string, unknown>([
    ['seasons', seasons],
    ['groups', seasons.flatMap((s) => s.groups)],
    ['teams', teams],
    ['acceptedTeams', teams.filter((team) => team.accepted)],
    ['topScorers', buildTopScorers(snapshot)],
    ['boardMembers', buildBoardMembers(snapshot)],
  ]);
  for (const [seasonId, deductions] of penalties) {
    answers.set(
      `penalties:${seasonId}`,
      Object.fromEntries(Object.entries(deductions).filter(([, p]) => p > 0)),
    );
  }
  return answers;
}
