import { Button, Card, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useMemo, useState } from 'react';
import type { Season } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { formatDate, formatTime } from '../../../lib/dates';
import { usePitches } from '../../../lib/queries/get-pitches';
import { useTeams } from '../../../lib/queries/get-teams';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { postponeMatches } from '../api/postpone-matches';
import { postponable } from '../postponable';
import classes from './auto-accept-panel.module.css';

/**
 * Postponing a match day (docs/PRODUCT.md#postponed-by-the-league): the day, optionally one pitch,
 * and the reason the public pages show; the confirm names how many matches and which, as the
 * server will find them (postponable.ts), before anything changes.
 */
export function PostponePanel({ seasons }: { seasons: readonly Season[] }) {
  const headingId = useId();
  const pitches = usePitches().data ?? [];
  const teams = new Map((useTeams().data ?? []).map((team) => [team.id, team.name]));
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const [day, setDay] = useState('');
  const [pitchId, setPitchId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ day?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const matches = useMemo(
    () =>
      postponable(
        seasons.flatMap((season) => season.matches),
        day,
        pitchId,
        pitches,
      ),
    [seasons, day, pitchId, pitches],
  );
  const name = (id: number | null) => (id === null ? m.public_tbd() : (teams.get(id) ?? m.public_tbd()));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      day: !day ? m.server_field_day() : matches.length === 0 ? m.dashboard_postpone_none() : undefined,
      reason: reason.trim() ? undefined : m.server_field_reason_required(),
    };
    setErrors(found);
    if (!found.day && !found.reason) setConfirming(true);
  }

  async function postpone() {
    const done = await run(() => postponeMatches({ date: day, pitch_id: pitchId, reason: reason.trim() }), {
      success: m.dashboard_postpone_done({ count: matches.length }),
      subject: reason.trim(),
      failure: m.common_error_something_wrong(),
    });
    setConfirming(false);
    if (done) setReason('');
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId}>
            {m.dashboard_postpone_title()}
          </Title>
          <Text size="sm" c="dimmed">
            {m.dashboard_postpone_intro()}
          </Text>
          <TextInput
            type="date"
            label={m.dashboard_postpone_day()}
            classNames={{ input: classes.target }}
            value={day}
            error={errors.day}
            onChange={(event) => {
              setDay(event.currentTarget.value);
              setErrors({ ...errors, day: undefined });
            }}
          />
          <NativeSelect
            label={m.dashboard_postpone_pitch()}
            classNames={{ input: classes.target }}
            value={pitchId === null ? '' : String(pitchId)}
            onChange={(event) =>
              setPitchId(event.currentTarget.value ? Number(event.currentTarget.value) : null)
            }
            data={[
              { value: '', label: m.dashboard_postpone_all_pitches() },
              ...pitches.map((pitch) => ({ value: String(pitch.id), label: pitch.name })),
            ]}
          />
          <TextInput
            label={m.dashboard_postpone_reason()}
            classNames={{ input: classes.target }}
            value={reason}
            error={errors.reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setErrors({ ...errors, reason: undefined });
            }}
          />
          <Button type="submit" color="red.9" className={classes.target}>
            {m.dashboard_postpone_submit()}
          </Button>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirming}
        title={m.dashboard_postpone_confirm_title()}
        message={m.dashboard_postpone_confirm_text({
          count: matches.length,
          day: day ? formatDate(`${day}T12:00:00Z`) : '',
          matches: matches
            .map((match) => `${name(match.home_id)} – ${name(match.guest_id)} ${formatTime(match.date)}`)
            .join(', '),
        })}
        confirmLabel={m.dashboard_postpone_submit()}
        danger
        pending={pending}
        onConfirm={postpone}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
