import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Match } from '../../../../common/api/types';
import {
  instantFromWallClock,
  LEAGUE_TIME_ZONE_NAME,
  toWallClockInput,
} from '../../../../common/league/kick-off';
import { captainKickOffRefusal } from '../../../../common/league/match-day';
import { formatDateTime } from '../../../lib/dates';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { updateMatchDate } from '../api/update-match-date';

/** 'YYYY-MM-DDTHH:mm' on the league's wall clock, the value format of a datetime-local input. */
function inputValue(date: string): string {
  if (date === 'tbd') return '';
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? '' : toWallClockInput(parsed);
}

/**
 * Kick-offs are entered on the league's wall clock, whatever the browser's time zone, and sent
 * as the UTC instant (docs/PRODUCT.md#dates).
 */
export function MatchDateForm({ match, aheadOnly }: { match: Match; aheadOnly: boolean }) {
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const [value, setValue] = useState(() => inputValue(match.date));
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const date = instantFromWallClock(value);
    if (!date) {
      setError('Please enter a date.');
      return;
    }
    const refusal = aheadOnly ? captainKickOffRefusal(match.date, date, new Date()) : null;
    if (refusal) {
      setError(refusal);
      return;
    }
    await run(() => updateMatchDate(match.id, date.toISOString()), {
      success: 'Date updated!',
      subject: `Kick-off ${formatDateTime(date.toISOString())} ${LEAGUE_TIME_ZONE_NAME}`,
      failure: 'Error updating date',
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          type="datetime-local"
          label={`Kick-off (${LEAGUE_TIME_ZONE_NAME})`}
          required
          flex={1}
          miw={0}
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="light" loading={pending} mb={error ? 22 : 0}>
          Save
        </Button>
      </Group>
    </form>
  );
}
