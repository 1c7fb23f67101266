import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { isListedForVisitors } from '../../../../common/league/teams';
import { LIMITS } from '../../../../common/limits';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../lib/paths';
import { usePitches } from '../../../lib/queries/get-pitches';
import { useSeasons } from '../../../lib/queries/get-seasons';
import { useTeams } from '../../../lib/queries/get-teams';
import { useSession } from '../../../lib/session';
import { useLogError } from '../../../lib/use-log-error';
import { ClubsCarousel } from '../components/clubs-carousel';
import { NextMatchDay } from '../components/next-match-day';
import { RecentResults } from '../components/recent-results';
import classes from './home-page.module.css';

export function HomePage() {
  const { isAuthenticated } = useSession();
  const seasons = useSeasons();
  const teams = useTeams();
  const pitches = usePitches();
  useLogError(seasons.error, 'seasons');
  useLogError(teams.error, 'teams');

  const teamsById = useMemo(() => new Map((teams.data ?? []).map((team) => [team.id, team])), [teams.data]);
  const activeTeams = useMemo(() => (teams.data ?? []).filter(isListedForVisitors), [teams.data]);

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="lg" py="xl" px="md">
          <Title order={1} id="home-title" className={classes.heroTitle}>
            Munich University League
          </Title>
          <Text size="lg" mt="sm" maw={640}>
            Student football in Munich: a group stage over the semester, then the knockout rounds.
          </Text>
          <Group mt="lg">
            {isAuthenticated ? (
              <Button component={Link} to={paths.dashboard.root} variant="white" color="league.9">
                Dashboard
              </Button>
            ) : (
              <>
                <Button component={Link} to={paths.login} variant="white" color="league.9">
                  Log in
                </Button>
                <Button component={Link} to={paths.signup} variant="outline" color="white">
                  Register
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
              Next match day
            </Title>
            {seasons.isPending || teams.isPending ? (
              <PageLoader label="Loading the next matches" />
            ) : seasons.data ? (
              <NextMatchDay seasons={seasons.data} teams={teamsById} pitches={pitches.data ?? []} />
            ) : (
              <EmptyState>Matches are not available right now.</EmptyState>
            )}
          </section>

          <section aria-labelledby="recent-title">
            <Title order={2} id="recent-title" mb="md">
              Recent results
            </Title>
            {seasons.isPending || teams.isPending ? (
              <PageLoader label="Loading recent results" />
            ) : seasons.data ? (
              <RecentResults seasons={seasons.data} teams={teamsById} />
            ) : (
              <EmptyState>Results are not available right now.</EmptyState>
            )}
          </section>

          <section aria-labelledby="league-title">
            <Title order={2} id="league-title" mb="md">
              The league
            </Title>
            <Text mb="sm">
              Student teams from Munich's universities play each other in two randomly drawn groups, every
              team once. A win gives 3 points, a draw 1. The top four of each group reach the knockout stage:
              quarter finals, semi finals, the final and the match for third place.
            </Text>
            <Text>
              Matches are 11 vs 11 over 90 minutes. The teams referee each other: every match has two neutral
              referees from the other group, so everyone plays and everyone whistles.
            </Text>
            <Group mt="md">
              <Button component={Link} to={paths.table} variant="light">
                See the table
              </Button>
              <Button component={Link} to={paths.rules} variant="subtle">
                Read the rules
              </Button>
            </Group>
          </section>

          <section aria-labelledby="clubs-title">
            <Title order={2} id="clubs-title" mb="md">
              Clubs
            </Title>
            {teams.isPending ? (
              <PageLoader label="Loading clubs" />
            ) : activeTeams.length > 0 ? (
              <ClubsCarousel teams={activeTeams} />
            ) : (
              <EmptyState>No clubs to show yet.</EmptyState>
            )}
          </section>

          <section aria-labelledby="register-title">
            <Title order={2} id="register-title" mb="md">
              How to register?
            </Title>
            <List spacing="xs" type="ordered">
              <List.Item>
                Sign up with your name, phone number and university e-mail, then confirm the mail.
              </List.Item>
              <List.Item>Join an existing team, or create your own team and become its captain.</List.Item>
              <List.Item>
                A team needs at least {LIMITS.minTeamSize} players to register; there is no upper limit. An
                admin then accepts the team for the season.
              </List.Item>
            </List>
          </section>
        </Stack>
      </Container>
    </>
  );
}
