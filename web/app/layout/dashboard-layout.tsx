import { Button } from '@mantine/core';
import { Link, Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { m } from '../../../common/i18n/messages';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { Page } from '../../components/ui/page';
import { PageLoader } from '../../components/ui/page-loader';
import { DashboardPageSkeleton } from '../../components/ui/skeletons';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { TodoBadge } from '../../features/todos/components/todo-badge';
import { loginPath, paths } from '../../lib/paths';
import { useLogout, useSession } from '../../lib/session';
import classes from './dashboard-layout.module.css';
import { activeDashboardItem, dashboardNavItems, publicNavItems } from './nav-items';
import type { RouteHandle } from './root-layout';

export function DashboardLayout() {
  const { loading, isAuthenticated, loggedOut, role } = useSession();
  const logout = useLogout();
  const { pathname, search, hash } = useLocation();
  const heading = (
    useMatches().findLast((match) => (match.handle as RouteHandle | undefined)?.heading)?.handle as
      | RouteHandle
      | undefined
  )?.heading;

  if (loading) {
    // The page's frame, heading and card outlines, where the page will put them: painted from the
    // server's HTML, and nothing moves when the session and the page arrive (decision 032).
    return (
      <div className={classes.frame}>
        <div className={classes.sidebar} />
        <div className={classes.content}>
          {heading ? (
            <Page title={heading.text()} size={heading.size}>
              {heading.skeleton ? (
                <DashboardPageSkeleton kind={heading.skeleton} />
              ) : (
                <PageLoader label={m.common_loading_session()} />
              )}
            </Page>
          ) : (
            <PageLoader label={m.common_loading_session()} />
          )}
        </div>
      </div>
    );
  }
  // Still mounted for a moment after logout; that must not turn into a detour via /login.
  // Otherwise (a link from a mail, an expired session) login leads back to this very place.
  if (!isAuthenticated) {
    return <Navigate to={loggedOut ? paths.home : loginPath(pathname + search + hash)} replace />;
  }

  const items = dashboardNavItems(role);
  const active = activeDashboardItem(items, pathname);

  return (
    <div className={classes.frame}>
      <nav aria-label={m.common_nav_dashboard()} className={classes.sidebar}>
        <div className={classes.top}>
          <Link to={paths.home} className={classes.home}>
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <span>{m.common_site_name()}</span>
          </Link>
          <NotificationBell className={classes.bell} />
        </div>
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={classes.link} aria-current={item === active ? 'page' : undefined}>
                {/* Its own element: the label reads alone, apart from the count. */}
                <span>{item.label()}</span>
                {item.todoCount && <TodoBadge />}
              </Link>
            </li>
          ))}
        </ul>
        {/* The public pages stay one click away once logged in. */}
        <div>
          <p className={classes.heading} id="league-pages">
            {m.common_nav_league()}
          </p>
          <ul className={classes.list} aria-labelledby="league-pages">
            {publicNavItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={classes.link}>
                  {item.label()}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <LanguageSwitch className={classes.link} />
        <Button variant="white" color="league.9" onClick={logout} mt="auto">
          {m.common_logout()}
        </Button>
      </nav>
      <div className={classes.content}>
        <Outlet />
      </div>
    </div>
  );
}
