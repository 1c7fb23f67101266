import {
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { PENALTY_RULES, type PenaltyRule, type Season } from '../../../../common/api/types';
import { penaltyRuleText } from '../../../../common/league/penalties';
import { LIMITS } from '../../../../common/limits';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { useLogError } from '../../../lib/use-log-error';
import { addPenaltyAdjustment } from '../api/add-penalty-adjustment';
import { usePenaltyAdjustments } from '../api/get-penalty-adjustments';
import { removePenaltyAdjustment } from '../api/remove-penalty-adjustment';
import { setPenaltyRule } from '../api/set-penalty-rule';
import classes from './penalties-panel.module.css';

const ruleLabels: Record<PenaltyRule, string> = {
  credits: 'Credits (rules page)',
  threshold: 'Threshold (table footnote)',
};

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function Adjustments({ season }: { season: Season }) {
  const adjustments = usePenaltyAdjustments(season.id);
  useLogError(adjustments.error, 'penalty adjustments');
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const [teamId, setTeamId] = useState('');
  const [duties, setDuties] = useState<string | number>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ team?: string; duties?: string; reason?: string }>({});
  const teams = season.groups.flatMap((group) => group.teams).sort((a, b) => a.name.localeCompare(b.name));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      team: teamId ? undefined : 'Please choose a team.',
      duties:
        typeof duties !== 'number' || !Number.isInteger(duties) || duties === 0
          ? 'Please enter a whole number of duties other than 0.'
          : Math.abs(duties) > 99
            ? 'At most 99 duties at a time.'
            : undefined,
      reason: reason.trim() ? undefined : 'Please give a reason.',
    };
    setErrors(found);
    if (found.team || found.duties || found.reason) return;
    const added = await run(
      () =>
        addPenaltyAdjustment({
          season_id: season.id,
          team_id: Number(teamId),
          duties: Number(duties),
          reason: reason.trim(),
        }),
      { success: 'Adjustment added!', subject: season.name, failure: 'Error adding adjustment' },
    );
    if (added) {
      setDuties('');
      setReason('');
    }
  }

  if (teams.length === 0) {
    return <Text size="sm">Adjustments are possible once the season has groups.</Text>;
  }
  return (
    <Stack gap="sm">
      <Title order={4} size="h5">
        Adjustments
      </Title>
      {adjustments.data?.length ? (
        <Stack gap="xs" component="ul" className={classes.list} aria-label="Penalty adjustments">
          {adjustments.data.map((adjustment) => (
            <Group key={adjustment.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">
                <strong>{adjustment.team_name}</strong>: {signed(adjustment.duties)} duties,{' '}
                {adjustment.reason}
                {adjustment.created_by_name && ` (${adjustment.created_by_name})`}
              </Text>
              <Button
                size="xs"
                variant="default"
                disabled={pending}
                aria-label={`Remove adjustment for ${adjustment.team_name}: ${adjustment.reason}`}
                onClick={() =>
                  void run(() => removePenaltyAdjustment(adjustment.id), {
                    success: 'Adjustment removed!',
                    subject: adjustment.team_name,
                    failure: 'Error removing adjustment',
                  })
                }
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm">{adjustments.isPending ? 'Loading adjustments…' : 'No adjustments yet.'}</Text>
      )}
      <form onSubmit={submit} noValidate aria-label="Add adjustment">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label="Team"
              required
              value={teamId}
              error={errors.team}
              onChange={(event) => setTeamId(event.currentTarget.value)}
              data={[
                { value: '', label: 'Choose a team', disabled: true },
                ...teams.map((team) => ({ value: String(team.id), label: team.name })),
              ]}
            />
            <NumberInput
              label="Duties"
              description="Missed duties to add; negative forgives"
              // Below the box, so the box lines up with the Team select beside it.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              // As typed: Mantine would turn 2.5 into 25 and 150 into 99 without a word.
              clampBehavior="none"
              min={-99}
              max={99}
              value={duties}
              error={errors.duties}
              onChange={setDuties}
            />
          </SimpleGrid>
          <TextInput
            label="Reason"
            required
            maxLength={LIMITS.reasonMax}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Button type="submit" variant="light" loading={pending}>
            Add adjustment
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** The season's penalty rule and the admin's corrections of missed referee duties. */
export function PenaltiesPanel({ seasons }: { seasons: readonly Season[] }) {
  const headingId = useId();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const season = seasons.find((s) => s.id === pickedId) ?? seasons[0];
  const { run, pending } = useAction(LEAGUE_VIEWS);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          Penalties
        </Title>
        <Text size="sm" c="dimmed">
          Missed referee duties cost points under the season's rule; the table footnote and the rules page
          show its text.
        </Text>
        {season ? (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect
                label="Season"
                value={String(season.id)}
                onChange={(event) => setPickedId(Number(event.currentTarget.value))}
                data={seasons.map((s) => ({ value: String(s.id), label: s.name }))}
              />
              <NativeSelect
                label="Penalty rule"
                value={season.penalty_rule}
                disabled={pending}
                onChange={(event) => {
                  const rule = PENALTY_RULES.find((r) => r === event.currentTarget.value);
                  if (rule) {
                    void run(() => setPenaltyRule(season.id, rule), {
                      success: 'Penalty rule updated!',
                      subject: season.name,
                      failure: 'Error updating the penalty rule',
                    });
                  }
                }}
                data={PENALTY_RULES.map((rule) => ({ value: rule, label: ruleLabels[rule] }))}
              />
            </SimpleGrid>
            <Text size="sm">{penaltyRuleText(season.penalty_rule)}</Text>
            <Adjustments key={season.id} season={season} />
          </>
        ) : (
          <Text size="sm" fs="italic">
            No seasons yet.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
