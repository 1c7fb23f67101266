import type { Team } from '../../common/api/types';

/** Visitors see a team once an admin accepted it, while it is active (docs/PRODUCT.md#teams). */
export const isShownToVisitors = (team: Pick<Team, 'accepted' | 'is_active'>): boolean =>
  team.accepted && team.is_active;
