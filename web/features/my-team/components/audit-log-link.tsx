import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** The team's entries of the audit log (docs/PRODUCT.md#audit-log): captains' way there, and admins' per team. */
export function AuditLogLink({ teamId, teamName }: { teamId: number; teamName: string }) {
  return (
    <Button
      variant="subtle"
      component={Link}
      to={`${paths.dashboard.auditLog}?team=${teamId}`}
      aria-label={`Audit log of ${teamName}`}
    >
      Audit log
    </Button>
  );
}
