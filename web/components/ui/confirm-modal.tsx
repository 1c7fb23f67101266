import { Button, Group, Text } from '@mantine/core';
import { m } from '../../../common/i18n/messages';
import { LazyModal } from './lazy-modal';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Red for what cannot be undone. */
  danger?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  danger = false,
  pending,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': m.common_confirm_close() }}
    >
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {m.common_confirm_cancel()}
        </Button>
        <Button color={danger ? 'red.9' : undefined} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </LazyModal>
  );
}
