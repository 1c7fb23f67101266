import classes from './team-name.module.css';

/** A team's name where columns are narrow (Top Scorers): its short name on phones. */
export function TeamName({ team }: { team: { name: string; name_short?: string | null } }) {
  return (
    <>
      <span className={classes.full}>{team.name}</span>
      <span className={classes.short} aria-hidden="true">
        {team.name_short || team.name}
      </span>
    </>
  );
}
