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

/** Each player of a squad with their answer, by name. */
export function SquadPlayers({ players }: { players: Squad['players'] }) {
  return (
    <List size="sm" listStyleType="none" spacing={2}>
      {players.map((player) => (
        <List.Item key={player.user_id}>
          {player.name}: {player.status ? STATUS_LABELS[player.status]() : m.dashboard_squad_status_none()}
        </List.Item>
      ))}
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
