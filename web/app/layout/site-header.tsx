import { ActionIcon, UnstyledButton } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { m } from '../../../common/i18n/messages';
import { CloseIcon, MenuIcon, ProfileIcon } from '../../components/ui/icons';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { NotificationBell, UnreadBadge } from '../../features/notifications/components/notification-bell';
import { TodoBadge } from '../../features/todos/components/todo-badge';
import { paths } from '../../lib/paths';
import { useLogout, useSession } from '../../lib/session';
import {
  activeDashboardItem,
  dashboardNavEntry,
  dashboardNavItems,
  loginNavEntry,
  publicNavItems,
} from './nav-items';
import classes from './site-header.module.css';

export function SiteHeader({ inDashboard }: { inDashboard: boolean }) {
  const { isAuthenticated, role } = useSession();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [menuOpen, menu] = useDisclosure(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Escape closes the menu, as it does any overlay, with the focus back on its button.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    menu.close();
    menuButton.current?.focus();
  });

  // A followed link should not leave the mobile menu covering the new page.
  useEffect(() => {
    if (pathname) menu.close();
  }, [pathname, menu.close]);

  const publicItems =
    isAuthenticated && !inDashboard ? [...publicNavItems, dashboardNavEntry] : publicNavItems;
  // The phone menu stands in for the whole desktop header, profile icon included: visitors need a way to log in.
  const mobilePublicItems = isAuthenticated ? publicItems : [...publicItems, loginNavEntry];
  // Named apart from the Dashboard text link beside it, after where it takes the user.
  const profileLabel = isAuthenticated ? m.common_header_your_dashboard() : m.common_nav_login();
  const dashboardItems = dashboardNavItems(role);
  const activeDashboard = activeDashboardItem(dashboardItems, pathname);

  return (
    <header className={classes.header} data-dashboard={inDashboard || undefined}>
      <div className={classes.bar}>
        <Link to={paths.home} className={classes.logo}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{m.common_site_name()}</span>
        </Link>

        <nav aria-label={m.common_nav_main()} className={classes.desktopNav}>
          {publicItems.map((item) => (
            <NavLink key={item.to} to={item.to} className={classes.link}>
              {item.label()}
            </NavLink>
          ))}
          <LanguageSwitch className={classes.link} />
          {isAuthenticated && <NotificationBell className={classes.profile} />}
          <Link
            to={paths.dashboard.root}
            className={classes.profile}
            aria-label={profileLabel}
            title={profileLabel}
          >
            <ProfileIcon />
          </Link>
        </nav>

        <ActionIcon
          ref={menuButton}
          hiddenFrom="sm"
          variant="transparent"
          // White in every state: the default hover and active colour is the brand green, unreadable on the header.
          color="white"
          size="xl"
          onClick={menu.toggle}
          aria-label={menuOpen ? m.common_header_close_menu() : m.common_header_open_menu()}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </ActionIcon>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" aria-label={m.common_nav_menu()} className={classes.mobileNav}>
          {inDashboard
            ? dashboardItems.map((item) => (
                <Link
                  key={item.to}
                  to={item.to}
                  className={classes.mobileLink}
                  aria-current={item === activeDashboard ? 'page' : undefined}
                >
                  {/* Its own element: the label reads alone, apart from the count. */}
                  <span>{item.label()}</span>
                  {item.todoCount && <TodoBadge />}
                </Link>
              ))
            : mobilePublicItems.map((item) => (
                <NavLink key={item.to} to={item.to} className={classes.mobileLink}>
                  {item.label()}
                </NavLink>
              ))}
          {inDashboard && (
            <>
              <Link
                to={paths.dashboard.notifications}
                className={classes.mobileLink}
                aria-current={pathname === paths.dashboard.notifications ? 'page' : undefined}
              >
                <span>{m.common_nav_notifications()}</span>
                <UnreadBadge />
              </Link>
              {/* The public pages stay one tap away once logged in. */}
              <p className={classes.mobileHeading}>{m.common_nav_league()}</p>
              {publicNavItems.map((item) => (
                <NavLink key={item.to} to={item.to} className={classes.mobileLink}>
                  {item.label()}
                </NavLink>
              ))}
              <UnstyledButton className={classes.mobileLink} onClick={logout}>
                {m.common_logout()}
              </UnstyledButton>
            </>
          )}
          <LanguageSwitch className={classes.mobileLink} />
        </nav>
      )}
    </header>
  );
}
