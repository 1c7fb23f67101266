import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Team } from '../../../../common/api/types';
import { EmptyState } from '../../../components/ui/empty-state';
import { TEAM_VIEWS, useAction } from '../../../lib/use-action';
import { joinTeam, WITHDRAW_REQUEST } from '../api/join-team';
import { CreateTeamForm } from './create-team-form';
import { JoinTeamForm } from './join-team-form';

type Choice = 'join' | 'create';

/** A USER: the pending join request if there is one, else joining or registering a team. */
export function NoTeamPanel({ requested }: { requested: Team | null }) {
  const { run, pending } = useAction(TEAM_VIEWS);
  const [choice, setChoice] = useState<Choice>('join');

  function withdraw() {
    void run(() => joinTeam(WITHDRAW_REQUEST), {
      success: 'Success!',
      ...(requested ? { subject: `Request to join ${requested.name} withdrawn` } : {}),
      failure: 'An error occurred while trying to join the team.',
    });
  }

  // A pending request is the one thing to say: joining or registering another team waits
  // until it is withdrawn or answered.
  if (requested) {
    return (
      <Alert color="league.9" title="Join request pending" variant="outline">
        <Text mb="sm">
          You asked to join <strong>{requested.name}</strong>. The captain has not answered yet. Withdraw the
          request to join or register another team.
        </Text>
        <Group>
          <Button variant="default" onClick={withdraw} loading={pending}>
            Withdraw
          </Button>
        </Group>
      </Alert>
    );
  }

  return (
    <Stack>
      <EmptyState>You are currently not part of a team</EmptyState>
      <SegmentedControl
        aria-label="Join or create a team"
        value={choice}
        onChange={(value) => setChoice(value === 'create' ? 'create' : 'join')}
        data={[
          { value: 'join', label: 'Join Team' },
          { value: 'create', label: 'Create Team' },
        ]}
        fullWidth
        maw={420}
        mx="auto"
        w="100%"
      />
      {choice === 'join' ? <JoinTeamForm /> : <CreateTeamForm />}
    </Stack>
  );
}
