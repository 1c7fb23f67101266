import { Paper, Title } from '@mantine/core';
import type { Match, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { podium } from '../../../../common/league/history';
import { TeamLink } from '../../../components/ui/team-link';
import classes from './podium.module.css';

/** Champion, runner-up and third of a season whose final is decided (docs/PRODUCT.md#team-pages). */
export function Podium({ matches, teams }: { matches: readonly Match[]; teams: ReadonlyMap<number, Team> }) {
  const top = podium(matches);
  if (!top) return null;
  const places = [
    { label: m.public_podium_champion(), id: top.champion },
    { label: m.public_podium_runner_up(), id: top.runner_up },
    { label: m.public_podium_third(), id: top.third },
  ].flatMap(({ label, id }) => (id === null ? [] : [{ label: label as string, id }]));
  return (
    <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-labelledby="podium-heading">
      <Title order={2} size="h4" id="podium-heading">
        {m.public_podium_heading()}
      </Title>
      <ol className={classes.list}>
        {places.map((place) => (
          <li key={place.label}>
            <span className={classes.label}>{place.label}</span>
            {teams.has(place.id) ? (
              <TeamLink teamId={place.id}>{teams.get(place.id)?.name}</TeamLink>
            ) : (
              <span>{m.public_former_team()}</span>
            )}
          </li>
        ))}
      </ol>
    </Paper>
  );
}
