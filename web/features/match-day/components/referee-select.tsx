import { NativeSelect, Stack } from '@mantine/core';
import type { Match, Team } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import type { RefereeSlot } from '../../../lib/authorization';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { assignReferee } from '../api/assign-referee';
import { useRefereeSuggestions } from '../api/suggest-referees';
import { matchPlayers } from './match-players';
import { RefereePlanner } from './referee-planner';

const messages = {
  1: () => ({ success: m.dashboard_referee_assigned(), failure: m.dashboard_referee_assign_failed() }),
  2: () => ({ success: m.dashboard_referee_assigned_2(), failure: m.dashboard_referee_assign_failed_2() }),
} as const;

/**
 * The referee team's captain picks one of its players (or themself) for the slot, or appoints the
 * referee planner's first suggestion in one tap (decision 099).
 *
 * A choice saves at once and its alert offers Undo for a few seconds, rather than a confirm
 * dialog: on a phone the native picker is already two deliberate taps, a dialog would add a third
 * to every right choice, while Undo costs nothing when the choice was right and one tap when a
 * finger slipped. Undo assigns the previous referee through the same call; an empty slot has no
 * previous referee to restore, and a slip there is corrected by choosing again.
 */
export function RefereeSelect({
  match,
  slot,
  team,
  matchTitle,
}: {
  match: Match;
  slot: RefereeSlot;
  team: Team | undefined;
  /** "Home – Guest", the alert's second line. */
  matchTitle: string;
}) {
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const current = slot === 1 ? match.referee_id : match.referee_id_2;
  const players = matchPlayers(team);
  const suggestions = useRefereeSuggestions(match.id, slot);
  const nameOf = (id: number) =>
    players.find((player) => player.id === id)?.name ?? m.dashboard_referee_player_fallback({ id });

  const assign = (refereeId: number, previous: number | null): Promise<boolean> =>
    run(() => assignReferee(match.id, refereeId, slot), {
      ...messages[slot](),
      subject: m.dashboard_referee_subject({ name: nameOf(refereeId), match: matchTitle }),
      action:
        previous === null || previous === refereeId
          ? undefined
          : { label: m.dashboard_referee_undo(), onClick: () => void assign(previous, null) },
    });

  return (
    <Stack gap="xs">
      <NativeSelect
        label={m.dashboard_referee_select_label({ slot, team: team?.name ?? m.dashboard_referee_team() })}
        value={current === null ? '' : String(current)}
        disabled={pending}
        onChange={(event) => void assign(Number(event.currentTarget.value), current)}
        data={[
          { value: '', label: m.dashboard_referee_choose(), disabled: true },
          ...players.map((player) => ({ value: String(player.id), label: player.name })),
        ]}
      />
      <RefereePlanner
        suggestions={suggestions.data}
        current={current}
        pending={pending}
        onAppoint={(userId) => void assign(userId, current)}
      />
    </Stack>
  );
}
