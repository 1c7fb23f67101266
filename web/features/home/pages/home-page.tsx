import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { getLocale, m } from '../../../../common/i18n/messages';
import { isListedForVisitors } from '../../../../common/league/teams';
import { LIMITS } from '../../../../common/limits';
import { EmptyState } from '../../../components/ui/empty-state';
import { Markdown } from '../../../components/ui/markdown';
import { PageLoader } from '../../../components/ui/page-loader';
import { useNewestSeason } from '../../../components/ui/season-select';
import { paths } from '../../../lib/paths';
import { detailValues, textIn, useLeagueDetails, useLeagueText } from '../../../lib/queries/get-league-texts';
import { usePitches } from '../../../lib/queries/get-pitches';
import { useTeams } from '../../../lib/queries/get-teams';
import { useSession } from '../../../lib/session';
import { useLogError } from '../../../lib/use-log-error';
import { ClubsCarousel } from '../components/clubs-carousel';
import { NextMatchDay } from '../components/next-match-day';
import { RecentResults } from '../components/recent-results';
import classes from './home-page.module.css';

export function HomePage() {
  const { isAuthenticated } = useSession();
  // The newest season's matches (decision 045): the next match day and the latest results are in it.
  const seasons = useNewestSeason();
  const teams = useTeams();
  const pitches = usePitches();
  const details = useLeagueDetails();
  const homeText = useLeagueText('home');
  useLogError(seasons.error, 'seasons');
  useLogError(teams.error, 'teams');
  useLogError(homeText.error, 'home text');

  const teamsById = useMemo(() => new Map((teams.data ?? []).map((team) => [team.id, team])), [teams.data]);
  const activeTeams = useMemo(() => (teams.data ?? []).filter(isListedForVisitors), [teams.data]);

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="lg" py="xl" px="md">
          <Title order={1} id="home-title" className={classes.heroTitle}>
            {m.common_site_name()}
          </Title>
          <Text size="lg" mt="sm" maw={640}>
            {m.public_home_tagline()}
          </Text>
          <Group mt="lg">
            {isAuthenticated ? (
              <Button component={Link} to={paths.dashboard.root} variant="white" color="league.9">
                {m.common_nav_dashboard()}
              </Button>
            ) : (
              <>
                <Button component={Link} to={paths.login} variant="white" color="league.9">
                  {m.public_home_log_in()}
                </Button>
                <Button component={Link} to={paths.signup} variant="outline" color="white">
                  {m.public_home_register()}
                </Button>
              </>
            )}
          </Group>
        </Container>
      </section>

      <Container size="lg" py="xl" px="md">
        <Stack gap={48}>
          <section aria-labelledby="next-title">
            <Title order={2} id="next-title" mb="md">
              {m.public_home_next_title()}
            </Title>
            {seasons.isPending || teams.isPending ? (
              <PageLoader label={m.public_home_next_loading()} />
            ) : seasons.data ? (
              <NextMatchDay seasons={seasons.data} teams={teamsById} pitches={pitches.data ?? []} />
            ) : (
              <EmptyState>{m.public_home_matches_unavailable()}</EmptyState>
            )}
          </section>

          <section aria-labelledby="recent-title">
            <Title order={2} id="recent-title" mb="md">
              {m.public_home_recent_title()}
            </Title>
            {seasons.isPending || teams.isPending ? (
              <PageLoader label={m.public_home_recent_loading()} />
            ) : seasons.data ? (
              <RecentResults seasons={seasons.data} teams={teamsById} />
            ) : (
              <EmptyState>{m.public_home_results_unavailable()}</EmptyState>
            )}
          </section>

          <section aria-labelledby="league-title">
            <Title order={2} id="league-title" mb="md">
              {m.public_home_league_title()}
            </Title>
            {/* Written by the admins (Dashboard > Texts); the buttons below stay the page's. */}
            {homeText.data && (
              <Markdown
                source={textIn(homeText.data, getLocale()).body}
                values={detailValues(details.data)}
                topLevel={3}
              />
            )}
            <Group mt="md">
              <Button component={Link} to={paths.table} variant="light">
                {m.public_home_see_table()}
              </Button>
              <Button component={Link} to={paths.rules} variant="subtle">
                {m.public_home_read_rules()}
              </Button>
            </Group>
          </section>

          <section aria-labelledby="clubs-title">
            <Title order={2} id="clubs-title" mb="md">
              {m.public_home_clubs_title()}
            </Title>
            {teams.isPending ? (
              <PageLoader label={m.public_home_clubs_loading()} />
            ) : activeTeams.length > 0 ? (
              <ClubsCarousel teams={activeTeams} />
            ) : (
              <EmptyState>{m.public_home_no_clubs()}</EmptyState>
            )}
          </section>

          <section aria-labelledby="register-title">
            <Title order={2} id="register-title" mb="md">
              {m.public_home_register_title()}
            </Title>
            <List spacing="xs" type="ordered">
              <List.Item>{m.public_home_register_step_1()}</List.Item>
              <List.Item>{m.public_home_register_step_2()}</List.Item>
              <List.Item>{m.public_home_register_step_3({ min: LIMITS.minTeamSize })}</List.Item>
            </List>
          </section>
        </Stack>
      </Container>
    </>
  );
}
