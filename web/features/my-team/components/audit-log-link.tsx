import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { m } from '../../../../common/i18n/messages';
import { paths } from '../../../lib/paths';

/** The team's entries of the audit log (docs/PRODUCT.md#audit-log): captains' way there, and admins' per team. */
export function AuditLogLink({ teamId, teamName }: { teamId: number; teamName: string }) {
  return (
    <Button
      variant="subtle"
      component={Link}
      to={`${paths.dashboard.auditLog}?team=${teamId}`}
      aria-label={m.dashboard_audit_link_label({ team: teamName })}
    >
      {m.dashboard_audit_link()}
    </Button>
  );
}
