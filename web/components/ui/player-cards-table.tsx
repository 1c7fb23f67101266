import { Table } from '@mantine/core';
import type { PlayerCards } from '../../../common/api/discipline';
import { m } from '../../../common/i18n/messages';
import { CARD_KINDS, type CardKind } from '../../../common/league/suspensions';
import { CardSwatch } from './card-swatch';
import classes from './player-cards-table.module.css';

const KIND_LABELS: Record<CardKind, () => string> = {
  yellow: m.dashboard_cards_kind_yellow,
  yellow_red: m.dashboard_cards_kind_yellow_red,
  red: m.dashboard_cards_kind_red,
};

/**
 * A season's cards per player (docs/PRODUCT.md#discipline): one row a player, one column a
 * colour, each headed by its swatch and name. `label` names the table for screen readers.
 */
export function PlayerCardsTable({ rows, label }: { rows: readonly PlayerCards[]; label: string }) {
  return (
    <Table aria-label={label} verticalSpacing={4} horizontalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{m.dashboard_cards_player()}</Table.Th>
          {CARD_KINDS.map((kind) => (
            <Table.Th key={kind} ta="right" className={classes.kind}>
              <CardSwatch kind={kind} />
              {KIND_LABELS[kind]()}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row.team_id} ${row.user_id}`}>
            <Table.Td>{row.name}</Table.Td>
            {CARD_KINDS.map((kind) => (
              <Table.Td key={kind} ta="right">
                {row[kind]}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
