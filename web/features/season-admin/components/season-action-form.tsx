import { Button, Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { fieldError } from '../../../../common/api/field-errors';
import type { Season } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { loadFieldChecks, prepareFieldChecks } from '../../../lib/field-checks';

interface SeasonActionFormProps {
  title: string;
  description: string;
  /** The seasons the action applies to, newest first. */
  seasons: readonly Season[];
  /** Shown instead of the form when no season qualifies. */
  emptyText: string;
  actionLabel: string;
  /** Asks first, for what cannot be undone (docs/PRODUCT.md#validation). */
  confirm?: { title: string; message: (season: Season) => string; danger?: boolean };
  pending: boolean;
  /** Resolves to whether the action succeeded. */
  onRun: (seasonId: number) => Promise<boolean>;
  /** More to know before acting, below the selector. */
  details?: ReactNode;
}

/** One season form of the Seasons page: choose a season (required), then act on it. */
export function SeasonActionForm({
  title,
  description,
  seasons,
  emptyText,
  actionLabel,
  confirm,
  pending,
  onRun,
  details,
}: SeasonActionFormProps) {
  const headingId = useId();
  const [pickedId, setPickedId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  // A season that no longer qualifies (e.g. it got its groups) drops out of the selection.
  const season = seasons.find((s) => String(s.id) === pickedId);

  async function run(chosen: Season) {
    if (await onRun(chosen.id)) setPickedId('');
    setAsking(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The API's sentence for a missing season; one that no longer qualifies counts as not chosen.
    const problem = fieldError((await loadFieldChecks()).idField('season'), season?.id);
    if (problem || !season) {
      setError(problem ?? null);
      return;
    }
    if (confirm) setAsking(true);
    else void run(season);
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {seasons.length === 0 ? (
          <Text size="sm" fs="italic">
            {emptyText}
          </Text>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <NativeSelect
                label={m.dashboard_seasons_season()}
                required
                value={season ? pickedId : ''}
                error={error}
                onChange={(event) => {
                  setPickedId(event.currentTarget.value);
                  setError(null);
                  prepareFieldChecks();
                }}
                data={[
                  { value: '', label: m.dashboard_seasons_choose(), disabled: true },

                  ...seasons.map((s) => ({ value: String(s.id), label: s.name })),
                ]}
              />
              {details}
              <Button
                type="submit"
                loading={pending && !asking}
                color={confirm?.danger ? 'red.9' : undefined}
              >
                {actionLabel}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
      {confirm && season && (
        <ConfirmModal
          opened={asking}
          title={confirm.title}
          message={confirm.message(season)}
          confirmLabel={actionLabel}
          danger={confirm.danger}
          pending={pending}
          onConfirm={() => void run(season)}
          onClose={() => setAsking(false)}
        />
      )}
    </Card>
  );
}
