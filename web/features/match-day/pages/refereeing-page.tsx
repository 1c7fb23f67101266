import { Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { groupStage, MatchSections } from '../components/match-sections';
import { RefereeDuties } from '../components/referee-duties';
import { type SeasonContext, SeasonFrame } from '../components/season-frame';

/** The other group's matches: those are the ones the user's team referees (docs/PRODUCT.md#group-matches-and-referees). */
function OtherGroupMatches({ season, teams, user, teamId }: SeasonContext) {
  if (season.groups.length === 0) {
    return <EmptyState>This Season has no groups yet, please create some!</EmptyState>;
  }
  const ownGroup = season.groups.find((group) => group.teams.some((team) => team.id === teamId));
  if (!ownGroup) {
    return (
      <EmptyState>
        You are not a member of any group in this season. Please join a team to see your matches!
      </EmptyState>
    );
  }
  const otherGroups = season.groups.filter((group) => group !== ownGroup);
  const stages = new Set(otherGroups.map(groupStage));
  // Knockout matches the team was named to referee, too: their to-dos link here.
  const matches = season.matches.filter(
    (match) =>
      stages.has(match.match_stage) ||
      (teamId !== null && [match.referee_team_id, match.referee_team_id_2].includes(teamId)),
  );

  return (
    <>
      <RefereeDuties season={season} teams={teams} user={user} teamId={teamId} />
      <Text mb="lg">
        Your team is in {ownGroup.name}. These are the matches of the other group, from which your team's
        refereeing duties come.
      </Text>
      {matches.length === 0 ? (
        <EmptyState>No matches found for this season.</EmptyState>
      ) : (
        <MatchSections
          key={season.id}
          groups={otherGroups}
          matches={matches}
          teams={teams}
          viewer={{ user, teamId }}
        />
      )}
    </>
  );
}

export function RefereeingPage() {
  return <SeasonFrame title="Refereeing">{(context) => <OtherGroupMatches {...context} />}</SeasonFrame>;
}
