import { Button } from '@mantine/core';
import { useState } from 'react';
import { m } from '../../../../common/i18n/messages';
import { LazyModal } from '../../../components/ui/lazy-modal';
import type { Scorer } from '../api/use-live';
import classes from './live.module.css';

/** A goal as picked: own goals credit the scoring side and may name the other side's player. */
export interface PickedGoal {
  kind: 'goal' | 'own_goal';
  scorer: Scorer | null;
}

interface ScorerPickerProps {
  opened: boolean;
  /** The side the goal counts for, and its players (kept while the dialog fades out after a pick). */
  side: { name: string; players: Scorer[] };
  /** The other side, whose player may have put it into their own goal. */
  other: { name: string; players: Scorer[] };
  onPick: (goal: PickedGoal) => void;
  onClose: () => void;
}

/**
 * Who scored, in one tap: "Unknown" first (a recorder in a hurry taps it and goes on), then the
 * players by name; "Own goal" turns the list to the other side's players.
 */
export function ScorerPicker({ opened, side, other, onPick, onClose }: ScorerPickerProps) {
  const [ownGoal, setOwnGoal] = useState(false);
  const close = () => {
    setOwnGoal(false);
    onClose();
  };
  const pick = (scorer: Scorer | null) => {
    onPick({ kind: ownGoal ? 'own_goal' : 'goal', scorer });
    setOwnGoal(false);
  };
  const players = ownGoal ? other.players : side.players;
  const title = ownGoal
    ? m.dashboard_live_own_goal_title({ team: other.name })
    : m.dashboard_live_scorer_title({ team: side.name });
  return (
    <LazyModal
      opened={opened}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': m.common_confirm_close() }}
    >
      <div className={classes.picker}>
        <Button className={classes.pick} variant="filled" onClick={() => pick(null)}>
          {m.dashboard_live_scorer_unknown()}
        </Button>
        {players.map((player) => (
          <Button key={player.id} className={classes.pick} variant="default" onClick={() => pick(player)}>
            {player.name}
          </Button>
        ))}
        <Button className={classes.pick} variant="light" onClick={() => setOwnGoal(!ownGoal)}>
          {ownGoal
            ? m.dashboard_live_scorer_back({ team: side.name })
            : m.dashboard_live_own_goal({ team: other.name })}
        </Button>
      </div>
    </LazyModal>
  );
}
