import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { m } from '../../../../common/i18n/messages';
import { isListedForVisitors } from '../../../../common/league/teams';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { useTeams } from '../../../lib/queries/get-teams';
import { useLogError } from '../../../lib/use-log-error';
import { TeamCard } from '../components/team-card';

/** Roughly the cards visible without scrolling on a phone; their crests load at once. */
const ABOVE_THE_FOLD = 2;

export function TeamsPage() {
  const teams = useTeams();
  useLogError(teams.error, 'teams');

  const activeTeams = useMemo(
    () => (teams.data ?? []).filter(isListedForVisitors).sort((a, b) => b.player_count - a.player_count),
    [teams.data],
  );

  return (
    <Page title={m.common_title_teams()}>
      {teams.isPending ? (
        <PageLoader label={m.public_teams_loading()} />
      ) : activeTeams.length === 0 ? (
        <EmptyState>{m.public_teams_empty()}</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {activeTeams.map((team, index) => (
            <TeamCard key={team.id} team={team} eager={index < ABOVE_THE_FOLD} />
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}
