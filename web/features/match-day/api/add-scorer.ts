import type { addScorersRequest, RequestBody } from '../../../../common/api/requests';
import type { ScorerEntry } from '../../../../common/api/types';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** Players with at least one goal; replaces the team's scorers of the result. */
export type TeamScorers = RequestBody<typeof addScorersRequest>;

export function addScorer(scorers: TeamScorers) {
  return apiRequest<ScorerEntry[]>(paths.api.addScorer, { body: { ...scorers } satisfies TeamScorers });
}
