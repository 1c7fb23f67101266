import { VisuallyHidden } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { m } from '../../../../common/i18n/messages';
import { BellIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { useUnreadCount } from '../hooks/use-notifications';
import classes from './notifications.module.css';

/** The accessible name of the bell and the menu entry: "Notifications, 3 unread". */
export const bellLabel = (unread: number) =>
  unread > 0 ? m.common_notifications_unread({ count: unread }) : m.common_nav_notifications();

/** The bell in the header (the sidebar on desktop): a link to the list, with the unread count. */
export function NotificationBell({ className }: { className?: string }) {
  const unread = useUnreadCount();
  const label = bellLabel(unread);
  const current = useLocation().pathname === paths.dashboard.notifications;
  return (
    <Link
      to={paths.dashboard.notifications}
      className={className}
      aria-label={label}
      title={label}
      aria-current={current ? 'page' : undefined}
    >
      <span className={classes.bell}>
        <BellIcon />
        {unread > 0 && (
          <span className={classes.bellCount} aria-hidden="true">
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </span>
    </Link>
  );
}

/** The count after the phone menu's "Notifications" entry; screen readers hear "Notifications, 3 unread". */
export function UnreadBadge() {
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <>
      <span className={classes.badge} aria-hidden="true">
        {unread}
      </span>
      <VisuallyHidden>{`, ${m.common_notifications_unread_count({ count: unread })}`}</VisuallyHidden>
    </>
  );
}
