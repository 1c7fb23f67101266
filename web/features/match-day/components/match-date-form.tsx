import { Button, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Match } from '../../../../common/api/types';
import { getLocale, m } from '../../../../common/i18n/messages';
import { formatKickOff, LEAGUE_TIME_ZONE, toWallClockInput } from '../../../../common/league/kick-off';
import { captainKickOffRefusal } from '../../../../common/league/match-day';
import { formatDateTime } from '../../../lib/dates';
import { prepareFieldChecks } from '../../../lib/field-checks';
import { getSeason } from '../../../lib/queries/get-season';
import { seasonQueryKey } from '../../../lib/query-keys';
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
 * The latest kick-off a captain may set or propose for this match, as the server's refusal names
 * it (its season's match window), or null while the season is not read. The season page the card
 * is on has read it: this reads that answer and never asks again (each opened form would).
 */
export function useLatestKickOff(match: Match): string | null {
  const end = useQuery({
    queryKey: seasonQueryKey(match.season_id),
    queryFn: () => getSeason(match.season_id),
    enabled: false,
  }).data?.match_window_end;
  return end === undefined ? null : formatKickOff(end, LEAGUE_TIME_ZONE, getLocale());
}

/**
 * Kick-offs are entered on the league's wall clock, whatever the browser's time zone, and sent
 * as the UTC instant (docs/PRODUCT.md#dates), checked with the API's own date field first. What
 * only the server knows (the season's match window) it answers, and the field says. A captain
 * dates an undated match only, and alone: the field says beforehand that this date binds and which
 * dates the window allows (issue 46 point 4); an admin sets any date at any time.
 */
export function MatchDateForm({ match, aheadOnly }: { match: Match; aheadOnly: boolean }) {
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const [value, setValue] = useState(() => inputValue(match.date));
  const [error, setError] = useState<string | null>(null);
  const latest = useLatestKickOff(match);
  const rules = aheadOnly
    ? [m.dashboard_match_date_binds(), latest && m.dashboard_match_date_window({ latest })]
        .filter(Boolean)
        .join(' ')
    : undefined;

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
      {/* The button under the field: beside it, a phone cut the field's value ("12/10/2026, 07:0"). */}
      <Stack gap="xs" align="flex-start">
        <TextInput
          type="datetime-local"
          label={m.dashboard_match_kick_off_field()}
          description={rules}
          required
          w="100%"
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
            prepareFieldChecks();
          }}
        />
        <Button type="submit" variant="light" loading={pending}>
          {m.dashboard_match_save()}
        </Button>
      </Stack>
    </form>
  );
}
