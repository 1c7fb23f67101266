import { Link } from 'react-router';
import { InstagramIcon } from '../../components/ui/icons';
import operator from '../../content/operator.json';
import { paths } from '../../lib/paths';
import classes from './site-footer.module.css';

const links = [
  { label: 'Terms', to: paths.terms },
  { label: 'Impressum', to: paths.imprint },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Teams', to: paths.teams },
  { label: 'Meet the Team', to: paths.aboutUs },
];

export function SiteFooter({ inDashboard }: { inDashboard: boolean }) {
  return (
    <footer className={classes.footer} data-dashboard={inDashboard || undefined}>
      <div className={classes.inner}>
        <p className={classes.copyright}>© 2025 Munich University League</p>
        <nav aria-label="Footer" className={classes.links}>
          {links.map((link) => (
            <Link key={link.to} to={link.to} className={classes.link}>
              {link.label}
            </Link>
          ))}
        </nav>
        {/* The league's own profile, kept with the operator's details; none configured, no icon. */}
        {operator.instagram && (
          <a
            className={classes.social}
            href={operator.instagram}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Instagram (opens in a new tab)"
          >
            <InstagramIcon />
          </a>
        )}
      </div>
    </footer>
  );
}
