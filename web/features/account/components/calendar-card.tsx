import {
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { CalendarLinks } from '../../../../common/api/calendar';
import { useAlert } from '../../../lib/alert';
import { useSession } from '../../../lib/session';
import { getCalendarLinks, resetCalendarLink } from '../api/calendar-links';

const COPIED_MS = 2500;

/** Calendar apps subscribe to webcal:// links (the same feed over https). */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

function FeedLink({
  label,
  url,
  description,
  children,
}: {
  label: string;
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
      showAlert('Could not copy the link. Select it and copy it yourself.', 'error');
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
        <Button variant="light" size="xs" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        <Anchor href={webcal(url)} size="sm">
          Subscribe (webcal)
        </Anchor>
        {children}
        {/* Screen readers hear the confirmation the button shows. */}
        <VisuallyHidden aria-live="polite">{copied ? 'Link copied to the clipboard.' : ''}</VisuallyHidden>
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
      showAlert('Your new calendar link is ready. The old one no longer works.', 'success');
      setConfirming(false);
    } catch {
      showAlert('Could not make a new link. Please try again.', 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h4" mb="xs">
        Calendar
      </Title>
      <Text mb="md">
        Subscribe to your matches in your calendar app. Your personal calendar holds your team's matches, its
        referee duties and the matches you referee. Keep its link to yourself.
      </Text>
      {links.isPending ? (
        <Text c="dimmed">Loading your calendar links…</Text>
      ) : links.isError ? (
        <Text c="red.8">Your calendar links could not be loaded. Please try again later.</Text>
      ) : (
        <Stack gap="lg">
          <FeedLink
            label="Personal calendar link"
            url={links.data.personal}
            description="Secret: your team's matches, duties and your appointments"
          >
            <Button variant="default" size="xs" onClick={() => setConfirming(true)}>
              New link
            </Button>
          </FeedLink>
          {links.data.team && (
            <FeedLink
              label="Team calendar link"
              url={links.data.team}
              description="Public: your team's matches"
            />
          )}
          <FeedLink
            label="League calendar link"
            url={links.data.league}
            description="Public: every match of the current season"
          />
        </Stack>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Make a new calendar link?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text mb="lg">
          The current link stops working at once: calendars subscribed to it get no more updates until you
          subscribe with the new link.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={renew} loading={pending}>
            Make new link
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
