import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Suspension } from '../../../../common/api/discipline';
import type { Season } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { LIMITS } from '../../../../common/limits';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { banReasonLabel, SuspensionText } from '../../../components/ui/suspension-text';
import { useSuspensions } from '../../../lib/queries/get-discipline';
import { useTeams } from '../../../lib/queries/get-teams';
import { useAction } from '../../../lib/use-action';
import { useLogError } from '../../../lib/use-log-error';
import { adjustSuspension, DISCIPLINE_ADMIN_VIEWS } from '../api/discipline';
import classes from './suspensions-list.module.css';

/** An admin sets a ban's length with a reason (adjustSuspension); 0 lifts it. */
function AdjustDialog({ ban, onClose }: { ban: Suspension; onClose: () => void }) {
  const { run, pending } = useAction(DISCIPLINE_ADMIN_VIEWS);
  const [matches, setMatches] = useState<string | number>(ban.matches);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ matches?: string; reason?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { adjustSuspensionRequest } = await import('../../../../common/api/discipline');
    const checked = adjustSuspensionRequest
      .omit({ access_token: true })
      .safeParse({ card_id: ban.card_id, matches, reason });
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    const body = checked.data;
    const saved = await run(() => adjustSuspension(body), {
      success: m.dashboard_suspensions_changed(),
      subject: ban.name,
      failure: m.dashboard_suspensions_change_failed(),
    });
    if (saved) onClose();
  }

  return (
    <LazyModal
      opened
      onClose={onClose}
      title={m.dashboard_suspensions_change_title({ name: ban.name })}
      centered
      closeButtonProps={{ 'aria-label': m.common_confirm_close() }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {m.dashboard_suspensions_change_text({
              matches: ban.matches,
              reason: banReasonLabel(ban.reason),
            })}
          </Text>
          <NumberInput
            label={m.dashboard_suspensions_matches()}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={matches}
            error={errors.matches}
            onChange={(value) => {
              setMatches(value);
              setErrors((current) => ({ ...current, matches: undefined }));
            }}
          />
          <TextInput
            label={m.dashboard_suspensions_reason()}
            required
            maxLength={LIMITS.reasonMax}
            value={reason}
            error={errors.reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setErrors((current) => ({ ...current, reason: undefined }));
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {m.common_confirm_cancel()}
            </Button>
            <Button type="submit" loading={pending}>
              {m.dashboard_match_save()}
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}

/** Every team's bans of the season, each one tap from a change of its length. */
export function SuspensionsList({ season }: { season: Season }) {
  const bans = useSuspensions(season.id);
  useLogError(bans.error, 'suspensions');
  const teams = useTeams();
  const [changing, setChanging] = useState<Suspension | null>(null);
  const teamName = (id: number | null) =>
    teams.data?.find((team) => team.id === id)?.name ?? m.dashboard_match_team_fallback({ id: id ?? 0 });

  if (bans.isPending) return null;
  if (!bans.data) return <Text c="dimmed">{m.dashboard_suspensions_load_failed()}</Text>;
  if (bans.data.length === 0) return <Text size="sm">{m.dashboard_suspensions_none()}</Text>;
  return (
    <>
      <ul className={classes.list}>
        {bans.data.map((ban) => (
          <li key={ban.card_id} className={classes.item}>
            <div className={classes.text}>
              <Text size="xs" c="dimmed">
                {teamName(ban.team_id)}
              </Text>
              <SuspensionText ban={ban} matches={season.matches} teamName={teamName} />
            </div>
            <Button
              size="xs"
              variant="default"
              aria-label={m.dashboard_suspensions_change_label({ name: ban.name })}
              onClick={() => setChanging(ban)}
            >
              {m.dashboard_suspensions_change()}
            </Button>
          </li>
        ))}
      </ul>
      {changing && <AdjustDialog key={changing.card_id} ban={changing} onClose={() => setChanging(null)} />}
    </>
  );
}
