import { Button, Group } from '@mantine/core';
import { m } from '../../../../common/i18n/messages';
import { squadQueryKey } from '../../../lib/availability';
import { LEAGUE_VIEWS, TEAM_VIEWS, useAction } from '../../../lib/use-action';
import { answerInvitation } from '../api/answer-invitation';

/** Accepting may join a team or a match's squad: the team's views, the squads and the list reload. */
const VIEWS = [...LEAGUE_VIEWS, ...TEAM_VIEWS, squadQueryKey];

/**
 * A captain's invitation answered right on the To do list (docs/PRODUCT.md#free-agents): Accept
 * joins the team, or the match's squad as a guest; Decline ends it. The to-do goes once answered.
 */
export function InvitationButtons({ invitationId }: { invitationId: number }) {
  const { run, pending } = useAction(VIEWS);
  const answer = (accept: boolean) =>
    void run(() => answerInvitation(invitationId, accept), {
      success: accept ? m.dashboard_invitation_accepted() : m.dashboard_invitation_declined(),
      failure: m.dashboard_invitation_failed(),
    });
  return (
    <Group gap="xs" mt={4}>
      <Button mih={44} onClick={() => answer(true)} loading={pending}>
        {m.dashboard_invitation_accept()}
      </Button>
      <Button mih={44} variant="default" onClick={() => answer(false)} disabled={pending}>
        {m.dashboard_invitation_decline()}
      </Button>
    </Group>
  );
}
