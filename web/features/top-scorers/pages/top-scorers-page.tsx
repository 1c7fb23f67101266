import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { m } from '../../../../common/i18n/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { SeasonSelect, useSeasonsAndTeams } from '../../../components/ui/season-select';
import { TeamLink } from '../../../components/ui/team-link';
import { useLogError } from '../../../lib/use-log-error';
import { useTopScorers } from '../api/get-top-scorers';
import classes from './top-scorers-page.module.css';

export function TopScorersPage() {
  const { seasons, season, selectSeason, teams, seasonsPending } = useSeasonsAndTeams();
  const scorersQuery = useTopScorers();
  useLogError(scorersQuery.error, 'top scorers');

  // The server ranks the list already (ties share a rank), so it is shown as delivered.
  const scorers = scorersQuery.data?.find((entry) => entry.season_id === season?.id)?.top_scorers ?? [];

  let content: ReactNode;
  if (seasonsPending || scorersQuery.isPending) content = <PageLoader label={m.public_scorers_loading()} />;
  else if (!season) content = <EmptyState>{m.public_season_unavailable()}</EmptyState>;
  else {
    content = (
      <>
        <SeasonSelect seasons={seasons} value={season} onChange={selectSeason} />
        {scorers.length === 0 ? (
          <EmptyState>{m.public_scorers_empty()}</EmptyState>
        ) : (
          <Table striped horizontalSpacing="xs" fz={{ base: 'sm', sm: 'md' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{m.public_scorers_rank()}</Table.Th>
                <Table.Th scope="col">{m.public_scorers_player()}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {m.public_scorers_goals()}
                </Table.Th>
                <Table.Th scope="col">{m.public_scorers_team()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scorers.map((scorer) => (
                <Table.Tr key={scorer.user_id}>
                  <Table.Td>{scorer.rank}</Table.Td>
                  <Table.Th scope="row" fw={500}>
                    {scorer.name}
                  </Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {scorer.goals}
                  </Table.Td>
                  <Table.Td className={classes.team} lang="de">
                    {teams.has(scorer.team_id) ? (
                      <TeamLink teamId={scorer.team_id}>{teams.get(scorer.team_id)?.name}</TeamLink>
                    ) : (
                      '-'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </>
    );
  }

  return <Page title={m.common_title_top_scorers()}>{content}</Page>;
}
