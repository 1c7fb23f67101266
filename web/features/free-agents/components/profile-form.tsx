import { Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { fieldErrors } from '../../../../common/api/field-errors';
import {
  FREE_AGENT_NOTE_MAX,
  type FreeAgent,
  POSITIONS,
  setFreeAgentRequest,
  WEEKDAYS,
} from '../../../../common/api/free-agents';
import { m } from '../../../../common/i18n/messages';
import { ListSkeleton, SectionCard } from '../../../components/ui/skeletons';
import { formatDate } from '../../../lib/dates';
import { useAction } from '../../../lib/use-action';
import { FREE_AGENT_VIEWS, removeFreeAgent, setFreeAgent, useMyFreeAgent } from '../api/free-agents';
import { POSITION_LABELS, WEEKDAY_LABELS } from './labels';

type Field = 'positions' | 'weekdays' | 'note' | 'until' | 'help_out';

/** The form's values from a profile up, or empty ones. */
const valuesOf = (profile: FreeAgent | null) => ({
  positions: profile?.positions ?? [],
  weekdays: profile?.weekdays ?? [],
  note: profile?.note ?? '',
  until: profile?.until.slice(0, 10) ?? '',
  help_out: profile?.help_out ?? false,
});

/**
 * The caller's own free agent profile (docs/PRODUCT.md#free-agents): put up, changed or taken
 * down; checked with the API's own schema before sending, the server's field refusal shown too.
 */
export function ProfileForm() {
  const mine = useMyFreeAgent();
  const title = m.dashboard_free_agents_profile_title();
  if (mine.isPending) {
    return (
      <SectionCard title={title}>
        <ListSkeleton label={title} />
      </SectionCard>
    );
  }
  // Filled once from the profile as read; drawn anew only when the stored profile changes (a save,
  // a removal), never by a read that brings the same one back while someone is ticking boxes.
  const profile = mine.data ?? null;
  return <ProfileFields key={JSON.stringify(profile)} profile={profile} />;
}

function ProfileFields({ profile }: { profile: FreeAgent | null }) {
  const { run, pending } = useAction(FREE_AGENT_VIEWS);
  const [values, setValues] = useState(() => valuesOf(profile));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function save(event: FormEvent) {
    event.preventDefault();
    const problems = fieldErrors<Field>(setFreeAgentRequest, values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    await run(() => setFreeAgent(values as Parameters<typeof setFreeAgent>[0]), {
      success: m.dashboard_free_agents_saved(),
      failure: m.dashboard_free_agents_save_failed(),
    });
  }

  return (
    <SectionCard title={m.dashboard_free_agents_profile_title()}>
      <form
        noValidate
        onSubmit={(event) => void save(event)}
        aria-label={m.dashboard_free_agents_profile_title()}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {profile
              ? m.dashboard_free_agents_profile_up({ until: formatDate(profile.until) })
              : m.dashboard_free_agents_profile_intro()}
          </Text>
          <Checkbox.Group
            label={m.dashboard_free_agents_positions()}
            value={values.positions}
            onChange={(positions) =>
              setValues({ ...values, positions: positions as typeof values.positions })
            }
            error={errors.positions}
          >
            <Group gap="md" mt={4}>
              {POSITIONS.map((position) => (
                <Checkbox key={position} value={position} label={POSITION_LABELS[position]()} />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox.Group
            label={m.dashboard_free_agents_weekdays()}
            value={values.weekdays}
            onChange={(weekdays) => setValues({ ...values, weekdays: weekdays as typeof values.weekdays })}
            error={errors.weekdays}
          >
            <Group gap="md" mt={4}>
              {WEEKDAYS.map((day) => (
                <Checkbox key={day} value={day} label={WEEKDAY_LABELS[day]()} />
              ))}
            </Group>
          </Checkbox.Group>
          <Textarea
            label={m.dashboard_free_agents_note()}
            autosize
            minRows={2}
            maxLength={FREE_AGENT_NOTE_MAX}
            value={values.note}
            onChange={(event) => setValues({ ...values, note: event.currentTarget.value })}
            error={errors.note}
          />
          <TextInput
            type="date"
            label={m.dashboard_free_agents_until()}
            value={values.until}
            onChange={(event) => setValues({ ...values, until: event.currentTarget.value })}
            error={errors.until}
          />
          <Checkbox
            label={m.dashboard_free_agents_help_out()}
            checked={values.help_out}
            onChange={(event) => setValues({ ...values, help_out: event.currentTarget.checked })}
          />
          <Group gap="xs">
            <Button type="submit" mih={44} loading={pending}>
              {m.dashboard_free_agents_save()}
            </Button>
            {profile && (
              <Button
                mih={44}
                variant="default"
                disabled={pending}
                onClick={() =>
                  void run(removeFreeAgent, {
                    success: m.dashboard_free_agents_removed(),
                    failure: m.dashboard_free_agents_save_failed(),
                  })
                }
              >
                {m.dashboard_free_agents_remove()}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
