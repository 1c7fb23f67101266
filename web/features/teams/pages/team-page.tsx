import { Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useParams } from 'react-router';
import type { Season } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { refereeRecord } from '../../../../common/league/duties';
import { formGuide, pointsByWeek } from '../../../../common/league/form';
import { teamHistory } from '../../../../common/league/history';
import { leagueTimeZoneName } from '../../../../common/league/kick-off';
import { countsForTopScorers, topScorers } from '../../../../common/league/top-scorers';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormGuide } from '../../../components/ui/form-guide';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { PushFollowSwitch } from '../../../components/ui/push-follow-switch';
import { SeasonSelect, useSeasonsAndTeams } from '../../../components/ui/season-select';
import { usePageTitle } from '../../../lib/page-title';
import { useTeams } from '../../../lib/queries/get-teams';
import { AskToJoin } from '../components/ask-to-join';
import { PointsChart } from '../components/points-chart';
import { History, PLACE } from '../components/team-history';
import { MatchList } from '../components/team-match-list';
import classes from './team-page.module.css';

const plays = (season: Season, teamId: number) =>
  season.matches.some((m) => m.home_id === teamId || m.guest_id === teamId);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

export function TeamPage() {
  const teamId = Number(useParams().teamId);
  const { seasons, season, selectSeason, teams, seasonsPending } = useSeasonsAndTeams((s) =>
    plays(s, teamId),
  );
  const teamsQuery = useTeams();
  const team = teams.get(teamId);
  const allMatches = useMemo(() => seasons.flatMap((s) => s.matches), [seasons]);
  const seasonNames = useMemo(() => new Map(seasons.map((s) => [s.id, s.name])), [seasons]);
  const history = useMemo(() => teamHistory(seasons, teamId), [seasons, teamId]);
  usePageTitle(team?.name ?? null);

  if (seasonsPending || teamsQuery.isPending) {
    return (
      <Page title={m.public_team_title()}>
        <PageLoader label={m.public_team_loading()} />
      </Page>
    );
  }
  if (!team) {
    return (
      <Page title={m.public_team_title()}>
        <EmptyState>{m.public_team_not_found()}</EmptyState>
      </Page>
    );
  }

  const played = seasons.filter((s) => plays(s, teamId));
  const shown = season && plays(season, teamId) ? season : undefined;
  const matches = (shown?.matches ?? [])
    .filter((m) => m.home_id === teamId || m.guest_id === teamId)
    .sort((a, b) => a.week - b.week || a.id - b.id);
  const scorers = topScorers(
    matches
      .flatMap((m) => m.results.filter((r) => r.is_final && countsForTopScorers(r)))
      .flatMap((r) => r.scorer.filter((s) => s.team_id === teamId))
      .map((s) => ({ user_id: s.user_id, name: s.name, team_id: s.team_id, goals: s.goal_count })),
  );
  const duties = refereeRecord(shown?.matches ?? [], teamId);
  const weeks = pointsByWeek(shown?.matches ?? [], teamId);
  const honours = history.filter((r) => r.place !== null);

  return (
    <Page title={team.name}>
      <Group wrap="nowrap" align="center" mb="lg" gap="lg">
        <img
          className={classes.crest}
          src={team.logo_url}
          alt={m.public_team_crest({ team: team.name })}
          width={80}
          height={80}
        />
        <dl className={classes.facts}>
          <dt>{m.public_team_captain()}</dt>
          <dd>{team.captain?.name ?? '-'}</dd>
          <dt>{m.public_team_members()}</dt>
          <dd>{team.player_count}</dd>
          {honours.map((r) => (
            <FragmentPair key={r.season_id} term={PLACE[r.place as 1 | 2 | 3]()} value={r.season_name} />
          ))}
        </dl>
      </Group>
      <AskToJoin team={team} />
      <PushFollowSwitch teamId={team.id} teamName={team.name} mb="lg" />
      {played.length === 0 || !shown ? (
        <EmptyState>{m.public_team_no_matches_yet()}</EmptyState>
      ) : (
        <Stack gap="xl">
          <SeasonSelect seasons={played} value={shown} onChange={selectSeason} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Section id="form-heading" title={m.public_team_form()}>
              <FormGuide form={formGuide(shown.matches, teamId)} large />
              <Text size="xs" c="dimmed" mt={4}>
                {m.public_team_form_note()}
              </Text>
            </Section>
            <Section id="points-heading" title={m.public_team_points()}>
              {weeks.length === 0 ? (
                <Text c="dimmed">{m.public_team_no_group_result()}</Text>
              ) : (
                <PointsChart weeks={weeks} teamName={team.name} />
              )}
              <Text size="xs" c="dimmed">
                {m.public_team_points_note()}
              </Text>
            </Section>
          </SimpleGrid>
          <Section id="matches-heading" title={m.public_team_matches()}>
            <MatchList
              team={team}
              matches={matches}
              allMatches={allMatches}
              teams={teams}
              seasonNames={seasonNames}
            />
            <Text size="xs" c="dimmed" mt="xs">
              {m.public_team_kick_off_zone({ zone: leagueTimeZoneName() })}
            </Text>
          </Section>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Section id="scorers-heading" title={m.public_team_scorers()}>
              {scorers.length === 0 ? (
                <Text c="dimmed">{m.public_team_no_goals()}</Text>
              ) : (
                <Table striped horizontalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{m.public_team_player()}</Table.Th>
                      <Table.Th scope="col" ta="right">
                        {m.public_team_goals()}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {scorers.map((s) => (
                      <Table.Tr key={s.user_id}>
                        <Table.Th scope="row" fw={500}>
                          {s.name}
                        </Table.Th>
                        <Table.Td ta="right">{s.goals}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Section>
            <Section id="referee-heading" title={m.public_team_referee()}>
              <dl className={classes.facts}>
                <dt>{m.public_team_referee_done()}</dt>
                <dd>{duties.done}</dd>
                <dt>{m.public_team_referee_missed()}</dt>
                <dd>{duties.missed}</dd>
                <dt>{m.public_team_referee_open()}</dt>
                <dd>{duties.open}</dd>
              </dl>
            </Section>
          </SimpleGrid>
        </Stack>
      )}
      <Stack mt="xl">
        <Section id="history-heading" title={m.public_team_history()}>
          <History records={history} />
        </Section>
      </Stack>
    </Page>
  );
}

function FragmentPair({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
