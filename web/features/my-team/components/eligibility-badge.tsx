import { Badge } from '@mantine/core';
import type { TeamMember } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';

/**
 * A member's eligibility this season on the own roster (docs/PRODUCT.md#eligibility, decision 096);
 * nothing where the answer carries no status (a join request, or no check).
 */
export function EligibilityBadge({ member }: { member: TeamMember }) {
  if (member.eligible === undefined) return null;
  return (
    <Badge
      variant="light"
      color={member.eligible ? 'green' : 'orange'}
      data-testid={`eligibility-${member.id}`}
      style={{ flexShrink: 0 }}
    >
      {member.eligible ? m.dashboard_eligibility_eligible() : m.dashboard_eligibility_not_eligible()}
    </Badge>
  );
}
