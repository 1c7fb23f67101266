import { Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { actionPaths } from '../../../../common/api/links';
import type { Season, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { matchAbilities } from '../../../lib/authorization';
import type { User } from '../../../lib/queries/get-user-by-token';
import { useDateProposals } from '../api/date-proposals';
import { DateProposal } from './match-move';
import { teamName } from './match-texts';

/**
 * The admins' list of open proposals to move a match of the season (decision 035), each with its
 * Accept and Decline, above the matches: nobody has to find the card in its week first.
 */
export function DateProposalsList({
  season,
  teams,
  user,
}: {
  season: Season;
  teams: ReadonlyMap<number, Team>;
  user: User;
}) {
  const proposals = useDateProposals(true);
  const matches = new Map(season.matches.map((match) => [match.id, match]));
  const open = (proposals.data ?? []).filter((proposal) => matches.has(proposal.match_id));
  if (open.length === 0) return null;
  return (
    <section aria-labelledby="date-proposals-heading">
      <Title order={2} size="h3" id="date-proposals-heading" mb="sm">
        {m.dashboard_move_list_title()}
      </Title>
      <Stack gap="sm">
        {open.map((proposal) => {
          const match = matches.get(proposal.match_id);
          if (!match) return null;
          const abilities = matchAbilities(user, match);
          const title = `${teamName(teams, match.home_id, match.home_source)} – ${teamName(teams, match.guest_id, match.guest_source)}`;
          return (
            <Stack key={proposal.id} gap={4}>
              <Button
                component={Link}
                to={actionPaths.match(match.id)}
                variant="subtle"
                px={0}
                justify="flex-start"
                aria-label={m.dashboard_move_open_match({ match: title })}
              >
                {title}
              </Button>
              <DateProposal
                proposal={proposal}
                teams={teams}
                matchTitle={title}
                canAnswer={abilities.answerDateProposal(proposal)}
                canWithdraw={abilities.withdrawDateProposal(proposal)}
              />
            </Stack>
          );
        })}
      </Stack>
    </section>
  );
}
