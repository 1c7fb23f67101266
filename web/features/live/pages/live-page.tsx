import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { Match, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { Page } from '../../../components/ui/page';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { paths } from '../../../lib/paths';
import { useSeasons } from '../../../lib/queries/get-seasons';
import { useTeams } from '../../../lib/queries/get-teams';
import { type User, useCurrentUser } from '../../../lib/queries/get-user-by-token';
import { useScorers } from '../api/use-live';
import { LiveScreen } from '../components/live-screen';

/** The live screen of a match with both teams known, its scorers read for the recorder. */
function LiveMatch({ match, teams, user }: { match: Match; teams: ReadonlyMap<number, Team>; user: User }) {
  const scorers = useScorers(match, user, teams);
  const side = (id: number, source: string | null) => ({ id, name: teams.get(id)?.name ?? source ?? '' });
  if (match.home_id === null || match.guest_id === null) return <Text>{m.dashboard_live_missing()}</Text>;
  const home = side(match.home_id, match.home_source);
  const guest = side(match.guest_id, match.guest_source);
  return (
    <Stack gap="md">
      <Text ta="center" fw={600}>
        {m.dashboard_match_versus({ home: home.name, guest: guest.name })}
      </Text>
      <LiveScreen match={match} home={home} guest={guest} user={user} scorers={scorers} />
    </Stack>
  );
}

/**
 * /dashboard/live/<match id> (docs/PRODUCT.md#live-match-day): the match from the seasons the
 * dashboard reads anyway, so the screen opens from the kept answers on a pitch without signal.
 */
export function LivePage() {
  const { matchId = '' } = useParams();
  const id = Number(matchId);
  const user = useCurrentUser().data;
  const seasons = useSeasons();
  const teams = useTeams();
  const match = seasons.data?.flatMap((season) => season.matches).find((candidate) => candidate.id === id);
  const loading = seasons.isPending || teams.isPending || !user;
  return (
    <Page title={m.dashboard_live_title()} size="sm">
      {loading ? (
        <ListSkeleton label={m.dashboard_live_title()} />
      ) : (
        <Stack gap="lg">
          {match ? (
            <LiveMatch
              match={match}
              teams={new Map((teams.data ?? []).map((team) => [team.id, team]))}
              user={user}
            />
          ) : (
            <Text>{m.dashboard_live_missing()}</Text>
          )}
          <Anchor component={Link} to={`${paths.dashboard.matches}#match-${id}`}>
            {m.dashboard_live_to_matches()}
          </Anchor>
        </Stack>
      )}
    </Page>
  );
}
