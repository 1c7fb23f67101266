import { Link } from 'react-router';
import { m } from '../../../common/i18n/messages';
import { InstagramIcon } from '../../components/ui/icons';
import { paths } from '../../lib/paths';
import { useLeagueDetails } from '../../lib/queries/get-league-texts';
import classes from './site-footer.module.css';

const links = [
  { label: m.common_footer_terms, to: paths.terms },
  { label: m.common_footer_imprint, to: paths.imprint },
  { label: m.common_footer_privacy, to: paths.privacy },
  { label: m.common_footer_teams, to: paths.teams },
  { label: m.common_footer_meet_the_team, to: paths.aboutUs },
];

export function SiteFooter({ inDashboard }: { inDashboard: boolean }) {
  const instagram = useLeagueDetails().data?.instagram;
  return (
    <footer className={classes.footer} data-dashboard={inDashboard || undefined}>
      <div className={classes.inner}>
        <p className={classes.copyright}>{m.common_footer_copyright()}</p>
        <nav aria-label={m.common_nav_footer()} className={classes.links}>
          {links.map((link) => (
            <Link key={link.to} to={link.to} className={classes.link}>
              {link.label()}
            </Link>
          ))}
        </nav>
        {/* The league's own profile, kept with its details (Dashboard > Texts); none entered, no icon. */}
        {instagram && (
          <a
            className={classes.social}
            href={instagram}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={m.common_footer_instagram()}
          >
            <InstagramIcon />
          </a>
        )}
      </div>
    </footer>
  );
}
