import { Paper, Title } from '@mantine/core';
import type { Match, Team } from '../../../../common/api/types';
import { podium } from '../../../../common/league/history';
import { TeamLink } from '../../../components/ui/team-link';
import classes from './podium.module.css';

/** Champion, runner-up and third of a season whose final is decided (docs/PRODUCT.md#team-pages). */
export function Podium({ matches, teams }: { matches: readonly Match[]; teams: ReadonlyMap<number, Team> }) {
  const top = podium(matches);
  if (!top) return null;
  const places = [
    { label: 'Champion', id: top.champion },
    { label: 'Runner-up', id: top.runner_up },
    { label: 'Third', id: top.third },
  ].filter((place): place is { label: string; id: number } => place.id !== null);
  return (
    <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-labelledby="podium-heading">
      <Title order={2} size="h4" id="podium-heading">
        Final standings
      </Title>
      <ol className={classes.list}>
        {places.map((place) => (
          <li key={place.label}>
            <span className={classes.label}>{place.label}</span>
            {teams.has(place.id) ? (
              <TeamLink teamId={place.id}>{teams.get(place.id)?.name}</TeamLink>
            ) : (
              <span lang="de">a former team</span>
            )}
          </li>
        ))}
      </ol>
    </Paper>
  );
}
