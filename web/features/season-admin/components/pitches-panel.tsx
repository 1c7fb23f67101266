import { Anchor, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { fieldError } from '../../../../common/api/field-errors';
import { addressField, mapUrlField, pitchNameField } from '../../../../common/api/fields';
import type { Pitch } from '../../../../common/api/types';
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
      success: pitch ? 'Pitch saved!' : 'Pitch added!',
      subject: fields.name.trim(),
      failure: pitch ? 'Error saving the pitch' : 'Error adding the pitch',
    });
    if (!pitch) setFields(fieldsOf(undefined));
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" value={fields.name} onChange={set('name')} error={errors.name} />
        <TextInput label="Address" value={fields.address} onChange={set('address')} error={errors.address} />
        <TextInput
          label="Map link"
          description="An http(s) link, e.g. from OpenStreetMap or Google Maps"
          value={fields.map_url}
          onChange={set('map_url')}
          error={errors.map_url}
          inputMode="url"
        />
        {pitch && (
          <Text size="sm">
            {pitch.is_default ? 'The default pitch.' : 'Not the default pitch.'}{' '}
            <Anchor href={pitch.map_url} target="_blank" rel="noopener noreferrer">
              Open the map
            </Anchor>
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.pending}>
            {pitch ? 'Save pitch' : 'Add pitch'}
          </Button>
          {pitch && !pitch.is_default && (
            <>
              <Button
                variant="light"
                loading={other.pending}
                onClick={() =>
                  void other.run(() => setDefaultPitch(pitch.id), {
                    success: 'Default pitch set!',
                    subject: pitch.name,
                    failure: 'Error setting the default pitch',
                  })
                }
              >
                Make default
              </Button>
              <Button
                variant="subtle"
                color="red"
                loading={other.pending}
                onClick={() =>
                  void other.run(() => removePitch(pitch.id), {
                    success: 'Pitch removed!',
                    subject: pitch.name,
                    failure: 'Error removing the pitch',
                  })
                }
              >
                Remove
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
          Pitches
        </Title>
        <Text size="sm" c="dimmed">
          Where matches are played. A match without a pitch of its own is played at the default pitch; the
          captains of a match choose another on its match card.
        </Text>
        <NativeSelect
          label="Pitch"
          value={pitch ? picked : NEW}
          onChange={(event) => setPicked(event.currentTarget.value)}
          data={[
            { value: NEW, label: 'New pitch' },
            ...list.map((p) => ({
              value: String(p.id),
              label: p.is_default ? `${p.name} (default)` : p.name,
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
