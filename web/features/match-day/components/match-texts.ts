import type { Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';

/** How the match-day pages name a match's teams and referees. */

export function teamName(teams: ReadonlyMap<number, Team>, id: number | null, source: string | null): string {
  if (id !== null) return teams.get(id)?.name ?? m.dashboard_match_team_fallback({ id });
  // Knockout slots are filled once the stage before is over.
  return source ?? m.dashboard_match_tbd();
}

export function refereeText(
  teams: ReadonlyMap<number, Team>,
  teamId: number | null,
  refereeId: number | null,
) {
  if (teamId === null) return m.dashboard_match_referee_not_assigned();
  const team = teams.get(teamId);
  const referee = team?.players?.find((player) => player.id === refereeId)?.name;
  return m.dashboard_match_referee_of_team({
    team: team?.name ?? m.dashboard_match_team_fallback({ id: teamId }),
    referee: referee ?? m.dashboard_match_no_referee_chosen(),
  });
}
