import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Match } from '../../../../common/api/types';
import { penaltyRuleText } from '../../../../common/league/penalties';
import { seesEveryMatch } from '../../../../common/policies/matches';
import { EmptyState } from '../../../components/ui/empty-state';
import { StandingsTable } from '../../../components/ui/standings-table';
import { MatchSections } from '../components/match-sections';
import { NextMatch } from '../components/next-match';
import { type SeasonContext, SeasonFrame } from '../components/season-frame';

function involves(match: Match, teamId: number): boolean {
  return [match.home_id, match.guest_id, match.referee_team_id, match.referee_team_id_2].includes(teamId);
}

function SeasonMatches({ season, teams, user, teamId }: SeasonContext) {
  // Admins see every match; members those their team plays or referees (docs/PRODUCT.md#roles).
  const matches = seesEveryMatch(user)
    ? season.matches
    : season.matches.filter((match) => teamId !== null && involves(match, teamId));

  return (
    <Stack gap="xl">
      <NextMatch season={season} teams={teams} user={user} teamId={teamId} />
      {season.groups.length > 0 && (
        <section aria-labelledby="standings-heading">
          <Title order={2} size="h3" id="standings-heading" mb="sm">
            Standings
          </Title>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            {season.groups.map((group) => (
              <StandingsTable
                key={group.id}
                group={group}
                compact
                headingOrder={3}
                highlightTeamId={teamId}
                matches={season.matches}
              />
            ))}
          </SimpleGrid>
          <Text size="sm" mt="sm">
            * {penaltyRuleText(season.penalty_rule)}
          </Text>
        </section>
      )}
      {matches.length === 0 ? (
        <EmptyState>No matches found for this season.</EmptyState>
      ) : (
        // Keyed by season: another season opens at its own current week.
        <MatchSections
          key={season.id}
          groups={season.groups}
          matches={matches}
          teams={teams}
          viewer={{ user, teamId }}
        />
      )}
    </Stack>
  );
}

/** `lead`: what web/app puts above the matches (the To do list). */
export function DashboardMatchesPage({ lead }: { lead?: ReactNode }) {
  return (
    <SeasonFrame title="Matches" lead={lead} withoutTeam="Please join or create a team to see your matches!">
      {(context) => <SeasonMatches {...context} />}
    </SeasonFrame>
  );
}
