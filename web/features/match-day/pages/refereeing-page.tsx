import { Text } from '@mantine/core';
import { m } from '../../../../common/i18n/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { groupName } from '../../../lib/match-results';
import { groupStage, MatchSections } from '../components/match-sections';
import { RefereeDuties } from '../components/referee-duties';
import { type SeasonContext, SeasonFrame } from '../components/season-frame';

/** The other group's matches: those are the ones the user's team referees (docs/PRODUCT.md#group-matches-and-referees). */
function OtherGroupMatches({ season, teams, user, teamId }: SeasonContext) {
  if (season.groups.length === 0) {
    return <EmptyState>{m.dashboard_referee_no_groups()}</EmptyState>;
  }
  const ownGroup = season.groups.find((group) => group.teams.some((team) => team.id === teamId));
  if (!ownGroup) {
    return <EmptyState>{m.dashboard_referee_no_group()}</EmptyState>;
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
      <Text mb="lg">{m.dashboard_referee_intro({ group: groupName(ownGroup.name) })}</Text>
      {matches.length === 0 ? (
        <EmptyState>{m.dashboard_matches_empty()}</EmptyState>
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
  return (
    <SeasonFrame title={m.common_title_refereeing()}>
      {(context) => <OtherGroupMatches {...context} />}
    </SeasonFrame>
  );
}
