/** Missed referee duties (docs/PRODUCT.md#penalties). */

/** A match's two referee slots: the team named for each and the referee it named, if any. */
export interface RefereeSlots {
  referee_team_id: number | null;
  referee_id: number | null;
  referee_team_id_2: number | null;
  referee_id_2: number | null;
}

export interface MissedDuty {
  team_id: number;
  slot: 1 | 2;
}

/**
 * Whether a final result books missed duties: an unplayed match (the group stage was closed) or a
 * forfeit was not refereed by anyone, so nobody missed a duty.
 */
export const countsForDuties = (result: { unplayed: boolean; forfeit: boolean }): boolean =>
  !result.unplayed && !result.forfeit;

/**
 * The duties missed when this result becomes final: one for each slot whose team was named but
 * named no referee.
 */
export function missedDuties(
  match: RefereeSlots,
  result: { unplayed: boolean; forfeit: boolean },
): MissedDuty[] {
  if (!countsForDuties(result)) return [];
  const slots = [
    { slot: 1 as const, team: match.referee_team_id, referee: match.referee_id },
    { slot: 2 as const, team: match.referee_team_id_2, referee: match.referee_id_2 },
  ];
  return slots.flatMap((s) =>
    s.team !== null && s.referee === null ? [{ team_id: s.team, slot: s.slot }] : [],
  );
}

export interface RefereeRecord {
  /** Slots the team was named for and named a referee in, of matches with a final result. */
  done: number;
  /** Slots of such matches it named no referee for: each one a missed duty. */
  missed: number;
  /** Slots of matches without a final result yet. */
  open: number;
}

/**
 * A team's referee duties in these matches, counted by the rule that books missed duties
 * (missedDuties): an unplayed or forfeited match counts neither way. Admins' adjustments are
 * separate (the table's explanation lists them).
 */
export function refereeRecord(
  matches: readonly (RefereeSlots & {
    results: readonly { is_final: boolean; unplayed: boolean; forfeit: boolean }[];
  })[],
  teamId: number,
): RefereeRecord {
  const record: RefereeRecord = { done: 0, missed: 0, open: 0 };
  for (const match of matches) {
    const slots = [match.referee_team_id, match.referee_team_id_2].filter((team) => team === teamId).length;
    if (slots === 0) continue;
    const final = match.results.find((result) => result.is_final);
    if (!final) {
      record.open += slots;
      continue;
    }
    if (!countsForDuties(final)) continue;
    const missed = missedDuties(match, final).filter((duty) => duty.team_id === teamId).length;
    record.missed += missed;
    record.done += slots - missed;
  }
  return record;
}
