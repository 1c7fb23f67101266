import { Text } from '@mantine/core';
import type { Match, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { teamResults } from '../../../../common/league/form';
import { earlierMeetings } from '../../../../common/league/head-to-head';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormGuide } from '../../../components/ui/form-guide';
import { EarlierMeetings } from '../../../components/ui/head-to-head';
import { ChevronIcon } from '../../../components/ui/icons';
import { LiveMark } from '../../../components/ui/live-mark';
import { MatchPlace } from '../../../components/ui/match-place';
import { TeamLink } from '../../../components/ui/team-link';
import { formatDate, formatTime } from '../../../lib/dates';
import { shownLive } from '../../../lib/live';
import { useLiveScores } from '../../../lib/live-scores';
import { finalResult, outcomeNote, stageName } from '../../../lib/match-results';
import { usePitches } from '../../../lib/queries/get-pitches';
import classes from './team-match-list.module.css';

/**
 * The season's matches of the team, oldest first, each with its pitch and referee teams and the
 * earlier meetings of the two teams; a live match's score marked LIVE (web/lib/live.ts).
 */
export function MatchList({
  team,
  matches,
  allMatches,
  teams,
  seasonNames,
}: {
  team: Team;
  matches: readonly Match[];
  allMatches: readonly Match[];
  teams: ReadonlyMap<number, Team>;
  seasonNames: ReadonlyMap<number, string>;
}) {
  const pitches = usePitches().data ?? [];
  const live = useLiveScores(matches);
  const results = new Map(teamResults(matches, team.id).map((r) => [r.match.id, r]));
  if (matches.length === 0) return <EmptyState>{m.public_team_no_matches_season()}</EmptyState>;
  return (
    <ol className={classes.matches}>
      {matches.map((match) => {
        const home = match.home_id === team.id;
        const opponentId = home ? match.guest_id : match.home_id;
        const opponent = opponentId === null ? undefined : teams.get(opponentId);
        const result = results.get(match.id);
        const meetings = opponentId === null ? [] : earlierMeetings(allMatches, match);
        const note = outcomeNote(finalResult(match), (id) => teams.get(id)?.name ?? null);
        const now = shownLive(match, live);
        return (
          <li key={match.id} className={classes.match}>
            <Text size="sm" c="dimmed">
              {m.public_team_match_when({
                when:
                  match.date === 'tbd'
                    ? m.public_team_date_tbd()
                    : `${formatDate(match.date)}, ${formatTime(match.date)}`,
                stage: stageName(match.match_stage),
                week: match.week,
              })}
            </Text>
            <div className={classes.line}>
              <span>{home ? m.public_team_home() : m.public_team_away()}</span>
              {opponent ? (
                <TeamLink teamId={opponent.id}>{opponent.name}</TeamLink>
              ) : (
                <span>{(home ? match.guest_source : match.home_source) ?? m.public_tbd()}</span>
              )}
              {/* The team's goals first, whichever side it played on. */}
              <span className={classes.score}>
                {now ? (
                  <LiveMark live={now} flip={!home} />
                ) : (
                  <>
                    {result ? `${result.goals_for} : ${result.goals_against}` : '-'}
                    {result && <FormGuide form={[result.outcome]} />}
                  </>
                )}
              </span>
            </div>
            {note && (
              <Text size="sm" fw={600}>
                {note}
              </Text>
            )}
            <MatchPlace match={match} teams={teams} pitches={pitches} />
            {opponentId !== null && (
              <details className={classes.meetings}>
                <summary>
                  {m.public_team_earlier_meetings({ count: meetings.length })}
                  <ChevronIcon className={classes.chevron} />
                </summary>
                <EarlierMeetings
                  meetings={meetings}
                  teamId={team.id}
                  teams={teams}
                  seasonNames={seasonNames}
                />
              </details>
            )}
          </li>
        );
      })}
    </ol>
  );
}
