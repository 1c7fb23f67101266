import { Button, type MantineColor, type MantineSize } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import type { ApiAnswer } from '../../../../common/api/types';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { type ActionMessages, TEAM_VIEWS, useAction } from '../../../lib/use-action';

/** A team or roster change that asks first: the question, then the call and its alerts. */
export interface ConfirmedChange {
  title: string;
  message: string;
  confirmLabel: string;
  danger: boolean;
  request: () => Promise<ApiAnswer<unknown>>;
  messages: ActionMessages<unknown>;
}

const AskContext = createContext<((change: ConfirmedChange) => void) | null>(null);

/** Lets an action button of the card ask its question in the card's one dialog. */
function useAskConfirmation(): (change: ConfirmedChange) => void {
  const ask = useContext(AskContext);
  if (!ask) throw new Error('useAskConfirmation needs a TeamConfirmation around it');
  return ask;
}

interface AskButtonProps {
  change: ConfirmedChange;
  children: ReactNode;
  size?: MantineSize;
  variant: 'light' | 'outline';
  color?: MantineColor;
  /** Names the member in a roster row, where the visible label alone is ambiguous. */
  ariaLabel?: string;
}

/** A button that asks `change`'s question in the card's dialog. */
export function AskButton({ change, children, ariaLabel, ...look }: AskButtonProps) {
  const ask = useAskConfirmation();
  return (
    <Button {...look} onClick={() => ask(change)} aria-label={ariaLabel}>
      {children}
    </Button>
  );
}

/**
 * One dialog per card, not one per button: a long team list with its rosters would otherwise
 * mount a modal (and its portal) for every member's every action.
 */
export function TeamConfirmation({ children }: { children: ReactNode }) {
  const { run, pending } = useAction(TEAM_VIEWS);
  // Kept after closing so the dialog's text stays put while it fades out.
  const [change, setChange] = useState<ConfirmedChange | null>(null);
  const [open, setOpen] = useState(false);

  const ask = useCallback((next: ConfirmedChange) => {
    setChange(next);
    setOpen(true);
  }, []);

  async function confirm(current: ConfirmedChange) {
    if (await run(current.request, current.messages)) setOpen(false);
  }

  return (
    <AskContext.Provider value={ask}>
      {children}
      <ConfirmModal
        opened={open}
        title={change?.title ?? ''}
        message={change?.message ?? ''}
        confirmLabel={change?.confirmLabel ?? ''}
        danger={change?.danger}
        pending={pending}
        onConfirm={() => change && confirm(change)}
        onClose={() => setOpen(false)}
      />
    </AskContext.Provider>
  );
}
