import {
  Button,
  Checkbox,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { fieldError } from '../../../../common/api/field-errors';
import type { Match } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { needsShootoutWinner, resultProblem } from '../../../../common/league/results';
import { LIMITS } from '../../../../common/limits';
import { canEnterFinalResult } from '../../../../common/policies/matches';
import { loadFieldChecks, prepareFieldChecks } from '../../../lib/field-checks';
import { useCurrentUser } from '../../../lib/queries/get-user-by-token';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { addResult } from '../api/add-result';
import { type Outcome, outcomeEntry, outcomeOptions } from './result-outcome';

interface ResultFormProps {
  match: Match;
  homeName: string;
  guestName: string;
}

/**
 * Suggests a result; the other side (or an admin) accepts it. An admin may instead enter it as
 * final at once, with a reason for the audit log (decision 073).
 */
export function ResultForm({ match, homeName, guestName }: ResultFormProps) {
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const [home, setHome] = useState<string | number>('');
  const [guest, setGuest] = useState<string | number>('');
  const [winner, setWinner] = useState('');
  const [final, setFinal] = useState(false);
  const [reason, setReason] = useState('');
  // An admin's final result may be a forfeit or an unplayed 0:0 instead of a played score (decision 082).
  const [outcome, setOutcome] = useState<Outcome>('played');
  const scored = !final || outcome === 'played';
  const [errors, setErrors] = useState<{ home?: string; guest?: string; winner?: string; reason?: string }>(
    {},
  );
  const user = useCurrentUser().data;
  const offersFinal = user !== undefined && canEnterFinalResult(user);
  const needsWinner =
    typeof home === 'number' &&
    typeof guest === 'number' &&
    needsShootoutWinner({ home_score: home, guest_score: guest }, match);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!scored) {
      if (!reason.trim()) {
        setErrors({ reason: m.dashboard_result_reason_required() });
        return;
      }
      const fixed = outcomeEntry(outcome as Exclude<Outcome, 'played'>, match);
      await run(() => addResult({ match_id: match.id, ...fixed, final: true, reason: reason.trim() }), {
        success: m.dashboard_result_entered_final(),
        subject: `${homeName} ${fixed.home_score}:${fixed.guest_score} ${guestName}`,
        failure: m.dashboard_result_add_failed(),
        serverError: false,
      });
      return;
    }
    const { guestScoreField, homeScoreField } = await loadFieldChecks();
    const scoreErrors = { home: fieldError(homeScoreField, home), guest: fieldError(guestScoreField, guest) };
    setErrors(scoreErrors);
    if (scoreErrors.home || scoreErrors.guest || typeof home !== 'number' || typeof guest !== 'number')
      return;
    const entry = {
      home_score: home,
      guest_score: guest,
      ...(needsWinner && winner ? { shootout_winner_id: Number(winner) } : {}),
    };
    // A played score is no forfeit, so what the rule can still find concerns the shoot-out winner;
    // the select offers only the two teams and asks in fewer words than the API's sentence.
    const problem = resultProblem(entry, match);
    if (problem) {
      setErrors({
        winner:
          problem.code === 'shootoutWinnerMissing'
            ? m.dashboard_result_choose_winner_error()
            : problem.message,
      });
      return;
    }
    if (final && !reason.trim()) {
      setErrors({ reason: m.dashboard_result_reason_required() });
      return;
    }
    const finality = final ? { final: true, reason: reason.trim() } : {};
    await run(() => addResult({ match_id: match.id, ...entry, ...finality }), {
      success: final ? m.dashboard_result_entered_final() : m.dashboard_result_added(),
      subject: `${homeName} ${home}:${guest} ${guestName}`,
      failure: m.dashboard_result_add_failed(),
      serverError: false,
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.dashboard_result_form_label({ home: homeName, guest: guestName })}
    >
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {m.dashboard_result_form_title()}
        </Text>
        <SimpleGrid cols={2} spacing="xs" hidden={!scored}>
          {(
            [
              [homeName, home, setHome, errors.home],
              [guestName, guest, setGuest, errors.guest],
            ] as const
          ).map(([label, value, setValue, error]) => (
            <NumberInput
              key={label}
              label={label}
              required
              hideControls
              // Mantine would silently turn 150 into the maximum on blur and a pasted -2.5 into 25;
              // the check on submit names what is wrong instead.
              clampBehavior="none"
              min={0}
              max={LIMITS.goalsMax}
              inputMode="numeric"
              value={value}
              error={error}
              onChange={(next) => {
                setValue(next);
                setErrors({});
                prepareFieldChecks();
              }}
            />
          ))}
        </SimpleGrid>
        {needsWinner && scored && (
          <NativeSelect
            label={m.dashboard_result_shootout_winner()}
            required
            value={winner}
            error={errors.winner}
            onChange={(event) => {
              setWinner(event.currentTarget.value);
              setErrors({});
            }}
            data={[
              { value: '', label: m.dashboard_result_choose_winner(), disabled: true },
              { value: String(match.home_id), label: homeName },
              { value: String(match.guest_id), label: guestName },
            ]}
          />
        )}
        {offersFinal && (
          <Checkbox
            label={m.dashboard_result_final()}
            description={m.dashboard_result_final_hint()}
            checked={final}
            onChange={(event) => {
              setFinal(event.currentTarget.checked);
              setErrors({});
            }}
          />
        )}
        {final && (
          <NativeSelect
            label={m.dashboard_result_outcome()}
            value={outcome}
            onChange={(event) => {
              setOutcome(event.currentTarget.value as Outcome);
              setErrors({});
            }}
            data={outcomeOptions(homeName, guestName)}
          />
        )}
        {final && (
          <TextInput
            label={m.dashboard_result_reason()}
            required
            maxLength={LIMITS.reasonMax}
            value={reason}
            error={errors.reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setErrors({});
            }}
          />
        )}
        <Button type="submit" variant="light" loading={pending}>
          {final ? m.dashboard_result_submit_final() : m.dashboard_result_submit()}
        </Button>
      </Stack>
    </form>
  );
}
