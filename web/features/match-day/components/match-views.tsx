import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Match } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { type Decision, matchesNeedingDecision } from '../../../../common/league/decisions';
import { seesEveryMatch } from '../../../../common/policies/matches';
import { EmptyState } from '../../../components/ui/empty-state';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { useLeagueToday } from '../../../lib/league-today';
import { useHashId, useHashTarget } from '../../../lib/use-hash-target';
import { MatchCard } from './match-card';
import { MatchSections, openWeek, useWeekParam } from './match-sections';
import type { SeasonContext } from './season-frame';

const VIEWS = ['team', 'all', 'decide'] as const;
type View = (typeof VIEWS)[number];

/** Why a match is on the "Needs a decision" list, above its card. */
const DECISION_NOTES: Record<Decision, () => string> = {
  disputed: m.dashboard_decision_disputed,
  overdue: m.dashboard_decision_overdue,
};

function involves(match: Match, teamId: number): boolean {
  return [match.home_id, match.guest_id, match.referee_team_id, match.referee_team_id_2].includes(teamId);
}

/** The matches that need an admin, across all weeks, each card open at its result. */
function DecisionList({ season, teams, user, teamId }: SeasonContext) {
  const entries = useMemo(() => matchesNeedingDecision(season.matches, new Date()), [season.matches]);
  const targetId = useHashId('match-');
  useHashTarget(true);
  if (entries.length === 0) return <EmptyState>{m.dashboard_decisions_empty()}</EmptyState>;
  return (
    <SimpleGrid
      component="section"
      aria-label={m.dashboard_decisions_label()}
      cols={{ base: 1, md: 2 }}
      spacing="sm"
    >
      {entries.map(({ match, decision }) => (
        <MatchCard
          key={match.id}
          match={match}
          teams={teams}
          viewer={{ user, teamId }}
          forms={match.id === targetId ? 'all' : 'result'}
          note={m.dashboard_decision_note({ reason: DECISION_NOTES[decision](), week: match.week })}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * The season's matches in the views the user has (docs/PRODUCT.md#screens): a member's team's
 * matches first with all matches one tap away; an admin's all matches with "Needs a decision (n)",
 * counted from the same list it shows. The view is in the URL (?view=), beside the week.
 */
export function MatchViews(context: SeasonContext) {
  const { season, teams, user, teamId } = context;
  const admin = seesEveryMatch(user);
  const [params, setParams] = useSearchParams();
  const decisions = useMemo(
    () => (admin ? matchesNeedingDecision(season.matches, new Date()).length : 0),
    [admin, season.matches],
  );
  const own = useMemo(
    () => (teamId === null ? [] : season.matches.filter((match) => involves(match, teamId))),
    [season.matches, teamId],
  );
  const options = [
    ...(teamId !== null ? [{ value: 'team', label: m.dashboard_matches_view_team() }] : []),
    { value: 'all', label: m.dashboard_matches_view_all() },
    ...(admin ? [{ value: 'decide', label: m.dashboard_matches_view_decide({ count: decisions }) }] : []),
  ];
  const asked = params.get('view');
  const fallback: View = teamId !== null && !admin ? 'team' : 'all';
  let view = options.some((option) => option.value === asked) ? (asked as View) : fallback;
  // A deep link to a match the view leaves out (another team's) shows all matches instead.
  const targetId = useHashId('match-');
  if (view === 'team' && targetId !== null && !own.some((match) => match.id === targetId)) view = 'all';

  const matches = view === 'team' ? own : season.matches;
  const [askedWeek] = useWeekParam();
  const today = useLeagueToday();
  // The week on screen stays when the view changes: the team's week 3 becomes all of week 3.
  const shownWeek = openWeek(matches, askedWeek, targetId, today);
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('view', value);
        if (shownWeek !== undefined && view !== 'decide') next.set('week', String(shownWeek));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Stack gap="md">
      {options.length > 1 && (
        <SegmentedChoice
          label={m.dashboard_matches_view_label()}
          data={options}
          value={view}
          onChange={choose}
          fullWidth
          // Three labels do not fit a phone's width side by side; two do, 'Entscheidung nötig (12)' on two lines.
          vertical={options.length > 2}
        />
      )}
      {view === 'decide' ? (
        <DecisionList {...context} />
      ) : matches.length === 0 ? (
        <EmptyState>{m.dashboard_matches_empty()}</EmptyState>
      ) : (
        <MatchSections groups={season.groups} matches={matches} teams={teams} viewer={{ user, teamId }} />
      )}
    </Stack>
  );
}
