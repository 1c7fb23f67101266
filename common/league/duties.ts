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
