import { Button, Card, NativeSelect, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import type { Season } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { LIMITS } from '../../../../common/limits';
import { loadFieldChecks, prepareFieldChecks } from '../../../lib/field-checks';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { setAutoAcceptHours } from '../api/set-auto-accept-hours';
import classes from './auto-accept-panel.module.css';

const current = (hours: number) =>
  hours === 0 ? m.dashboard_seasons_deadline_never() : m.dashboard_seasons_deadline_now({ hours });

function DeadlineForm({ season }: { season: Season }) {
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const [hours, setHours] = useState<string | number>(season.auto_accept_hours);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The API's own check and sentence; an emptied field holds '', which it refuses like any non-number.
    const checked = (await loadFieldChecks()).autoAcceptHoursField.safeParse(hours);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    const saved = checked.data;
    await run(() => setAutoAcceptHours(season.id, saved), {
      success: m.dashboard_seasons_deadline_saved(),
      subject: m.dashboard_seasons_deadline_subject({ season: season.name, hours: saved }),
      failure: m.dashboard_seasons_deadline_save_failed(),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NumberInput
          label={m.dashboard_seasons_deadline_label()}
          description={m.dashboard_seasons_deadline_zero()}
          min={0}
          max={LIMITS.autoAcceptHoursMax}
          allowDecimal={false}
          allowNegative={false}
          classNames={{ input: classes.target }}
          value={hours}
          error={error}
          onChange={(value) => {
            setHours(value);
            setError(null);
            prepareFieldChecks();
          }}
        />
        <Text size="sm">{current(season.auto_accept_hours)}</Text>
        <Button type="submit" loading={pending} className={classes.target}>
          {m.dashboard_seasons_deadline_save()}
        </Button>
      </Stack>
    </form>
  );
}

/** The season's deadline after which an unanswered suggested result becomes final (docs/PRODUCT.md#deadlines). */
export function AutoAcceptPanel({ seasons }: { seasons: readonly Season[] }) {
  const headingId = useId();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const season = seasons.find((s) => s.id === pickedId) ?? seasons[0];

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {m.dashboard_seasons_deadline_title()}
        </Title>
        <Text size="sm" c="dimmed">
          {m.dashboard_seasons_deadline_intro()}
        </Text>
        {season ? (
          <SimpleGrid cols={1} spacing="sm">
            <NativeSelect
              label={m.dashboard_seasons_season()}
              classNames={{ input: classes.target }}
              value={String(season.id)}
              onChange={(event) => setPickedId(Number(event.currentTarget.value))}
              data={seasons.map((s) => ({ value: String(s.id), label: s.name }))}
            />
            {/* Keyed by season and saved value: a switch of season or a save shows the stored hours. */}
            <DeadlineForm key={`${season.id}-${season.auto_accept_hours}`} season={season} />
          </SimpleGrid>
        ) : (
          <Text size="sm" fs="italic">
            {m.dashboard_seasons_none()}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
