import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { CalendarLinks } from '../../../../common/api/calendar';
import { m } from '../../../../common/i18n/messages';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { useAlert } from '../../../lib/alert';
import { useSession } from '../../../lib/session';
import { getCalendarLinks, resetCalendarLink } from '../api/calendar-links';

const COPIED_MS = 2500;

/** Calendar apps subscribe to webcal:// links (the same feed over https). */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

function FeedLink({
  label,
  copyLabel,
  url,
  description,
  children,
}: {
  label: string;
  /** The copy button's name: "Copy <label>", said whole in each language. */
  copyLabel: string;
  url: string;
  description: string;
  /** More actions on this link, after copy and subscribe. */
  children?: ReactNode;
}) {
  const { showAlert } = useAlert();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      showAlert(m.dashboard_account_copy_failed(), 'error');
    }
  }

  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={description}
        value={url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
      />
      <Group gap="sm">
        <Button variant="light" size="xs" onClick={copy} aria-label={copyLabel}>
          {copied ? m.dashboard_account_copied() : m.dashboard_account_copy()}
        </Button>
        <Anchor href={webcal(url)} size="sm">
          {m.dashboard_account_subscribe()}
        </Anchor>
        {children}
        {/* Screen readers hear the confirmation the button shows. */}
        <VisuallyHidden aria-live="polite">{copied ? m.dashboard_account_copied_live() : ''}</VisuallyHidden>
      </Group>
    </Stack>
  );
}

/** Dashboard > Settings: the user's calendar feeds (docs/PRODUCT.md#calendar-feeds). */
export function CalendarCard() {
  const { session } = useSession();
  const { showAlert } = useAlert();
  const queryClient = useQueryClient();
  const token = session?.access_token ?? null;
  const queryKey = ['calendar-links', token];
  const links = useQuery({ queryKey, queryFn: getCalendarLinks, enabled: token !== null });
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  async function renew() {
    setPending(true);
    try {
      const answer = await resetCalendarLink();
      if (!answer.status) {
        showAlert(answer.error, 'error');
        return;
      }
      queryClient.setQueryData<CalendarLinks>(
        queryKey,
        (old) => old && { ...old, personal: answer.data.personal },
      );
      showAlert(m.dashboard_account_calendar_renewed(), 'success');
      setConfirming(false);
    } catch {
      showAlert(m.dashboard_account_calendar_renew_failed(), 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h4" mb="xs">
        {m.dashboard_account_calendar_title()}
      </Title>
      <Text mb="md">{m.dashboard_account_calendar_intro()}</Text>
      {links.isPending ? (
        <Text c="dimmed">{m.dashboard_account_calendar_loading()}</Text>
      ) : links.isError ? (
        <Text c="red.8">{m.dashboard_account_calendar_load_failed()}</Text>
      ) : (
        <Stack gap="lg">
          <FeedLink
            label={m.dashboard_account_calendar_personal()}
            copyLabel={m.dashboard_account_copy_personal()}
            url={links.data.personal}
            description={m.dashboard_account_calendar_personal_hint()}
          >
            <Button variant="default" size="xs" onClick={() => setConfirming(true)}>
              {m.dashboard_account_calendar_new()}
            </Button>
          </FeedLink>
          {links.data.team && (
            <FeedLink
              label={m.dashboard_account_calendar_team()}
              copyLabel={m.dashboard_account_copy_team()}
              url={links.data.team}
              description={m.dashboard_account_calendar_team_hint()}
            />
          )}
          <FeedLink
            label={m.dashboard_account_calendar_league()}
            copyLabel={m.dashboard_account_copy_league()}
            url={links.data.league}
            description={m.dashboard_account_calendar_league_hint()}
          />
        </Stack>
      )}
      <LazyModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={m.dashboard_account_calendar_new_title()}
        centered
        closeButtonProps={{ 'aria-label': m.dashboard_account_close() }}
      >
        <Text mb="lg">{m.dashboard_account_calendar_new_warning()}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={pending}>
            {m.dashboard_account_cancel()}
          </Button>
          <Button onClick={renew} loading={pending}>
            {m.dashboard_account_calendar_make_new()}
          </Button>
        </Group>
      </LazyModal>
    </Card>
  );
}
