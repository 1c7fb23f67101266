import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Card } from '../../../../common/api/discipline';
import { m } from '../../../../common/i18n/messages';
import { LIMITS } from '../../../../common/limits';
import { CardSwatch } from '../../../components/ui/card-swatch';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LazyModal } from '../../../components/ui/lazy-modal';
import { useAction } from '../../../lib/use-action';
import { DISCIPLINE_VIEWS, disputeCard, resolveCardDispute } from '../api/cards';
import type { CardAbilities } from './card-abilities';
import { cardKindLabel } from './card-kinds';
import classes from './cards.module.css';

export function cardText(card: Card): string {
  const kind = cardKindLabel(card.kind);
  return card.minute === null
    ? m.dashboard_cards_entry({ kind, name: card.name })
    : m.dashboard_cards_entry_minute({ kind, name: card.name, minute: card.minute });
}

/** One card: colour, player, minute; a disputed one says so (and the note, to those who see it). */
export function CardLine({ card }: { card: Card }) {
  return (
    <>
      <CardSwatch kind={card.kind} />
      {cardText(card)}
      {card.disputed &&
        ` (${card.dispute_note ? m.dashboard_cards_disputed_note({ note: card.dispute_note }) : m.dashboard_cards_disputed()})`}
    </>
  );
}

type Asking = { card: Card; act: 'dispute' | 'keep' | 'remove' } | null;

/**
 * A result's cards on the match card, each with what the viewer may do: the other side or a
 * referee disputes it (with a note), an admin keeps or removes a disputed one, asked once
 * (decision 080): the to-do item `card_dispute` links here.
 */
export function ResultCards({ cards, abilities }: { cards: readonly Card[]; abilities: CardAbilities }) {
  const { run, pending } = useAction(DISCIPLINE_VIEWS);
  const [asking, setAsking] = useState<Asking>(null);
  const [note, setNote] = useState('');
  if (cards.length === 0) return null;

  async function act(current: NonNullable<Asking>) {
    const { card } = current;
    const done =
      current.act === 'dispute'
        ? await run(() => disputeCard({ card_id: card.id, ...(note.trim() ? { note: note.trim() } : {}) }), {
            success: m.dashboard_cards_disputed_saved(),
            subject: cardText(card),
            failure: m.dashboard_cards_dispute_failed(),
          })
        : await run(() => resolveCardDispute({ card_id: card.id, keep: current.act === 'keep' }), {
            success: current.act === 'keep' ? m.dashboard_cards_kept() : m.dashboard_cards_removed(),
            subject: cardText(card),
            failure: m.dashboard_cards_decide_failed(),
          });
    if (done) setAsking(null);
  }
  const close = () => setAsking(null);
  const kind = asking ? cardKindLabel(asking.card.kind) : '';
  const name = asking?.card.name ?? '';

  return (
    <>
      <ul className={classes.list} aria-label={m.dashboard_cards_list()}>
        {cards.map((card) => (
          <li key={card.id}>
            <Group gap={4} wrap="wrap">
              <Text size="sm">
                <CardLine card={card} />
              </Text>
              {abilities.dispute(card) && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={m.dashboard_cards_dispute_label({ name: card.name })}
                  onClick={() => {
                    setNote('');
                    setAsking({ card, act: 'dispute' });
                  }}
                >
                  {m.dashboard_cards_dispute()}
                </Button>
              )}
              {abilities.decide && card.disputed && (
                <>
                  <Button
                    size="compact-xs"
                    variant="outline"
                    aria-label={m.dashboard_cards_keep_label({ name: card.name })}
                    onClick={() => setAsking({ card, act: 'keep' })}
                  >
                    {m.dashboard_cards_keep()}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="outline"
                    color="red.9"
                    aria-label={m.dashboard_cards_remove_label({ name: card.name })}
                    onClick={() => setAsking({ card, act: 'remove' })}
                  >
                    {m.dashboard_cards_remove()}
                  </Button>
                </>
              )}
            </Group>
          </li>
        ))}
      </ul>
      <LazyModal
        opened={asking?.act === 'dispute'}
        onClose={close}
        title={m.dashboard_cards_dispute_title({ name })}
        centered
        closeButtonProps={{ 'aria-label': m.common_confirm_close() }}
      >
        <form
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (asking) void act(asking);
          }}
        >
          <Stack gap="md">
            <Text>{m.dashboard_cards_dispute_text()}</Text>
            <TextInput
              label={m.dashboard_cards_dispute_note()}
              maxLength={LIMITS.reasonMax}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={pending}>
                {m.common_confirm_cancel()}
              </Button>
              <Button type="submit" loading={pending}>
                {m.dashboard_cards_dispute()}
              </Button>
            </Group>
          </Stack>
        </form>
      </LazyModal>
      <ConfirmModal
        opened={asking?.act === 'keep' || asking?.act === 'remove'}
        title={
          asking?.act === 'remove'
            ? m.dashboard_cards_remove_title({ name })
            : m.dashboard_cards_keep_title({ name })
        }
        message={
          asking?.act === 'remove'
            ? m.dashboard_cards_remove_text({ kind })
            : m.dashboard_cards_keep_text({ kind })
        }
        confirmLabel={asking?.act === 'remove' ? m.dashboard_cards_remove() : m.dashboard_cards_keep()}
        danger={asking?.act === 'remove'}
        pending={pending}
        onConfirm={() => asking && void act(asking)}
        onClose={close}
      />
    </>
  );
}
