import { Button, Card, NativeSelect, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import type { Season } from '../../../../common/api/types';
import { LIMITS } from '../../../../common/limits';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { setAutoAcceptHours } from '../api/set-auto-accept-hours';
import classes from './auto-accept-panel.module.css';

const RANGE = `Please enter a whole number of hours from 0 to ${LIMITS.autoAcceptHoursMax} (0 = never).`;

const current = (hours: number) =>
  hours === 0 ? 'Now: results never become final by themselves.' : `Now: after ${hours} hours.`;

function DeadlineForm({ season }: { season: Season }) {
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const [hours, setHours] = useState<string | number>(season.auto_accept_hours);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (
      typeof hours !== 'number' ||
      !Number.isInteger(hours) ||
      hours < 0 ||
      hours > LIMITS.autoAcceptHoursMax
    ) {
      setError(RANGE);
      return;
    }
    await run(() => setAutoAcceptHours(season.id, hours), {
      success: 'Deadline saved!',
      subject: `${season.name}: ${hours} hours`,
      failure: 'Error saving the deadline',
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NumberInput
          label="Auto-accept results after (hours)"
          description="0 = never"
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
          }}
        />
        <Text size="sm">{current(season.auto_accept_hours)}</Text>
        <Button type="submit" loading={pending} className={classes.target}>
          Save deadline
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
          Result deadline
        </Title>
        <Text size="sm" c="dimmed">
          A result one team suggests becomes final by itself when the other team neither accepts it nor
          suggests another within this many hours. Two different suggestions never do: an admin decides.
        </Text>
        {season ? (
          <SimpleGrid cols={1} spacing="sm">
            <NativeSelect
              label="Season"
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
            No seasons yet.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
