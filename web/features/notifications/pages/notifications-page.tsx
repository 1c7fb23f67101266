import { Anchor, Button, Card, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
export function NotificationsPage() {
  const list = useNotifications();
  useLogError(list.error, 'the notification list');
  const markRead = useMarkRead();

  let content: ReactNode;
  if (list.isPending) content = <ListSkeleton label={m.dashboard_notifications_loading()} />;
  else if (!list.data) content = <Text c="dimmed">{m.dashboard_notifications_load_failed()}</Text>;
  else if (list.data.items.length === 0)
    content = <Text c="dimmed">{m.dashboard_notifications_empty()}</Text>;
  else
    content = (
      <ul className={classes.list}>
        {list.data.items.map((item) => (
          <Item key={item.id} item={item} onOpen={() => void markRead([item.id])} />
        ))}
      </ul>
    );

  return (
    <Page title={m.common_nav_notifications()} size="sm">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap" gap="xs">
        <Text c="dimmed" size="sm" maw="28rem">
          {m.dashboard_notifications_intro()}
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
