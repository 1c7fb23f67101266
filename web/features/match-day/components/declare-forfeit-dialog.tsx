import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { m } from '../../../../common/i18n/messages';
import { LIMITS } from '../../../../common/limits';
import { LazyModal } from '../../../components/ui/lazy-modal';

interface DeclareForfeitDialogProps {
  opened: boolean;
  /** "Physik FC – TUM Kickers" */
  matchTitle: string;
  /** The caller's team, the one that loses 0:3. */
  team: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * "We cannot play", asked once with its consequence (docs/PRODUCT.md#forfeits-and-unplayed-matches):
 * the team loses 0:3 at once and for good, so the dialog says so and asks why; Cancel sends nothing.
 */
export function DeclareForfeitDialog({
  opened,
  matchTitle,
  team,
  pending,
  onConfirm,
  onClose,
}: DeclareForfeitDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(m.dashboard_forfeit_reason_required());
      return;
    }
    onConfirm(reason.trim());
  }

  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={m.dashboard_forfeit_declare_title({ match: matchTitle })}
      centered
      closeButtonProps={{ 'aria-label': m.common_confirm_close() }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>{m.dashboard_forfeit_declare_text({ team })}</Text>
          <TextInput
            label={m.dashboard_forfeit_reason()}
            required
            maxLength={LIMITS.reasonMax}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(undefined);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {m.common_confirm_cancel()}
            </Button>
            <Button type="submit" color="red.9" loading={pending}>
              {m.dashboard_forfeit_declare_confirm()}
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
