import { Badge, Group } from '@mantine/core';
import type { TeamMember } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { isAdmin } from '../../../../common/policies/actor';
import { can } from '../../../lib/authorization';
import { useCurrentUser } from '../../../lib/queries/get-user-by-token';
import { ApproveEligibility } from './approve-eligibility';

/**
 * "Not eligible" beside a member on a roster (docs/PRODUCT.md#eligibility, decision 096): only the
 * exception is marked, so a roster of 25 does not repeat "Eligible" 25 times, nor when the league
 * checks nothing (everyone is eligible). Admins approve the member right there, on whichever
 * roster carries the status (the own team's, All teams). Red 9: orange text failed WCAG AA contrast (axe).
 */
export function EligibilityBadge({ member }: { member: TeamMember }) {
  const approves = can(useCurrentUser().data, isAdmin);
  if (member.eligible !== false) return null;
  const badge = (
    <Badge variant="light" color="red.9" data-testid={`eligibility-${member.id}`} style={{ flexShrink: 0 }}>
      {m.dashboard_eligibility_not_eligible()}
    </Badge>
  );
  if (!approves) return badge;
  // Wraps below the badge where a phone's card has no room beside the name.
  return (
    <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
      {badge}
      <ApproveEligibility member={member} />
    </Group>
  );
}
