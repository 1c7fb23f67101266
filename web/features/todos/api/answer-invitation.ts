import type { answerInvitationRequest, Invitation } from '../../../../common/api/free-agents';
import type { RequestBody } from '../../../../common/api/requests';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** The invitee's answer to a captain's invitation (decision 098). */
export function answerInvitation(invitationId: number, accept: boolean) {
  return apiRequest<Invitation>(paths.api.answerInvitation, {
    body: { invitation_id: invitationId, accept } satisfies RequestBody<typeof answerInvitationRequest>,
  });
}
