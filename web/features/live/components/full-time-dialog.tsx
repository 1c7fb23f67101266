import { Button, Group, Stack, Text } from '@mantine/core';
import { m } from '../../../../common/i18n/messages';
import { LazyModal } from '../../../components/ui/lazy-modal';
import classes from './live.module.css';

interface Side {
  id: number;
  name: string;
  goals: number;
}

interface FullTimeDialogProps {
  opened: boolean;
  home: Side;
  guest: Side;
  /** A drawn knockout match: the whistle names the shoot-out's winner (addResult's rule). */
  shootout: boolean;
  onConfirm: (shootoutWinnerId: number | undefined) => void;
  onClose: () => void;
}

/**
 * The final whistle asks once (decision 080): it becomes the result suggestion, which the other
 * side accepts; a drawn knockout match asks who won the shoot-out instead of a plain yes.
 */
export function FullTimeDialog({ opened, home, guest, shootout, onConfirm, onClose }: FullTimeDialogProps) {
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={m.dashboard_live_fulltime_title({ home: home.goals, guest: guest.goals })}
      centered
      closeButtonProps={{ 'aria-label': m.common_confirm_close() }}
    >
      <Stack gap="md">
        <Text>{m.dashboard_live_fulltime_message()}</Text>
        {shootout ? (
          <>
            <Text fw={600}>{m.dashboard_live_shootout()}</Text>
            {[home, guest].map((side) => (
              <Button key={side.id} className={classes.pick} onClick={() => onConfirm(side.id)}>
                {m.dashboard_live_shootout_winner({ team: side.name })}
              </Button>
            ))}
            <Button variant="default" onClick={onClose}>
              {m.common_confirm_cancel()}
            </Button>
          </>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {m.common_confirm_cancel()}
            </Button>
            <Button onClick={() => onConfirm(undefined)}>{m.dashboard_live_fulltime_confirm()}</Button>
          </Group>
        )}
      </Stack>
    </LazyModal>
  );
}
