import { Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import type { FailedMail } from '../../../../common/api/mail';
import { m } from '../../../../common/i18n/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatDateTime } from '../../../lib/dates';
import { useAction } from '../../../lib/use-action';
import { FAILED_MAIL_VIEWS, resendFailedMail, useFailedMails } from '../api/failed-mails';

/** One failed mail: to whom, what, why, and the button that puts it back in the outbox. */
function FailedMailCard({ mail }: { mail: FailedMail }) {
  const resend = useAction(FAILED_MAIL_VIEWS);
  return (
    <Card component="li" withBorder padding="md">
      <Stack gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {mail.recipient}
        </Text>
        <Text size="sm">
          {m.dashboard_failed_mails_subject()}: {mail.subject}
        </Text>
        {mail.last_error && (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {m.dashboard_failed_mails_last_error()}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {mail.last_error}
            </Code>
          </Stack>
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {m.dashboard_failed_mails_attempts()}: {mail.attempts} · {m.dashboard_failed_mails_failed_at()}:{' '}
            <time dateTime={mail.failed_at}>{formatDateTime(mail.failed_at)}</time>
          </Text>
          <Button
            loading={resend.pending}
            aria-label={m.dashboard_failed_mails_send_again_label({ recipient: mail.recipient })}
            onClick={() =>
              void resend.run(() => resendFailedMail(mail.id), {
                success: m.dashboard_failed_mails_sent_again({ recipient: mail.recipient }),
                failure: m.dashboard_failed_mails_send_failed(),
              })
            }
          >
            {m.dashboard_failed_mails_send_again()}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Dashboard > Failed mails (admins): mails given up after every retry, each to send again (decision 059). */
export function FailedMailsPage() {
  const mails = useFailedMails();
  const list = mails.data ?? [];
  return (
    <Page title={m.common_title_failed_mails()}>
      <Stack gap="lg">
        <Text>{m.dashboard_failed_mails_intro()}</Text>
        {mails.isPending ? (
          <PageLoader label={m.dashboard_failed_mails_loading()} />
        ) : list.length === 0 ? (
          <EmptyState>{m.dashboard_failed_mails_empty()}</EmptyState>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={m.dashboard_failed_mails_list()}
          >
            {list.map((mail) => (
              <FailedMailCard key={mail.id} mail={mail} />
            ))}
          </Stack>
        )}
      </Stack>
    </Page>
  );
}
