import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { actionPaths } from '../../../../common/api/links';
import { m } from '../../../../common/i18n/messages';
import { nextMatch } from '../../../../common/league/upcoming';
import { matchAbilities } from '../../../lib/authorization';
import { formatDateTime } from '../../../lib/dates';
import { CaptainContacts } from './captain-contacts';
import { MatchPitchLine } from './match-pitch';
import { refereeText, teamName } from './match-texts';
import type { SeasonContext } from './season-frame';

/** The team's next match at a glance: when, against whom, where, who referees, whom to call. */
export function NextMatch({ season, teams, user, teamId }: SeasonContext) {
  const match = useMemo(
    () => (teamId === null ? undefined : nextMatch(season.matches, teamId, new Date())),
    [season.matches, teamId],
  );
  const headingId = useId();
  if (!match || teamId === null) return null;

  const home = match.home_id === teamId;
  const opponent = teamName(
    teams,
    home ? match.guest_id : match.home_id,
    home ? match.guest_source : match.home_source,
  );
  const referees = [
    [match.referee_team_id, match.referee_id],
    [match.referee_team_id_2, match.referee_id_2],
  ] as const;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {m.dashboard_match_next_title()}
      </Title>
      <Stack gap={4}>
        <Text fw={700}>
          {home
            ? m.dashboard_match_next_home({ team: opponent })
            : m.dashboard_match_next_away({ team: opponent })}
        </Text>
        <Text size="sm">
          {m.dashboard_match_kick_off_label()}{' '}
          <time dateTime={match.date === 'tbd' ? undefined : match.date}>{formatDateTime(match.date)}</time>
        </Text>
        <MatchPitchLine match={match} />
        {referees.map(([refereeTeam, referee], index) => (
          <Text key={refereeTeam ?? `slot-${index}`} size="sm">
            {m.dashboard_match_referee_line({
              slot: index + 1,
              referee: refereeText(teams, refereeTeam, referee),
            })}
          </Text>
        ))}
        {/* The opposing captain's phone only where common/policies/contacts.ts allows. */}
        <CaptainContacts shown={matchAbilities(user, match).captainsShown} teams={teams} />
        <Anchor component={Link} to={actionPaths.match(match.id)} size="sm" mt={4}>
          {m.dashboard_match_go_to()}
        </Anchor>
      </Stack>
    </Card>
  );
}
