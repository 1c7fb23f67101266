import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { m } from '../../../../common/i18n/messages';
import { seesAnyMatchDateProposal, seesEveryMatch } from '../../../../common/policies/matches';
import { can } from '../../../lib/authorization';
import { useCurrentUser } from '../../../lib/queries/get-user-by-token';
import { useDateProposals } from '../api/date-proposals';
import { DateProposalsList } from '../components/date-proposals-list';
import { MatchViews } from '../components/match-views';
import { NextMatch } from '../components/next-match';
import { type SeasonContext, SeasonFrame } from '../components/season-frame';
import { SeasonStandings } from '../components/season-standings';

function SeasonMatches(context: SeasonContext) {
  return (
    <Stack gap="xl">
      <NextMatch {...context} />
      {seesEveryMatch(context.user) && (
        <DateProposalsList season={context.season} teams={context.teams} user={context.user} />
      )}
      <SeasonStandings season={context.season} teamId={context.teamId} />
      <MatchViews {...context} />
    </Stack>
  );
}

/** `lead`: what web/app puts above the matches (the To do list). */
export function DashboardMatchesPage({ lead }: { lead?: ReactNode }) {
  // The open proposals to move a match, asked with the season's pending results rather than once
  // the cards that show them render: one wait instead of two (and one server render fewer).
  const user = useCurrentUser().data;
  useDateProposals(can(user, seesAnyMatchDateProposal));
  return (
    <SeasonFrame
      title={m.common_title_matches_heading()}
      lead={lead}
      withoutTeam={m.dashboard_match_join_first()}
    >
      {(context) => <SeasonMatches {...context} />}
    </SeasonFrame>
  );
}
