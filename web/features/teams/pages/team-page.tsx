import { Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useParams } from 'react-router';
import type { Match, Season, Team } from '../../../../common/api/types';
import { refereeRecord } from '../../../../common/league/duties';
import { formGuide, pointsByWeek, teamResults } from '../../../../common/league/form';
import { earlierMeetings } from '../../../../common/league/head-to-head';
import { type RoundReached, type SeasonRecord, teamHistory } from '../../../../common/league/history';
import { LEAGUE_TIME_ZONE_NAME } from '../../../../common/league/kick-off';
import { countsForTopScorers, topScorers } from '../../../../common/league/top-scorers';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormGuide } from '../../../components/ui/form-guide';
import { EarlierMeetings } from '../../../components/ui/head-to-head';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { SeasonSelect, useSeasonsAndTeams } from '../../../components/ui/season-select';
import { TeamLink } from '../../../components/ui/team-link';
import { formatDate, formatTime } from '../../../lib/dates';
import { stageName } from '../../../lib/match-results';
import { useTeams } from '../../../lib/queries/get-teams';
import { PointsChart } from '../components/points-chart';
import classes from './team-page.module.css';

const plays = (season: Season, teamId: number) =>
  season.matches.some((m) => m.home_id === teamId || m.guest_id === teamId);

const ROUND: Record<RoundReached, string> = { QF: 'Quarter-final', SF: 'Semi-final', F: 'Final' };
const PLACE = { 1: 'Champion', 2: 'Runner-up', 3: 'Third' } as const;

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
  if (matches.length === 0) return <EmptyState>No matches this season.</EmptyState>;
  return (
    <ol className={classes.matches}>
      {matches.map((m) => {
        const home = m.home_id === team.id;
        const opponentId = home ? m.guest_id : m.home_id;
        const opponent = opponentId === null ? undefined : teams.get(opponentId);
        const result = results.get(m.id);
        const meetings = opponentId === null ? [] : earlierMeetings(allMatches, m);
        return (
          <li key={m.id} className={classes.match}>
            <Text size="sm" c="dimmed">
              {m.date === 'tbd' ? 'Date to be set' : `${formatDate(m.date)}, ${formatTime(m.date)}`} ·{' '}
              {stageName(m.match_stage)}, week {m.week}
            </Text>
            <div className={classes.line}>
              <span>{home ? 'vs' : 'at'}</span>
              {opponent ? (
                <TeamLink teamId={opponent.id}>{opponent.name}</TeamLink>
              ) : (
                <span lang="de">{(home ? m.guest_source : m.home_source) ?? 'TBD'}</span>
              )}
              {/* The team's goals first, whichever side it played on. */}
              <span className={classes.score}>
                {result ? `${result.goals_for} : ${result.goals_against}` : '-'}
                {result && <FormGuide form={[result.outcome]} />}
              </span>
            </div>
            {opponentId !== null && (
              <details className={classes.meetings}>
                <summary>Earlier meetings: {meetings.length}</summary>
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
  if (records.length === 0) return <EmptyState>No seasons played yet.</EmptyState>;
  return (
    <Table striped horizontalSpacing="xs" fz={{ base: 'sm', sm: 'md' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Season</Table.Th>
          <Table.Th scope="col">Group</Table.Th>
          <Table.Th scope="col">Knockout</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((r) => (
          <Table.Tr key={r.season_id}>
            <Table.Th scope="row" fw={500}>
              {r.season_name}
            </Table.Th>
            <Table.Td>
              {r.group_name}: {r.position} of {r.group_size}
            </Table.Td>
            <Table.Td>
              {r.place ? (
                <strong>{PLACE[r.place]}</strong>
              ) : r.round ? (
                ROUND[r.round]
              ) : r.knockout_drawn ? (
                'Not qualified'
              ) : (
                'Group stage in play'
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

  if (seasonsPending || teamsQuery.isPending) {
    return (
      <Page title="Team">
        <PageLoader label="Loading the team" />
      </Page>
    );
  }
  if (!team) {
    return (
      <Page title="Team">
        <EmptyState>No such team.</EmptyState>
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
          alt={`${team.name} crest`}
          width={80}
          height={80}
        />
        <dl className={classes.facts}>
          <dt>Captain</dt>
          <dd>{team.captain?.name ?? '-'}</dd>
          <dt>Members</dt>
          <dd>{team.player_count}</dd>
          {honours.map((r) => (
            <FragmentPair key={r.season_id} term={PLACE[r.place as 1 | 2 | 3]} value={r.season_name} />
          ))}
        </dl>
      </Group>
      {played.length === 0 || !shown ? (
        <EmptyState>No matches yet.</EmptyState>
      ) : (
        <Stack gap="xl">
          <SeasonSelect seasons={played} value={shown} onChange={selectSeason} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Section id="form-heading" title="Form">
              <FormGuide form={formGuide(shown.matches, teamId)} large />
              <Text size="xs" c="dimmed" mt={4}>
                The last five results, oldest first: W won, D drawn, L lost.
              </Text>
            </Section>
            <Section id="points-heading" title="Points by week">
              {weeks.length === 0 ? (
                <Text c="dimmed">No group result yet.</Text>
              ) : (
                <PointsChart weeks={weeks} teamName={team.name} />
              )}
              <Text size="xs" c="dimmed">
                Group stage, before penalty points.
              </Text>
            </Section>
          </SimpleGrid>
          <Section id="matches-heading" title="Matches">
            <MatchList
              team={team}
              matches={matches}
              allMatches={allMatches}
              teams={teams}
              seasonNames={seasonNames}
            />
            <Text size="xs" c="dimmed" mt="xs">
              Kick-off times are {LEAGUE_TIME_ZONE_NAME}.
            </Text>
          </Section>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Section id="scorers-heading" title="Scorers">
              {scorers.length === 0 ? (
                <Text c="dimmed">No goals yet.</Text>
              ) : (
                <Table striped horizontalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Player</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Goals
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
            <Section id="referee-heading" title="Referee duties">
              <dl className={classes.facts}>
                <dt>Done</dt>
                <dd>{duties.done}</dd>
                <dt>Missed</dt>
                <dd>{duties.missed}</dd>
                <dt>Still to come</dt>
                <dd>{duties.open}</dd>
              </dl>
            </Section>
          </SimpleGrid>
        </Stack>
      )}
      <Stack mt="xl">
        <Section id="history-heading" title="History">
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
