import { ActionIcon, Button, Group, Modal, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Card } from '../../../../common/api/discipline';
import type { Match, Result, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { CARD_KINDS, type CardKind } from '../../../../common/league/suspensions';
import { MinusIcon, PlusIcon } from '../../../components/ui/icons';
import { useAction } from '../../../lib/use-action';
import { addCards, DISCIPLINE_VIEWS } from '../api/cards';
import { cardKindLabel } from './card-kinds';
import classes from './cards.module.css';
import { matchPlayers } from './match-players';
import { teamName } from './match-texts';

interface Row {
  key: number;
  playerId: string;
  kind: CardKind;
  minute: string | number;
}

interface CardsDialogProps {
  match: Match;
  result: Result;
  teams: ReadonlyMap<number, Team>;
  /** The result's cards so far: their players get no second one (the server says 409). */
  recorded: readonly Card[];
  onClose: () => void;
}

const emptyRow = (key: number): Row => ({ key, playerId: '', kind: 'yellow', minute: '' });

/**
 * The cards of one result (docs/PRODUCT.md#discipline): a player of either team, the colour and the
 * minute if known, as many rows as needed, sent at once with addCards.
 */
export function CardsDialog({ match, result, teams, recorded, onClose }: CardsDialogProps) {
  const { run, pending } = useAction(DISCIPLINE_VIEWS);
  const [rows, setRows] = useState<Row[]>([emptyRow(0)]);
  const [problem, setProblem] = useState<string | null>(null);
  const home = teamName(teams, match.home_id, match.home_source);
  const guest = teamName(teams, match.guest_id, match.guest_source);
  const taken = new Set(recorded.filter((card) => card.result_id === result.id).map((c) => c.player_id));
  const players = [
    { group: home, items: matchPlayers(teams.get(match.home_id ?? -1)) },
    { group: guest, items: matchPlayers(teams.get(match.guest_id ?? -1)) },
  ].map(({ group, items }) => ({
    group,
    items: items
      .filter((player) => !taken.has(player.id))
      .map((player) => ({ value: String(player.id), label: player.name })),
  }));
  const change = (key: number, patch: Partial<Row>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setProblem(null);
  };

  async function save() {
    if (rows.some((row) => row.playerId === '')) {
      setProblem(m.dashboard_cards_none_chosen());
      return;
    }
    const list = rows.map((row) => ({
      player_id: Number(row.playerId),
      kind: row.kind,
      ...(row.minute === '' ? {} : { minute: Number(row.minute) }),
    }));
    // The API's own checks and sentences (a player twice, a minute out of range), loaded when sent.
    const { addCardsRequest } = await import('../../../../common/api/discipline');
    const checked = addCardsRequest.shape.cards.safeParse(list);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    const saved = await run(() => addCards({ result_id: result.id, cards: checked.data }), {
      success: m.dashboard_cards_saved(),
      subject: `${home} – ${guest}`,
      failure: m.dashboard_cards_save_failed(),
    });
    if (saved) onClose();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={m.dashboard_cards_title({ match: `${home} – ${guest}` })}
      centered
      closeButtonProps={{ 'aria-label': m.dashboard_match_close() }}
    >
      <Stack gap="sm">
        <Text size="sm">{m.dashboard_cards_intro()}</Text>
        <ul className={classes.list}>
          {rows.map((row, index) => (
            <li key={row.key} className={classes.row}>
              <NativeSelect
                className={classes.player}
                label={m.dashboard_cards_player()}
                value={row.playerId}
                onChange={(event) => change(row.key, { playerId: event.currentTarget.value })}
                data={[{ value: '', label: m.dashboard_cards_choose_player(), disabled: true }, ...players]}
              />
              <NativeSelect
                label={m.dashboard_cards_kind()}
                value={row.kind}
                onChange={(event) => change(row.key, { kind: event.currentTarget.value as CardKind })}
                data={CARD_KINDS.map((kind) => ({ value: kind, label: cardKindLabel(kind) }))}
              />
              <NumberInput
                label={m.dashboard_cards_minute()}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                value={row.minute}
                onChange={(minute) => change(row.key, { minute })}
              />
              <ActionIcon
                variant="default"
                size="input-sm"
                aria-label={m.dashboard_cards_remove_row({ number: index + 1 })}
                disabled={rows.length === 1}
                onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
              >
                <MinusIcon />
              </ActionIcon>
            </li>
          ))}
        </ul>
        <Button
          variant="subtle"
          leftSection={<PlusIcon />}
          onClick={() => setRows((current) => [...current, emptyRow((current.at(-1)?.key ?? 0) + 1)])}
        >
          {m.dashboard_cards_add_row()}
        </Button>
        {problem && (
          <Text size="sm" c="red.8" role="status">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {m.dashboard_match_cancel()}
          </Button>
          <Button onClick={() => void save()} loading={pending}>
            {m.dashboard_match_save()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
