import { Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useParams } from 'react-router';
import type { Match, Season, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { refereeRecord } from '../../../../common/league/duties';
import { formGuide, pointsByWeek, teamResults } from '../../../../common/league/form';
import { earlierMeetings } from '../../../../common/league/head-to-head';
import { type RoundReached, type SeasonRecord, teamHistory } from '../../../../common/league/history';
import { leagueTimeZoneName } from '../../../../common/league/kick-off';
import { countsForTopScorers, topScorers } from '../../../../common/league/top-scorers';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormGuide } from '../../../components/ui/form-guide';
import { EarlierMeetings } from '../../../components/ui/head-to-head';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { SeasonSelect, useSeasonsAndTeams } from '../../../components/ui/season-select';
import { TeamLink } from '../../../components/ui/team-link';
import { formatDate, formatTime } from '../../../lib/dates';
import { groupName, stageName } from '../../../lib/match-results';
import { usePageTitle } from '../../../lib/page-title';
import { useTeams } from '../../../lib/queries/get-teams';
import { PointsChart } from '../components/points-chart';
import classes from './team-page.module.css';

const plays = (season: Season, teamId: number) =>
  season.matches.some((m) => m.home_id === teamId || m.guest_id === teamId);

const ROUND: Record<RoundReached, () => string> = {
  QF: m.public_team_round_qf,
  SF: m.public_team_round_sf,
  F: m.public_team_round_f,
};
const PLACE = {
  1: m.public_podium_champion,
  2: m.public_podium_runner_up,
  3: m.public_podium_third,
} as const;

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

/** The season's matches of the team, oldest first, each with the earlier meetings of the two teams. */
function MatchList({
  team,
  matches,
  allMatches,
  teams,
  seasonNames,
}: {
  team: Team;
  matches: readonly Match[];
  allMatches: readonly Match[];
  teams: ReadonlyMap<number, Team>;
  seasonNames: ReadonlyMap<number, string>;
}) {
  const results = new Map(teamResults(matches, team.id).map((r) => [r.match.id, r]));
  if (matches.length === 0) return <EmptyState>{m.public_team_no_matches_season()}</EmptyState>;
  return (
    <ol className={classes.matches}>
      {matches.map((match) => {
        const home = match.home_id === team.id;
        const opponentId = home ? match.guest_id : match.home_id;
        const opponent = opponentId === null ? undefined : teams.get(opponentId);
        const result = results.get(match.id);
        const meetings = opponentId === null ? [] : earlierMeetings(allMatches, match);
        return (
          <li key={match.id} className={classes.match}>
            <Text size="sm" c="dimmed">
              {m.public_team_match_when({
                when:
                  match.date === 'tbd'
                    ? m.public_team_date_tbd()
                    : `${formatDate(match.date)}, ${formatTime(match.date)}`,
                stage: stageName(match.match_stage),
                week: match.week,
              })}
            </Text>
            <div className={classes.line}>
              <span>{home ? m.public_team_home() : m.public_team_away()}</span>
              {opponent ? (
                <TeamLink teamId={opponent.id}>{opponent.name}</TeamLink>
              ) : (
                <span>{(home ? match.guest_source : match.home_source) ?? m.public_tbd()}</span>
              )}
              {/* The team's goals first, whichever side it played on. */}
              <span className={classes.score}>
                {result ? `${result.goals_for} : ${result.goals_against}` : '-'}
                {result && <FormGuide form={[result.outcome]} />}
              </span>
            </div>
            {opponentId !== null && (
              <details className={classes.meetings}>
                <summary>{m.public_team_earlier_meetings({ count: meetings.length })}</summary>
                <EarlierMeetings
                  meetings={meetings}
                  teamId={team.id}
                  teams={teams}
                  seasonNames={seasonNames}
                />
              </details>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function History({ records }: { records: readonly SeasonRecord[] }) {
  if (records.length === 0) return <EmptyState>{m.public_team_no_seasons()}</EmptyState>;
  return (
    <Table striped horizontalSpacing="xs" fz={{ base: 'sm', sm: 'md' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{m.public_team_season()}</Table.Th>
          <Table.Th scope="col">{m.public_team_group()}</Table.Th>
          <Table.Th scope="col">{m.public_team_knockout()}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((r) => (
          <Table.Tr key={r.season_id}>
            <Table.Th scope="row" fw={500}>
              {r.season_name}
            </Table.Th>
            <Table.Td>
              {m.public_team_group_position({
                group: groupName(r.group_name),
                position: r.position,
                size: r.group_size,
              })}
            </Table.Td>
            <Table.Td>
              {r.place ? (
                <strong>{PLACE[r.place]()}</strong>
              ) : r.round ? (
                ROUND[r.round]()
              ) : r.knockout_drawn ? (
                m.public_team_not_qualified()
              ) : (
                m.public_team_group_stage_in_play()
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
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
