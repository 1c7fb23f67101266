import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import classes from './team-link.module.css';

/** A link to the team's page (/teams/<id>), 44 px tall. */
export function TeamLink({ teamId, children }: { teamId: number; children: ReactNode }) {
  return (
    <Anchor component={Link} to={paths.team(teamId)} className={classes.link} lang="de">
      {children}
    </Anchor>
  );
}
