import { Button, Group, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { AvailabilityStatus } from '../../../common/api/availability';
import { m } from '../../../common/i18n/messages';
import { AVAILABILITY_VIEWS, setAvailability } from '../../lib/availability';
import { useAction } from '../../lib/use-action';

/** Each answer's word: Yes, Maybe, No (Ja, Vielleicht, Nein). */
export const STATUS_LABELS: Record<AvailabilityStatus, () => string> = {
  yes: m.dashboard_availability_yes,
  maybe: m.dashboard_availability_maybe,
  no: m.dashboard_availability_no,
};

/** The buttons' order: yes first, the answer hoped for. */
const ORDER: readonly AvailabilityStatus[] = ['yes', 'maybe', 'no'];

interface AvailabilityButtonsProps {
  matchId: number;
  /** The caller's answer so far (null: none yet, undefined: not known here). */
  current: AvailabilityStatus | null | undefined;
  /** Shown instead of the buttons once the match kicked off. */
  closed?: boolean;
}

/**
 * "Are you playing?" and three buttons, yes, maybe, no (docs/PRODUCT.md#availability): one tap
 * answers, the pressed button shows the answer. The match card, the To do list and the mailed
 * link's page use it.
 */
export function AvailabilityButtons({ matchId, current, closed = false }: AvailabilityButtonsProps) {
  const save = useAction(AVAILABILITY_VIEWS);
  // The answer just given shows at once, before the squad is read again.
  const [given, setGiven] = useState<AvailabilityStatus | null>(null);
  const shown = given ?? current ?? null;
  const labelId = useId();
  if (closed) {
    return (
      <Text size="sm" c="dimmed">
        {m.dashboard_availability_closed()}
      </Text>
    );
  }
  const answer = (status: AvailabilityStatus) =>
    save.run(() => setAvailability(matchId, status), {
      success: m.dashboard_availability_saved(),
      subject: STATUS_LABELS[status](),
      failure: m.dashboard_availability_failed(),
      onSuccess: () => setGiven(status),
    });
  return (
    <div>
      <Text id={labelId} size="sm" fw={600}>
        {m.dashboard_availability_question()}
      </Text>
      <Group gap="xs" role="group" aria-labelledby={labelId} mt={4}>
        {ORDER.map((status) => (
          <Button
            key={status}
            mih={44}
            variant={shown === status ? 'filled' : 'default'}
            aria-pressed={shown === status}
            disabled={save.pending}
            onClick={() => void answer(status)}
          >
            {STATUS_LABELS[status]()}
          </Button>
        ))}
      </Group>
      {shown === null && current !== undefined && (
        <Text size="sm" c="dimmed" mt={4}>
          {m.dashboard_availability_none()}
        </Text>
      )}
    </div>
  );
}
