import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  answerMatchDateProposalRequest,
  MatchDateProposal,
  proposeMatchDateRequest,
  withdrawMatchDateProposalRequest,
} from '../../../../common/api/match-moves';
import type { RequestBody, sessionRequest } from '../../../../common/api/requests';
import { apiData, apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { dateProposalsQueryKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/**
 * The open proposals to move a match that the caller may see (docs/PRODUCT.md#moving-a-match): one
 * request shared by every match card and the admins' list. `enabled`: only captains and admins
 * ever see one, so nobody else asks.
 */
export function useDateProposals(enabled: boolean) {
  const { session } = useSession();
  return useQuery(dateProposalsQuery(session?.access_token ?? null, enabled));
}

/** useDateProposals's read, for the server to ask before rendering a page (session-follow-ups.ts). */
export function dateProposalsQuery(token: string | null, enabled: boolean) {
  return queryOptions({
    queryKey: [...dateProposalsQueryKey, token],
    queryFn: () =>
      apiData<MatchDateProposal[]>(paths.api.getMatchDateProposals, {
        body: {} satisfies RequestBody<typeof sessionRequest>,
      }),
    enabled: enabled && token !== null,
  });
}

/** `date` is an ISO 8601 timestamp in UTC. */
export function proposeMatchDate(matchId: number, date: string) {
  return apiRequest<MatchDateProposal>(paths.api.proposeMatchDate, {
    body: { match_id: matchId, date } satisfies RequestBody<typeof proposeMatchDateRequest>,
  });
}

export function answerMatchDateProposal(proposalId: number, accept: boolean) {
  return apiRequest<MatchDateProposal>(paths.api.answerMatchDateProposal, {
    body: { proposal_id: proposalId, accept } satisfies RequestBody<typeof answerMatchDateProposalRequest>,
  });
}

export function withdrawMatchDateProposal(proposalId: number) {
  return apiRequest<MatchDateProposal>(paths.api.withdrawMatchDateProposal, {
    body: { proposal_id: proposalId } satisfies RequestBody<typeof withdrawMatchDateProposalRequest>,
  });
}
