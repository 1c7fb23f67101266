import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptParticipationTermsRequest,
  AddUniversityAddressRequest,
  Eligibility,
  ParticipationTerms,
} from '../../../../common/api/eligibility';
import type { RequestBody, sessionRequest } from '../../../../common/api/requests';
import { apiData, apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSessionToken } from '../../../lib/session';

/**
 * The caller's eligibility and participation terms (docs/PRODUCT.md#eligibility, decisions 096 and
 * 097): reads for the profile, a second address, accepting the terms. A change refreshes the user
 * (getUserByToken carries both) and the own roster, which shows the status.
 */

const empty = {} satisfies RequestBody<typeof sessionRequest>;

export function useEligibility() {
  const token = useSessionToken();
  return useQuery({
    queryKey: ['eligibility', token],
    queryFn: () => apiData<Eligibility>(paths.api.getEligibility, { body: empty }),
    enabled: token !== null,
  });
}

export function useParticipationTerms() {
  const token = useSessionToken();
  return useQuery({
    queryKey: ['participation-terms', token],
    queryFn: () => apiData<ParticipationTerms>(paths.api.getParticipationTerms, { body: empty }),
    enabled: token !== null,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of ['eligibility', 'participation-terms', 'user', 'my-team', 'todos'])
      void queryClient.invalidateQueries({ queryKey: [key] });
  };
}

/** Answers the envelope, so the form shows the server's sentence under the field. */
export function useAddUniversityAddress() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<Eligibility>(paths.api.addUniversityAddress, {
        body: { email } satisfies Omit<AddUniversityAddressRequest, 'access_token'>,
      }),
    onSuccess: refresh,
  });
}

export function useAcceptTerms() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (version: number) =>
      apiRequest<ParticipationTerms>(paths.api.acceptParticipationTerms, {
        body: { version } satisfies Omit<AcceptParticipationTermsRequest, 'access_token'>,
      }),
    onSuccess: refresh,
  });
}
