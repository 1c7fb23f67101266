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
import { fieldError } from '../../../../common/api/field-errors';
import { PENALTY_RULES, type PenaltyRule, type Season } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { compareNames } from '../../../../common/league/name-order';
import { penaltyRuleText } from '../../../../common/league/penalties';
import { LIMITS } from '../../../../common/limits';
import { loadFieldChecks, prepareFieldChecks } from '../../../lib/field-checks';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { useLogError } from '../../../lib/use-log-error';
import { addPenaltyAdjustment } from '../api/add-penalty-adjustment';
import { usePenaltyAdjustments } from '../api/get-penalty-adjustments';
import { removePenaltyAdjustment } from '../api/remove-penalty-adjustment';
import { setPenaltyRule } from '../api/set-penalty-rule';
import classes from './penalties-panel.module.css';

// Message functions, called when rendering (the language is set by then).
const ruleLabels: Record<PenaltyRule, () => string> = {
  credits: m.dashboard_seasons_rule_credits,
  threshold: m.dashboard_seasons_rule_threshold,
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
  const teams = season.groups.flatMap((group) => group.teams).sort((a, b) => compareNames(a.name, b.name));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The API's own checks and sentences (an emptied number field holds '', refused as no number).
    const { dutiesField, idField, reasonField } = await loadFieldChecks();
    const found = {
      team: fieldError(idField('team'), teamId),
      duties: fieldError(dutiesField, duties),
      reason: fieldError(reasonField, reason),
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
      {
        success: m.dashboard_seasons_adjustment_added(),
        subject: season.name,
        failure: m.dashboard_seasons_adjustment_add_failed(),
      },
    );
    if (added) {
      setDuties('');
      setReason('');
    }
  }

  if (teams.length === 0) {
    return <Text size="sm">{m.dashboard_seasons_adjustments_later()}</Text>;
  }
  return (
    <Stack gap="sm">
      <Title order={4} size="h5">
        {m.dashboard_seasons_adjustments_title()}
      </Title>
      {adjustments.data?.length ? (
        <Stack
          gap="xs"
          component="ul"
          className={classes.list}
          aria-label={m.dashboard_seasons_adjustments_label()}
        >
          {adjustments.data.map((adjustment) => (
            <Group key={adjustment.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">
                <strong>{adjustment.team_name}</strong>:{' '}
                {m.dashboard_seasons_adjustment_duties({
                  duties: signed(adjustment.duties),
                  count: Math.abs(adjustment.duties),
                })}
                , {adjustment.reason}
                {adjustment.created_by_name && ` (${adjustment.created_by_name})`}
              </Text>
              <Button
                size="xs"
                variant="default"
                disabled={pending}
                aria-label={m.dashboard_seasons_adjustment_remove_label({
                  team: adjustment.team_name,
                  reason: adjustment.reason,
                })}
                onClick={() =>
                  void run(() => removePenaltyAdjustment(adjustment.id), {
                    success: m.dashboard_seasons_adjustment_removed(),
                    subject: adjustment.team_name,
                    failure: m.dashboard_seasons_adjustment_remove_failed(),
                  })
                }
              >
                {m.dashboard_seasons_remove()}
              </Button>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm">
          {adjustments.isPending
            ? m.dashboard_seasons_adjustments_loading()
            : m.dashboard_seasons_adjustments_none()}
        </Text>
      )}
      <form onSubmit={submit} noValidate aria-label={m.dashboard_seasons_adjustment_add()}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label={m.dashboard_seasons_team()}
              required
              value={teamId}
              error={errors.team}
              onChange={(event) => {
                setTeamId(event.currentTarget.value);
                prepareFieldChecks();
              }}
              data={[
                { value: '', label: m.dashboard_seasons_choose_team(), disabled: true },
                ...teams.map((team) => ({ value: String(team.id), label: team.name })),
              ]}
            />
            <NumberInput
              label={m.dashboard_seasons_duties()}
              description={m.dashboard_seasons_duties_hint()}
              // Below the box, so the box lines up with the Team select beside it.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              // As typed: Mantine would turn 2.5 into 25 and 150 into 99 without a word.
              clampBehavior="none"
              min={-LIMITS.dutiesMax}
              max={LIMITS.dutiesMax}
              value={duties}
              error={errors.duties}
              onChange={(value) => {
                setDuties(value);
                prepareFieldChecks();
              }}
            />
          </SimpleGrid>
          <TextInput
            label={m.dashboard_seasons_reason()}
            required
            maxLength={LIMITS.reasonMax}
            value={reason}
            error={errors.reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              prepareFieldChecks();
            }}
          />
          <Button type="submit" variant="light" loading={pending}>
            {m.dashboard_seasons_adjustment_add()}
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
          {m.dashboard_seasons_penalties_title()}
        </Title>
        <Text size="sm" c="dimmed">
          {m.dashboard_seasons_penalties_intro()}
        </Text>
        {season ? (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect
                label={m.dashboard_seasons_season()}
                value={String(season.id)}
                onChange={(event) => setPickedId(Number(event.currentTarget.value))}
                data={seasons.map((s) => ({ value: String(s.id), label: s.name }))}
              />
              <NativeSelect
                label={m.dashboard_seasons_penalty_rule()}
                value={season.penalty_rule}
                disabled={pending}
                onChange={(event) => {
                  const rule = PENALTY_RULES.find((r) => r === event.currentTarget.value);
                  if (rule) {
                    void run(() => setPenaltyRule(season.id, rule), {
                      success: m.dashboard_seasons_rule_updated(),
                      subject: season.name,
                      failure: m.dashboard_seasons_rule_update_failed(),
                    });
                  }
                }}
                data={PENALTY_RULES.map((rule) => ({ value: rule, label: ruleLabels[rule]() }))}
              />
            </SimpleGrid>
            <Text size="sm">{penaltyRuleText(season.penalty_rule)}</Text>
            <Adjustments key={season.id} season={season} />
          </>
        ) : (
          <Text size="sm" fs="italic">
            {m.dashboard_seasons_none()}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
