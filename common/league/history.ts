/** A team's seasons: group position, knockout round reached, and each season's podium (docs/PRODUCT.md#team-pages). */

import { matchWinner, roundOfStage } from './bracket';
import { finalScore, type PlayedMatch } from './form';

export interface Podium {
  champion: number;
  runner_up: number;
  /** The winner of the match for third place; null while it is undecided. */
  third: number | null;
}

/** Champion, runner-up and third once the final is decided; null before. */
export function podium(matches: readonly PlayedMatch[]): Podium | null {
  const decided = (stage: string) => {
    const match = matches.find((m) => m.match_stage === stage);
    const final = match && finalScore(match);
    if (!match || !final || match.home_id === null || match.guest_id === null) return null;
    return matchWinner(final, match.home_id, match.guest_id);
  };
  const final = decided('FINAL');
  if (!final) return null;
  return { champion: final.winner, runner_up: final.loser, third: decided('PLACE3')?.winner ?? null };
}

/** The knockout rounds in the order a team goes through them. */
export const KNOCKOUT_ROUNDS = ['QF', 'SF', 'F'] as const;
export type RoundReached = (typeof KNOCKOUT_ROUNDS)[number];

/** The furthest knockout round the team was drawn into (the match for third place is a semi-finalist's); null: none. */
export function roundReached(matches: readonly PlayedMatch[], teamId: number): RoundReached | null {
  let best = -1;
  for (const m of matches) {
    if (m.home_id !== teamId && m.guest_id !== teamId) continue;
    const round = roundOfStage(m.match_stage);
    if (round === null) continue;
    best = Math.max(best, KNOCKOUT_ROUNDS.indexOf(round === '3P' ? 'SF' : round));
  }
  return KNOCKOUT_ROUNDS[best] ?? null;
}

export interface HistorySeason {
  id: number;
  name: string;
  groups: readonly { name: string; teams: readonly { id: number; position: number }[] }[];
  matches: readonly PlayedMatch[];
}

export interface SeasonRecord {
  season_id: number;
  season_name: string;
  group_name: string;
  position: number;
  group_size: number;
  round: RoundReached | null;
  /** Whether the knockout has any team yet: before, a team without a round may still reach one. */
  knockout_drawn: boolean;
  /** 1, 2 or 3 when the team finished on the season's podium. */
  place: 1 | 2 | 3 | null;
}

/** Every season the team played in a group, newest first. */
export function teamHistory(seasons: readonly HistorySeason[], teamId: number): SeasonRecord[] {
  const out: SeasonRecord[] = [];
  for (const season of [...seasons].sort((a, b) => b.id - a.id)) {
    const group = season.groups.find((g) => g.teams.some((t) => t.id === teamId));
    if (!group) continue;
    const top = podium(season.matches);
    out.push({
      season_id: season.id,
      season_name: season.name,
      group_name: group.name,
      position: group.teams.find((t) => t.id === teamId)?.position ?? 0,
      group_size: group.teams.length,
      round: roundReached(season.matches, teamId),
      knockout_drawn: season.matches.some(
        (m) => roundOfStage(m.match_stage) !== null && (m.home_id !== null || m.guest_id !== null),
      ),
      place: top?.champion === teamId ? 1 : top?.runner_up === teamId ? 2 : top?.third === teamId ? 3 : null,
    });
  }
  return out;
}
