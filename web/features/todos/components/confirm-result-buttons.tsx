import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { fieldErrors } from '../../../../common/api/field-errors';
import { m } from '../../../../common/i18n/messages';
import { LIMITS } from '../../../../common/limits';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { confirmResult } from '../api/confirm-result';

/**
 * A referee's answer to a match's result, right on the To do list (docs/PRODUCT.md#referees-confirm):
 * Confirm in one tap; Dispute opens a note for the referee's version, which the admins read
 * beside the result. The to-do goes once answered (the list reloads).
 */
export function ConfirmResultButtons({ matchId }: { matchId: number }) {
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const [disputing, setDisputing] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  const confirm = () =>
    void run(() => confirmResult({ match_id: matchId, agree: true }), {
      success: m.dashboard_todos_confirmed(),
      failure: m.dashboard_todos_answer_failed(),
      serverError: true,
    });

  async function dispute(event: FormEvent) {
    event.preventDefault();
    const body = { match_id: matchId, agree: false, note };
    // The request's schema (zod) loads when a dispute is sent, not with the To do list (decision 051).
    const { confirmResultRequest } = await import('../../../../common/api/referee-confirm');
    const problem = fieldErrors<'note'>(confirmResultRequest, body).note;
    setError(problem);
    if (problem) return;
    const done = await run(() => confirmResult({ ...body, note: note.trim() }), {
      success: m.dashboard_todos_disputed(),
      failure: m.dashboard_todos_answer_failed(),
      serverError: true,
    });
    if (done) setDisputing(false);
  }

  if (!disputing) {
    return (
      <Group gap="xs" mt={4}>
        <Button mih={44} onClick={confirm} loading={pending}>
          {m.dashboard_todos_confirm()}
        </Button>
        <Button mih={44} variant="default" onClick={() => setDisputing(true)} disabled={pending}>
          {m.dashboard_todos_dispute()}
        </Button>
      </Group>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void dispute(event)}>
      <Stack gap="xs" mt={4}>
        <Textarea
          label={m.dashboard_todos_dispute_note()}
          autosize
          minRows={2}
          maxLength={LIMITS.reasonMax}
          value={note}
          error={error}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button mih={44} type="submit" color="red.9" loading={pending}>
            {m.dashboard_todos_send_dispute()}
          </Button>
          <Button mih={44} variant="default" onClick={() => setDisputing(false)} disabled={pending}>
            {m.dashboard_todos_cancel()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
