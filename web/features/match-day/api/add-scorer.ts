import type { ScorerEntry } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export interface TeamScorers {
  match_id: number;
  result_id: number;
  team_id: number;
  /** Players with at least one goal; replaces the team's scorers of the result. */
  scorers: { playerId: number; goals: number }[];
}

export function addScorer(scorers: TeamScorers) {
  return apiRequest<ScorerEntry[]>(paths.api.addScorer, { body: { ...scorers } });
}
