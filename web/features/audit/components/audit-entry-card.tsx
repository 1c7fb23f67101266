import { Card, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AuditEntry } from '../../../../common/api/types';
import { getLocale, m } from '../../../../common/i18n/messages';
import { auditChanges, auditValue } from '../../../../common/league/audit';
import { formatKickOff, LEAGUE_TIME_ZONE, leagueTimeZoneName } from '../../../../common/league/kick-off';
import { actionLabel, codeLabel, fieldLabel } from './action-labels';
import classes from './audit-entry-card.module.css';

/** One entry, readable on a phone: what, about what, who and when, then each change as before -> after. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  const locale = getLocale();
  const words = { yes: m.dashboard_audit_yes(), no: m.dashboard_audit_no(), locale };
  const headingId = `audit-entry-${entry.id}`;
  return (
    <Card withBorder padding="md" radius="md" component="li" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={2} size="h5" id={headingId}>
          {actionLabel(entry.action)}: <span className={classes.target}>{entry.target_label}</span>
        </Title>
        <Text size="sm" c="dimmed">
          {entry.actor_name ?? m.dashboard_audit_automatic()} ·{' '}
          <time dateTime={entry.at} title={leagueTimeZoneName()}>
            {formatKickOff(entry.at, LEAGUE_TIME_ZONE, locale)}
          </time>
        </Text>
        {changes.length > 0 && (
          <dl className={classes.changes}>
            {changes.map((change) => (
              <div key={change.key} className={classes.change}>
                <dt>{fieldLabel(change.key)}</dt>
                <dd>
                  {entry.before !== null && (
                    <span className={classes.before}>
                      {auditValue(codeLabel(change.key, change.before), words) ?? '–'}
                    </span>
                  )}
                  {entry.before !== null && entry.after !== null && (
                    <>
                      <span aria-hidden="true"> → </span>
                      <VisuallyHidden>{m.dashboard_audit_changed_to()}</VisuallyHidden>
                    </>
                  )}
                  {entry.after !== null && (
                    <span>{auditValue(codeLabel(change.key, change.after), words) ?? '–'}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Stack>
    </Card>
  );
}
