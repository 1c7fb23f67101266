import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { fieldError } from '../../../../common/api/field-errors';
import { m } from '../../../../common/i18n/messages';
import { LIMITS } from '../../../../common/limits';
import { loadFieldChecks, prepareFieldChecks } from '../../../lib/field-checks';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { addSeason } from '../api/add-season';

export function AddSeasonForm() {
  const headingId = useId();
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The API's own check and sentence: empty, too long, or holding a line break or control character.
    const problem = fieldError((await loadFieldChecks()).seasonNameField, name);
    if (problem) {
      setError(problem);
      return;
    }
    await run(() => addSeason(name.trim()), {
      success: m.dashboard_seasons_added(),
      subject: name.trim(),
      failure: m.dashboard_seasons_add_failed(),
      // Emptied with the success message, not after the views have been read again: a name typed
      // meanwhile (the next season's) was wiped when the refresh ended.
      onSuccess: () => setName(''),
    });
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId}>
            {m.dashboard_seasons_add_title()}
          </Title>
          <Text size="sm" c="dimmed">
            {m.dashboard_seasons_add_intro()}
          </Text>
          <TextInput
            label={m.dashboard_seasons_name()}
            required
            maxLength={LIMITS.seasonNameMax}
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
              prepareFieldChecks();
            }}
          />
          <Button type="submit" loading={pending}>
            {m.dashboard_seasons_add_title()}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
