import type { FastifyInstance } from 'fastify';
import { auditLogAnswer } from '../../common/api/answers';
import { getAuditLogRequest } from '../../common/api/requests';
import { defineRoute } from '../lib/route';
import { getAuditLog } from '../services/audit';

/** The audit log (docs/PRODUCT.md#audit-log): read only; entries are written by the writes themselves. */
export async function auditRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/getAuditLog',
    summary:
      "Audit log entries, newest first, 50 a page (before_id: the next older page): admins all, filtered by team_id, user_id (made by or about the user), action, from and to (ISO 8601, to exclusive); captains their own team's only",
    auth: 'user',
    body: getAuditLogRequest,
    answer: auditLogAnswer,
    errors: ['audit_log_not_allowed'],
    handler: ({ user, body }) => getAuditLog(app, user, body),
  });
}
