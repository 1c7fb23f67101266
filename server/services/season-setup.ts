import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { PenaltyRule } from '../../common/api/types';
import {
  fillBracket,
  isKnockoutStage,
  KNOCKOUT_STAGES,
  type KnockoutStage,
  knockoutWeeks,
  roundOfStage,
  stageForGroupName,
} from '../../common/league/bracket';
import { GROUP_NAMES, splitIntoGroups } from '../../common/league/draw';
import { missedDuties } from '../../common/league/duties';
import { seasonPenaltyDeductions } from '../../common/league/penalties';
import { assignReferees, knockoutReferees } from '../../common/league/referees';
import { roundRobin, roundRobinWeeks } from '../../common/league/round-robin';
import { shuffle } from '../../common/league/shuffle';
import { computeStandings, type FairPlayAverages } from '../../common/league/standings';
import type { Db, Tx } from '../db/client';
import {
  groups,
  groupTeams,
  matches,
  missedRefereeDuties,
  penaltyAdjustments,
  results,
  seasons,
  teams,
} from '../db/schema';
import { fairPlayTiebreakOf } from './fair-play-facts';
import { refereeDutiesNamed } from './notifications/events';

type Executor = Db | Tx;

/** The groups of the season, drawn at random (splitIntoGroups). */
export async function drawGroups(
  db: Executor,
  seasonId: number,
  teamIds: readonly number[],
  random: () => number,
) {
  const split = splitIntoGroups(teamIds, random);
  const created: { id: number; name: string; teamIds: number[] }[] = [];
  for (const [index, name] of GROUP_NAMES.entries()) {
    const members = split[index] ?? [];
    const [group] = await db.insert(groups).values({ name, seasonId }).returning({ id: groups.id });
    if (!group) throw new Error('group insert returned nothing');
    if (members.length)
      await db.insert(groupTeams).values(members.map((teamId) => ({ groupId: group.id, teamId })));
    created.push({ id: group.id, name, teamIds: members });
  }
  return created;
}

/** Round-robin fixtures per group with referee slots from the other group, plus the knockout skeleton. */
export async function createFixtures(db: Executor, seasonId: number, random: () => number) {
  const seasonGroups = await db
    .select()
    .from(groups)
    .where(eq(groups.seasonId, seasonId))
    .orderBy(asc(groups.id));
  const members = await db
    .select()
    .from(groupTeams)
    .where(
      inArray(
        groupTeams.groupId,
        seasonGroups.map((g) => g.id),
      ),
    );
  const teamsOf = seasonGroups.map((g) => members.filter((m) => m.groupId === g.id).map((m) => m.teamId));
  const fixtures = seasonGroups.flatMap((group, index) =>
    roundRobin(shuffle(teamsOf[index] ?? [], random)).map((f) => ({
      ...f,
      groupId: group.id,
      stage: stageForGroupName(group.name),
      stageGroup: index as 0 | 1,
    })),
  );
  // Duties are handed out week by week so they spread over the season.
  fixtures.sort((a, b) => a.week - b.week || a.stageGroup - b.stageGroup);
  const referees = assignReferees(
    fixtures.map((f, key) => ({ key, stage_group: f.stageGroup })),
    [teamsOf[0] ?? [], teamsOf[1] ?? []],
    random,
  );
  if (fixtures.length) {
    await db.insert(matches).values(
      fixtures.map((f, key) => ({
        seasonId,
        groupId: f.groupId,
        week: f.week,
        matchStage: f.stage,
        homeId: f.home_id,
        guestId: f.guest_id,
        refereeTeamId: referees.get(key)?.[0] ?? null,
        refereeTeamId2: referees.get(key)?.[1] ?? null,
      })),
    );
  }
  const groupWeeks = Math.max(0, ...teamsOf.map((t) => roundRobinWeeks(t.length)));
  const weeks = knockoutWeeks(groupWeeks);
  await db
    .insert(matches)
    .values(KNOCKOUT_STAGES.map((stage) => ({ seasonId, week: weeks[stage], matchStage: stage })));
  return { groupMatches: fixtures.length, groupWeeks };
}

/** Records the duties missed (missedDuties) when the match's result becomes final. */
export async function recordMissedDuties(
  db: Executor,
  matchId: number,
  result: { unplayed: boolean; forfeit: boolean },
) {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) return;
  const missed = missedDuties(
    {
      referee_team_id: match.refereeTeamId,
      referee_id: match.refereeId,
      referee_team_id_2: match.refereeTeamId2,
      referee_id_2: match.refereeId2,
    },
    result,
  );
  if (missed.length) {
    await db
      .insert(missedRefereeDuties)
      .values(missed.map((d) => ({ seasonId: match.seasonId, matchId, teamId: d.team_id, slot: d.slot })))
      .onConflictDoNothing();
  }
}

/** team id -> points deducted in the season, as the table shows them (docs/PRODUCT.md#penalties). */
async function seasonPenaltyPoints(db: Executor, seasonId: number): Promise<Record<number, number>> {
  const [season] = await db
    .select({ rule: seasons.penaltyRule })
    .from(seasons)
    .where(eq(seasons.id, seasonId));
  const missed = await db
    .select({ teamId: missedRefereeDuties.teamId })
    .from(missedRefereeDuties)
    .where(eq(missedRefereeDuties.seasonId, seasonId));
  const adjustments = await db
    .select({ teamId: penaltyAdjustments.teamId, duties: penaltyAdjustments.duties })
    .from(penaltyAdjustments)
    .where(eq(penaltyAdjustments.seasonId, seasonId));
  return seasonPenaltyDeductions((season?.rule ?? 'credits') as PenaltyRule, missed, adjustments);
}

/**
 * Puts the teams the results decide into the knockout matches, and gives each newly filled
 * round referee teams that are not playing in it. Safe to run after every final result, and after
 * any change of penalties: group places follow the table as shown (penalties included) until a
 * quarter-final has a result; from then on they stay, so no played or half-played round changes.
 * The captains of referee teams named here are notified, one item per team.
 */
export async function syncKnockout(db: Executor, seasonId: number, now: Date): Promise<void> {
  await refereeDutiesNamed(db, await fillKnockout(db, seasonId, await fairPlayTiebreakOf(db, seasonId, now)));
}

/**
 * syncKnockout without the notification (the demo league's past): answers the matches given referee
 * teams. `fairPlay`: the averages when the season breaks ties by fair play (decision 094), as the
 * public table ranks it, so the places follow the table shown.
 */
export async function fillKnockout(
  db: Executor,
  seasonId: number,
  fairPlay: FairPlayAverages,
): Promise<number[]> {
  const seasonMatches = await db.select().from(matches).where(eq(matches.seasonId, seasonId));
  const ids = seasonMatches.map((m) => m.id);
  const seasonResults = ids.length
    ? await db.select().from(results).where(inArray(results.matchId, ids))
    : [];
  const finals = seasonResults.filter((r) => r.isFinal);
  const finalByMatch = new Map(finals.map((r) => [r.matchId, r]));
  const withResult = new Set(seasonResults.map((r) => r.matchId));
  const quarterFinalsStarted = seasonMatches.some(
    (m) =>
      isKnockoutStage(m.matchStage) &&
      roundOfStage(m.matchStage as KnockoutStage) === 'QF' &&
      withResult.has(m.id),
  );
  const groupMatches = seasonMatches.filter((m) => m.groupId !== null);
  const groupStageDone = groupMatches.length > 0 && groupMatches.every((m) => finalByMatch.has(m.id));

  let groupStandings: [number[], number[]] | null = null;
  if (groupStageDone && !quarterFinalsStarted) {
    const penaltyPoints = await seasonPenaltyPoints(db, seasonId);
    const seasonGroups = await db
      .select()
      .from(groups)
      .where(eq(groups.seasonId, seasonId))
      .orderBy(asc(groups.id));
    const members = await db
      .select({ groupId: groupTeams.groupId, id: teams.id, name: teams.name })
      .from(groupTeams)
      .innerJoin(teams, eq(teams.id, groupTeams.teamId))
      .where(
        inArray(
          groupTeams.groupId,
          seasonGroups.map((g) => g.id),
        ),
      );
    const tables = seasonGroups.map((g) => {
      const played = groupMatches
        .filter((m) => m.groupId === g.id && m.homeId !== null && m.guestId !== null)
        .map((m) => {
          const r = finalByMatch.get(m.id);
          return {
            home_id: m.homeId as number,
            guest_id: m.guestId as number,
            score_home: r?.scoreHome ?? 0,
            score_guest: r?.scoreGuest ?? 0,
          };
        });
      return computeStandings(
        members.filter((m) => m.groupId === g.id),
        played,
        penaltyPoints,
        fairPlay,
      ).map((row) => row.id);
    });
    groupStandings = [tables[0] ?? [], tables[1] ?? []];
  }

  const knockout = seasonMatches.filter((m) => isKnockoutStage(m.matchStage));
  const slots = fillBracket({
    groupStandings,
    knockout: knockout.map((m) => {
      const r = finalByMatch.get(m.id);
      return {
        stage: m.matchStage,
        home_id: m.homeId,
        guest_id: m.guestId,
        final: r
          ? { score_home: r.scoreHome, score_guest: r.scoreGuest, shootout_winner_id: r.shootoutWinnerId }
          : null,
      };
    }),
  });

  const allTeams = [
    ...new Set(groupMatches.flatMap((m) => [m.homeId, m.guestId]).filter((id) => id !== null)),
  ];
  const duties: Record<number, number> = {};
  for (const m of knockout) {
    for (const id of [m.refereeTeamId, m.refereeTeamId2]) if (id !== null) duties[id] = (duties[id] ?? 0) + 1;
  }
  const named: number[] = [];
  for (const round of ['QF', 'SF', 'F'] as const) {
    const stages = KNOCKOUT_STAGES.filter((s) => {
      const r = roundOfStage(s);
      return round === 'F' ? r === 'F' || r === '3P' : r === round;
    });
    const roundMatches = stages
      .map((stage) => knockout.find((m) => m.matchStage === stage))
      .filter((m) => m !== undefined);
    const changed = roundMatches.filter((m) => {
      const slot = slots[m.matchStage as KnockoutStage];
      return slot && (slot.home_id !== m.homeId || slot.guest_id !== m.guestId);
    });
    for (const m of changed) {
      const slot = slots[m.matchStage as KnockoutStage];
      if (!slot || finalByMatch.has(m.id) || (round === 'QF' && quarterFinalsStarted)) continue;
      await db
        .update(matches)
        .set({ homeId: slot.home_id, guestId: slot.guest_id })
        .where(eq(matches.id, m.id));
      m.homeId = slot.home_id;
      m.guestId = slot.guest_id;
    }
    const complete = roundMatches.every((m) => m.homeId !== null && m.guestId !== null);
    const unrefereed = roundMatches.filter((m) => m.refereeTeamId === null);
    if (!complete || unrefereed.length === 0) continue;
    const playing = roundMatches.flatMap((m) => [m.homeId as number, m.guestId as number]);
    const pairs = knockoutReferees(playing, allTeams, unrefereed.length, duties);
    for (const [i, m] of unrefereed.entries()) {
      const [first, second] = pairs[i] ?? [null, null];
      const updated = await db
        .update(matches)
        .set({ refereeTeamId: first, refereeTeamId2: second })
        .where(and(eq(matches.id, m.id), isNull(matches.refereeTeamId)))
        .returning({ id: matches.id });
      if (updated.length && first !== null) named.push(m.id);
      m.refereeTeamId = first;
      m.refereeTeamId2 = second;
    }
  }
  return named;
}
