import { Anchor, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { TeamLink } from '../../../components/ui/team-link';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import classes from './team-card.module.css';

export function TeamCard({ team, eager }: { team: Team; eager: boolean }) {
  return (
    <Card withBorder padding="lg" radius="md" component="article" className={classes.card}>
      <Group wrap="nowrap" align="center">
        <img
          className={classes.crest}
          src={team.logo_url}
          alt={m.public_teams_crest({ team: team.name })}
          width={64}
          height={64}
          // Cards further down load their crest only when scrolled near.
          loading={eager ? 'eager' : 'lazy'}
        />
        <div className={classes.names}>
          <Title order={2} size="h4">
            <TeamLink teamId={team.id}>{team.name}</TeamLink>
          </Title>
          <Text c="dimmed">{team.name_short}</Text>
        </div>
      </Group>
      <dl className={classes.facts}>
        <dt>{m.public_teams_member_since()}</dt>
        <dd>{formatDate(team.created_at)}</dd>
        <dt>{m.public_teams_captain()}</dt>
        <dd>{team.captain?.name ?? '-'}</dd>
        <dt>{m.public_teams_players()}</dt>
        <dd>{team.player_count}</dd>
      </dl>
      <Anchor href={paths.calendar.team(team.id)} size="sm" mt="sm" display="inline-block">
        {m.public_teams_calendar()}
        {/* Link lists of screen readers show every card's link out of context. */}
        <VisuallyHidden>{m.public_teams_calendar_of({ team: team.name })}</VisuallyHidden>
      </Anchor>
    </Card>
  );
}
