import { Badge } from '@mantine/core';
import type { TeamMember } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';

/**
 * "Not eligible" beside a member on a roster that carries the status (docs/PRODUCT.md#eligibility,
 * decision 096): only the exception is marked, so a roster of 25 does not repeat "Eligible" 25 times,
 * nor when the league checks nothing (everyone is eligible). Red 9: orange text failed WCAG AA contrast
 * (axe). Admins approve the member with the button of approve-eligibility.tsx beside it.
 */
export function EligibilityBadge({ member }: { member: TeamMember }) {
  if (member.eligible !== false) return null;
  return (
    <Badge variant="light" color="red.9" data-testid={`eligibility-${member.id}`} style={{ flexShrink: 0 }}>
      {m.dashboard_eligibility_not_eligible()}
    </Badge>
  );
}
