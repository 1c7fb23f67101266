import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { LIMITS } from '../../../../common/limits';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { addSeason } from '../api/add-season';

export function AddSeasonForm() {
  const headingId = useId();
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError('Please enter a season name.');
      return;
    }
    const added = await run(() => addSeason(name.trim()), {
      success: 'Season added!',
      subject: name.trim(),
      failure: 'Error adding Season',
    });
    if (added) setName('');
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId}>
            Add Season
          </Title>
          <Text size="sm" c="dimmed">
            A new season starts empty; then create its groups and matches.
          </Text>
          <TextInput
            label="Season name"
            required
            maxLength={LIMITS.seasonNameMax}
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <Button type="submit" loading={pending}>
            Add Season
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
