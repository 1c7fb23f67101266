import { Button, List, Text } from '@mantine/core';
import type { Squad } from '../../../common/api/availability';
import { m } from '../../../common/i18n/messages';
import { AVAILABILITY_VIEWS, remindSquad } from '../../lib/availability';
import { useAction } from '../../lib/use-action';
import { STATUS_LABELS } from './availability-buttons';
import classes from './squad-summary.module.css';

interface SquadSummaryProps {
  squad: Squad;
  /** A captain's card: the tap that reminds those who have not answered. */
  canRemind: boolean;
}

/**
 * A team's count for a match, "8 of 11 confirmed", the other answers, and each player's answer
 * behind a disclosure (docs/PRODUCT.md#availability); for captains, one tap reminds the rest.
 */
export function SquadSummary({ squad, canRemind }: SquadSummaryProps) {
  const short = squad.yes < squad.minimum;
  return (
    <div>
      <Text size="sm" fw={700} c={short ? 'red.9' : undefined}>
        {m.dashboard_squad_count({ yes: squad.yes, minimum: squad.minimum })}
      </Text>
      <Text size="sm" c="dimmed">
        {m.dashboard_squad_counts_detail({ maybe: squad.maybe, no: squad.no, unanswered: squad.unanswered })}
      </Text>
      <details>
        <summary>
          <Text span size="sm">
            {m.dashboard_squad_names()}
          </Text>
        </summary>
        <SquadPlayers players={squad.players} />
      </details>
      {canRemind && squad.unanswered > 0 && <RemindSquadButton matchId={squad.match_id} />}
    </div>
  );
}

/** The groups' order: those coming first, those still to ask last. */
const GROUPS = [
  { status: 'yes', label: STATUS_LABELS.yes },
  { status: 'maybe', label: STATUS_LABELS.maybe },
  { status: 'no', label: STATUS_LABELS.no },
  { status: null, label: m.dashboard_squad_group_none },
] as const;

/**
 * A squad's names grouped by answer, one line per answer ("Yes (8): Anna Berg, ..."): a team of 26
 * reads in four lines on a phone instead of 26.
 */
export function SquadPlayers({ players }: { players: Squad['players'] }) {
  return (
    <List size="sm" listStyleType="none" spacing={2}>
      {GROUPS.map(({ status, label }) => {
        // A banned player is marked where their answer puts them (docs/PRODUCT.md#discipline).
        const names = players
          .filter((player) => player.status === status)
          .map((player) =>
            player.suspended ? m.dashboard_squad_suspended_name({ name: player.name }) : player.name,
          );
        if (names.length === 0) return null;
        return (
          <List.Item key={status ?? 'none'}>
            {m.dashboard_squad_group({ label: label(), count: names.length, names: names.join(', ') })}
          </List.Item>
        );
      })}
    </List>
  );
}

/** A captain's one tap: the team's players who have not answered get a reminder by mail. */
export function RemindSquadButton({ matchId }: { matchId: number }) {
  const remind = useAction(AVAILABILITY_VIEWS);
  return (
    <Button
      mt={4}
      mih={44}
      variant="default"
      classNames={{ root: classes.remind, label: classes.remindLabel }}
      loading={remind.pending}
      onClick={() =>
        void remind.run(() => remindSquad(matchId), {
          success: m.dashboard_squad_reminded(),
          failure: m.dashboard_squad_remind_failed(),
        })
      }
    >
      {m.dashboard_squad_remind()}
    </Button>
  );
}
