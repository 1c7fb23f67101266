import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { takesNewPlayers } from '../../../../common/league/teams';
import { hasPendingRequest, isFreeAgent } from '../../../../common/policies/teams';
import { actorOf } from '../../../lib/authorization';
import { useAskToJoin } from '../../../lib/join-team';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/queries/get-user-by-token';

/**
 * "Ask to join" on a team's page, for a signed-in user in no team and without a request, when the
 * team takes players; the requester of this team sees that the request waits. Everybody else,
 * visitors included, sees nothing: the page is prerendered alike for all, and a newcomer's way in
 * is signing up, after which My Team offers the same request.
 */
export function AskToJoin({ team }: { team: Team }) {
  const user = useCurrentUser().data;
  const { ask, pending } = useAskToJoin();
  if (!user) return null;
  const actor = actorOf(user);
  if (hasPendingRequest(actor) && actor.memberOf === team.id) {
    return (
      <Paper withBorder p="md" mb="lg" radius="md">
        <Text mb={4}>{m.public_team_request_pending()}</Text>
        <Anchor component={Link} to={paths.dashboard.myTeam}>
          {m.public_team_request_link()}
        </Anchor>
      </Paper>
    );
  }
  if (!isFreeAgent(actor) || !takesNewPlayers(team)) return null;
  return (
    <Paper withBorder p="md" mb="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Text>{m.public_team_ask_to_join_note({ team: team.name })}</Text>
        <Button loading={pending} onClick={() => void ask(team)}>
          {m.public_team_ask_to_join()}
        </Button>
      </Stack>
    </Paper>
  );
}
