import { Button, Group, type MantineSpacing, Stack, Text, TextInput } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { approvalAnswer, approveEligibilityRequest } from '../../../../common/api/eligibility';
import { fieldError } from '../../../../common/api/field-errors';
import type { RequestBody } from '../../../../common/api/requests';
import type { TeamMember } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { LIMITS } from '../../../../common/limits';
import { isAdmin } from '../../../../common/policies/actor';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { apiRequest } from '../../../lib/api-client';
import { can } from '../../../lib/authorization';
import { loadFieldChecks, prepareFieldChecks } from '../../../lib/field-checks';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/queries/get-user-by-token';
import { TEAM_VIEWS, useAction } from '../../../lib/use-action';

/**
 * What an approval changes: the member's status on every roster (the own team's and the admins'
 * All teams), the user and To do list of whoever is approved, and the draw, which counts eligible
 * members only; the profile's status read ('eligibility') too, for an admin who approves themselves.
 */
const APPROVAL_VIEWS: readonly QueryKey[] = [...TEAM_VIEWS, ['eligibility']];

function approveEligibility(userId: number, reason: string) {
  return apiRequest<z.infer<typeof approvalAnswer>>(paths.api.approveEligibility, {
    body: { user_id: userId, reason } satisfies RequestBody<typeof approveEligibilityRequest>,
  });
}

/**
 * An admin's "Approve" for a member marked "Not eligible" (docs/PRODUCT.md#eligibility, decision
 * 096): the member may play this season. The reason goes into the audit log, so it is asked for
 * first. Nothing for other viewers, nor for a member who is eligible or whose status the roster lacks.
 */
export function ApproveEligibility({ member, mt }: { member: TeamMember; mt?: MantineSpacing }) {
  const admin = can(useCurrentUser().data, isAdmin);
  return admin && member.eligible === false ? <ApproveButton member={member} mt={mt} /> : null;
}

function ApproveButton({ member, mt }: { member: TeamMember; mt?: MantineSpacing }) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const { run, pending } = useAction(APPROVAL_VIEWS);

  function close() {
    setOpened(false);
    setReason('');
    setError(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The reason field of approveEligibilityRequest, with its sentence, before anything is sent.
    const problem = fieldError((await loadFieldChecks()).reasonField, reason);
    setError(problem);
    if (problem) return;
    const approved = await run(() => approveEligibility(member.id, reason.trim()), {
      success: m.dashboard_eligibility_approved(),
      subject: member.name,
      failure: m.dashboard_eligibility_approve_failed(),
    });
    if (approved) close();
  }

  return (
    <>
      <Button
        variant="light"
        mih={44}
        mt={mt}
        style={{ flexShrink: 0 }}
        onClick={() => setOpened(true)}
        aria-label={m.dashboard_eligibility_approve_label({ name: member.name })}
      >
        {m.dashboard_eligibility_approve()}
      </Button>
      <LazyModal
        opened={opened}
        onClose={close}
        title={m.dashboard_eligibility_approve_title({ name: member.name })}
        centered
        closeButtonProps={{ 'aria-label': m.common_confirm_close() }}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text>{m.dashboard_eligibility_approve_text({ name: member.name })}</Text>
            <TextInput
              label={m.dashboard_eligibility_reason()}
              required
              maxLength={LIMITS.reasonMax}
              value={reason}
              error={error}
              onChange={(event) => {
                prepareFieldChecks();
                setReason(event.currentTarget.value);
                setError(undefined);
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={pending}>
                {m.common_confirm_cancel()}
              </Button>
              <Button type="submit" loading={pending}>
                {m.dashboard_eligibility_approve()}
              </Button>
            </Group>
          </Stack>
        </form>
      </LazyModal>
    </>
  );
}
