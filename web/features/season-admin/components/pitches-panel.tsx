import { Anchor, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { fieldError } from '../../../../common/api/field-errors';
import { addressField, mapUrlField, pitchNameField } from '../../../../common/api/fields';
import type { Pitch } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { usePitches } from '../../../lib/queries/get-pitches';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { addPitch, removePitch, setDefaultPitch, updatePitch } from '../api/pitches';

const NEW = 'new';

interface Fields {
  name: string;
  address: string;
  map_url: string;
}

const fieldsOf = (pitch: Pitch | undefined): Fields => ({
  name: pitch?.name ?? '',
  address: pitch?.address ?? '',
  map_url: pitch?.map_url ?? '',
});

/** One pitch's form: a new one, or the chosen one with Make default and Remove. */
function PitchForm({ pitch }: { pitch: Pitch | undefined }) {
  const save = useAction(LEAGUE_VIEWS);
  const other = useAction(LEAGUE_VIEWS);
  const [fields, setFields] = useState<Fields>(fieldsOf(pitch));
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});

  const set = (key: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setFields((now) => ({ ...now, [key]: value }));
    setErrors((now) => ({ ...now, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      name: fieldError(pitchNameField, fields.name),
      address: fieldError(addressField, fields.address),
      map_url: fieldError(mapUrlField, fields.map_url),
    };
    setErrors(found);
    if (found.name || found.address || found.map_url) return;
    await save.run(() => (pitch ? updatePitch(pitch.id, fields) : addPitch(fields)), {
      success: pitch ? m.dashboard_seasons_pitch_saved() : m.dashboard_seasons_pitch_added(),
      subject: fields.name.trim(),
      failure: pitch ? m.dashboard_seasons_pitch_save_failed() : m.dashboard_seasons_pitch_add_failed(),
    });
    if (!pitch) setFields(fieldsOf(undefined));
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={m.dashboard_seasons_pitch_name()}
          value={fields.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextInput
          label={m.dashboard_seasons_pitch_address()}
          value={fields.address}
          onChange={set('address')}
          error={errors.address}
        />
        <TextInput
          label={m.dashboard_seasons_pitch_map()}
          description={m.dashboard_seasons_pitch_map_hint()}
          value={fields.map_url}
          onChange={set('map_url')}
          error={errors.map_url}
          inputMode="url"
        />
        {pitch && (
          <Text size="sm">
            {pitch.is_default
              ? m.dashboard_seasons_pitch_is_default()
              : m.dashboard_seasons_pitch_not_default()}{' '}
            <Anchor href={pitch.map_url} target="_blank" rel="noopener noreferrer">
              {m.dashboard_seasons_pitch_open_map()}
            </Anchor>
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.pending}>
            {pitch ? m.dashboard_seasons_pitch_save() : m.dashboard_seasons_pitch_add()}
          </Button>
          {pitch && !pitch.is_default && (
            <>
              <Button
                variant="light"
                loading={other.pending}
                onClick={() =>
                  void other.run(() => setDefaultPitch(pitch.id), {
                    success: m.dashboard_seasons_pitch_default_set(),
                    subject: pitch.name,
                    failure: m.dashboard_seasons_pitch_default_failed(),
                  })
                }
              >
                {m.dashboard_seasons_pitch_make_default()}
              </Button>
              <Button
                variant="subtle"
                color="red"
                loading={other.pending}
                onClick={() =>
                  void other.run(() => removePitch(pitch.id), {
                    success: m.dashboard_seasons_pitch_removed(),
                    subject: pitch.name,
                    failure: m.dashboard_seasons_pitch_remove_failed(),
                  })
                }
              >
                {m.dashboard_seasons_remove()}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** The league's pitches (docs/PRODUCT.md#pitches): add, edit, remove, choose the default. */
export function PitchesPanel() {
  const headingId = useId();
  const pitches = usePitches();
  const [picked, setPicked] = useState<string>(NEW);
  const list = pitches.data ?? [];
  const pitch = list.find((p) => String(p.id) === picked);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {m.dashboard_seasons_pitches_title()}
        </Title>
        <Text size="sm" c="dimmed">
          {m.dashboard_seasons_pitches_intro()}
        </Text>
        <NativeSelect
          label={m.dashboard_seasons_pitch()}
          value={pitch ? picked : NEW}
          onChange={(event) => setPicked(event.currentTarget.value)}
          data={[
            { value: NEW, label: m.dashboard_seasons_pitch_new() },
            ...list.map((p) => ({
              value: String(p.id),
              label: p.is_default ? m.dashboard_seasons_pitch_default_option({ name: p.name }) : p.name,
            })),
          ]}
        />
        {/* Keyed by the pitch and its saved values: a switch or a save shows what is stored. */}
        <PitchForm
          key={pitch ? `${pitch.id}-${pitch.name}-${pitch.address}-${pitch.map_url}` : NEW}
          pitch={pitch}
        />
      </Stack>
    </Card>
  );
}
