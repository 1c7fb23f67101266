import { Table } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { m } from '../../../../common/i18n/messages';
import { seasonTopScorers } from '../../../../common/league/top-scorers';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { PageLoader } from '../../../components/ui/page-loader';
import { SeasonSelect, useShownSeason } from '../../../components/ui/season-select';
import { TeamLink } from '../../../components/ui/team-link';
import { TeamName } from '../../../components/ui/team-name';
import classes from './top-scorers-page.module.css';

export function TopScorersPage() {
  const { seasons, shown, season, selectSeason, teams, seasonsPending } = useShownSeason();
  // Ranked from the season's final results by the rule the server's gettopscorer uses.
  const scorers = useMemo(() => (season ? seasonTopScorers(season) : []), [season]);

  let content: ReactNode;
  if (seasonsPending) content = <PageLoader label={m.public_scorers_loading()} />;
  else if (!season) content = <EmptyState>{m.public_season_unavailable()}</EmptyState>;
  else {
    content = (
      <>
        <SeasonSelect seasons={seasons} value={shown ?? season} onChange={selectSeason} />
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
              {scorers.map((scorer) => {
                const team = teams.get(scorer.team_id);
                return (
                  <Table.Tr key={scorer.user_id}>
                    <Table.Td>{scorer.rank}</Table.Td>
                    <Table.Th scope="row" fw={500}>
                      {scorer.name}
                    </Table.Th>
                    <Table.Td ta="right" fw={700}>
                      {scorer.goals}
                    </Table.Td>
                    <Table.Td className={classes.team} lang="de">
                      {team ? (
                        <TeamLink teamId={scorer.team_id}>
                          <TeamName team={team} />
                        </TeamLink>
                      ) : (
                        '-'
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </>
    );
  }

  return <Page title={m.common_title_top_scorers()}>{content}</Page>;
}
