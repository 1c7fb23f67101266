import { Anchor, Button, Card, Group, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { actionPaths } from '../../../../common/api/links';
import type { NotificationListItem } from '../../../../common/api/notification-list';
import { m } from '../../../../common/i18n/messages';
import { Page } from '../../../components/ui/page';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { formatDateTime } from '../../../lib/dates';
import { useLogError } from '../../../lib/use-log-error';
import classes from '../components/notifications.module.css';
import { useMarkRead, useNotifications } from '../hooks/use-notifications';

function Item({ item, onOpen }: { item: NotificationListItem; onOpen: () => void }) {
  return (
    <li className={classes.item} data-unread={!item.read || undefined}>
      <Anchor
        component={Link}
        to={item.path}
        onClick={item.read ? undefined : onOpen}
        fw={item.read ? 400 : 700}
      >
        {!item.read && <VisuallyHidden>{`${m.dashboard_notifications_unread()}: `}</VisuallyHidden>}
        {item.title}
      </Anchor>
      {item.body && (
        <Text size="sm" className={classes.body}>
          {item.body}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
      </Text>
    </li>
  );
}

/**
 * The in-app notification list (docs/PRODUCT.md#notifications, decision 090): a page rather than a
 * popover, since on a phone a popover of 50 items would be a page anyway. Opening an item marks it read.
 */
/** A phone shows the newest few; the rest one tap away, so the page stays a few screens long. */
const SHOWN_AT_FIRST = 10;

export function NotificationsPage() {
  const list = useNotifications();
  useLogError(list.error, 'the notification list');
  const markRead = useMarkRead();
  const [showAll, setShowAll] = useState(false);

  let content: ReactNode;
  if (list.isPending) content = <ListSkeleton label={m.dashboard_notifications_loading()} />;
  else if (!list.data) content = <Text c="dimmed">{m.dashboard_notifications_load_failed()}</Text>;
  else if (list.data.items.length === 0)
    content = <Text c="dimmed">{m.dashboard_notifications_empty()}</Text>;
  else {
    const { items } = list.data;
    const shown = showAll ? items : items.slice(0, SHOWN_AT_FIRST);
    content = (
      <>
        <ul className={classes.list}>
          {shown.map((item) => (
            <Item key={item.id} item={item} onOpen={() => void markRead([item.id])} />
          ))}
        </ul>
        {items.length > shown.length && (
          <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setShowAll(true)}>
            {m.dashboard_notifications_show_all({ count: items.length })}
          </Button>
        )}
      </>
    );
  }

  return (
    <Page title={m.common_nav_notifications()} size="sm">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" gap="xs">
        <Text c="dimmed" size="sm" maw="28rem">
          {m.dashboard_notifications_intro()}{' '}
          {/* Which groups are mailed is decided there; the list shows them all. */}
          <Anchor component={Link} to={actionPaths.notificationSettings} size="sm" underline="always">
            {m.dashboard_notifications_settings_link()}
          </Anchor>
        </Text>
        {(list.data?.unread ?? 0) > 0 && (
          <Button variant="light" size="compact-md" onClick={() => void markRead()}>
            {m.dashboard_notifications_mark_all()}
          </Button>
        )}
      </Group>
      <Card withBorder radius="md" padding="md">
        {content}
      </Card>
    </Page>
  );
}
