import { isKnockoutStage } from './bracket';

export type StageInPlay = 'groups' | 'knockout';

interface StagedMatch {
  match_stage: string;
  home_id: number | null;
  guest_id: number | null;
}

/**
 * The stage a visitor of the table comes for (docs/PRODUCT.md#screens): the group standings
 * until the first knockout match knows both its teams, then the bracket. Before that the
 * bracket shows only places ("1st Group 1") and the standings would look missing.
 */
export function stageInPlay(matches: readonly StagedMatch[]): StageInPlay {
  return matches.some(
    (match) => isKnockoutStage(match.match_stage) && match.home_id !== null && match.guest_id !== null,
  )
    ? 'knockout'
    : 'groups';
}
