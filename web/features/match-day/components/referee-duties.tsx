import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { actionPaths } from '../../../../common/api/links';
import { m } from '../../../../common/i18n/messages';
import { refereeDuties } from '../../../../common/league/upcoming';
import { formatDateTime } from '../../../lib/dates';
import { teamName } from './match-texts';
import type { SeasonContext } from './season-frame';

/** The user's and the team's refereeing duties first, each a link to its match below. */
export function RefereeDuties({ season, teams, user, teamId }: SeasonContext) {
  const duties = useMemo(
    () => refereeDuties(season.matches, user.id, teamId),
    [season.matches, user.id, teamId],
  );
  const headingId = useId();
  if (duties.length === 0) return null;

  return (
    <Card withBorder radius="md" padding="md" mb="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {m.dashboard_referee_duties_title()}
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {duties.map((match) => {
          const personal = match.referee_id === user.id || match.referee_id_2 === user.id;
          const title = `${teamName(teams, match.home_id, match.home_source)} – ${teamName(teams, match.guest_id, match.guest_source)}`;
          return (
            <li key={match.id}>
              <Anchor component={Link} to={actionPaths.refereeing(match.id)}>
                {title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatDateTime(match.date)} ·{' '}
                {personal ? m.dashboard_referee_duty_personal() : m.dashboard_referee_duty_team()}
              </Text>
            </li>
          );
        })}
      </Stack>
    </Card>
  );
}
