import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Match } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { toWallClockInput } from '../../../../common/league/kick-off';
import { captainKickOffRefusal } from '../../../../common/league/match-day';
import { formatDateTime } from '../../../lib/dates';
import { prepareFieldChecks } from '../../../lib/field-checks';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { updateMatchDate } from '../api/update-match-date';
import { checkKickOff, dateFieldRefusal } from './kick-off-field';

/** 'YYYY-MM-DDTHH:mm' on the league's wall clock, the value format of a datetime-local input. */
function inputValue(date: string): string {
  if (date === 'tbd') return '';
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? '' : toWallClockInput(parsed);
}

/**
 * Kick-offs are entered on the league's wall clock, whatever the browser's time zone, and sent
 * as the UTC instant (docs/PRODUCT.md#dates), checked with the API's own date field first. What
 * only the server knows (the season's match window) it answers, and the field says.
 */
export function MatchDateForm({ match, aheadOnly }: { match: Match; aheadOnly: boolean }) {
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const [value, setValue] = useState(() => inputValue(match.date));
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await checkKickOff(value, (checks) => checks.matchDateField);
    if (checked.problem !== undefined) {
      setError(checked.problem);
      return;
    }
    const { date } = checked;
    const refusal = aheadOnly ? captainKickOffRefusal(match.date, new Date(date), new Date()) : null;
    if (refusal) {
      setError(refusal);
      return;
    }
    await run(() => updateMatchDate(match.id, date), {
      success: m.dashboard_match_date_updated(),
      subject: m.dashboard_match_date_subject({ when: formatDateTime(date) }),
      failure: m.dashboard_match_date_failed(),
      fieldRefusal: (answer) => {
        const sentence = dateFieldRefusal(answer);
        if (sentence) setError(sentence);
        return sentence !== null;
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          type="datetime-local"
          label={m.dashboard_match_kick_off_field()}
          required
          flex={1}
          miw={0}
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
            prepareFieldChecks();
          }}
        />
        <Button type="submit" variant="light" loading={pending} mb={error ? 22 : 0}>
          {m.dashboard_match_save()}
        </Button>
      </Group>
    </form>
  );
}
