import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { MyTeam } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { EmptyState } from '../../../components/ui/empty-state';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { formatDateTime } from '../../../lib/dates';
import { joinTeam, WITHDRAW_REQUEST } from '../../../lib/join-team';
import { TEAM_VIEWS, useAction } from '../../../lib/use-action';
import { CreateTeamForm } from './create-team-form';
import { JoinTeamForm } from './join-team-form';

type Choice = 'join' | 'create';

/** A USER: the pending join request if there is one, else joining or registering a team. */
export function NoTeamPanel({ requested }: { requested: NonNullable<MyTeam> | null }) {
  const { run, pending } = useAction(TEAM_VIEWS);
  const [choice, setChoice] = useState<Choice>('join');
  // Withdrawing asks once (decision 080): asking again starts over, with a new wait.
  const [withdrawing, setWithdrawing] = useState(false);

  async function withdraw() {
    const done = await run(() => joinTeam(WITHDRAW_REQUEST), {
      success: m.dashboard_myteam_success(),
      ...(requested ? { subject: m.dashboard_myteam_withdraw_subject({ team: requested.name }) } : {}),
      failure: m.dashboard_myteam_join_failed(),
    });
    if (done) setWithdrawing(false);
  }

  // A pending request is the one thing to say: joining or registering another team waits
  // until it is withdrawn or answered.
  if (requested) {
    return (
      <Alert color="league.9" title={m.dashboard_myteam_pending_title()} variant="outline">
        <Text mb="sm">
          {m.dashboard_myteam_pending_before()}
          <strong>{requested.name}</strong>
          {m.dashboard_myteam_pending_after()}
        </Text>
        {/* When and to whom: a requester waiting for days knows whom to ask (issue 46 point 8). */}
        <Stack gap={4} mb="sm">
          {requested.request_sent_at && (
            <Text size="sm">
              {m.dashboard_myteam_pending_sent({ date: formatDateTime(requested.request_sent_at) })}
            </Text>
          )}
          {requested.captain && (
            <Text size="sm">{m.dashboard_myteam_pending_captain({ name: requested.captain.name })}</Text>
          )}
        </Stack>
        <Group>
          <Button variant="default" onClick={() => setWithdrawing(true)} loading={pending}>
            {m.dashboard_myteam_withdraw()}
          </Button>
        </Group>
        <ConfirmModal
          opened={withdrawing}
          title={m.dashboard_myteam_withdraw_confirm_title()}
          message={m.dashboard_myteam_withdraw_confirm_text({ team: requested.name })}
          confirmLabel={m.dashboard_myteam_withdraw()}
          pending={pending}
          onConfirm={() => void withdraw()}
          onClose={() => setWithdrawing(false)}
        />
      </Alert>
    );
  }

  return (
    <Stack>
      <EmptyState>{m.dashboard_myteam_no_team()}</EmptyState>
      <Box maw={420} mx="auto" w="100%">
        <SegmentedChoice
          label={m.dashboard_myteam_join_or_create()}
          value={choice}
          onChange={setChoice}
          data={[
            { value: 'join', label: m.dashboard_myteam_join_team() },
            { value: 'create', label: m.dashboard_myteam_create_team() },
          ]}
          fullWidth
        />
      </Box>
      {choice === 'join' ? <JoinTeamForm /> : <CreateTeamForm />}
    </Stack>
  );
}
