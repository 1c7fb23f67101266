import { NativeSelect } from '@mantine/core';
import type { Match, Team } from '../../../../common/api/types';
import type { RefereeSlot } from '../../../lib/authorization';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { assignReferee } from '../api/assign-referee';
import { matchPlayers } from './match-players';

const messages = {
  1: { success: 'Referee assigned!', failure: 'Error assigning referee' },
  2: { success: 'Referee (2) assigned!', failure: 'Error assigning referee (2)' },
} as const;

/** The referee team's captain picks one of its players (or themself) for the slot. */
export function RefereeSelect({
  match,
  slot,
  team,
}: {
  match: Match;
  slot: RefereeSlot;
  team: Team | undefined;
}) {
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const current = slot === 1 ? match.referee_id : match.referee_id_2;

  return (
    <NativeSelect
      label={`Referee ${slot} (${team?.name ?? 'referee team'})`}
      value={current === null ? '' : String(current)}
      disabled={pending}
      onChange={(event) => {
        const refereeId = Number(event.currentTarget.value);
        void run(() => assignReferee(match.id, refereeId, slot), messages[slot]);
      }}
      data={[
        { value: '', label: 'Choose a referee', disabled: true },
        ...matchPlayers(team).map((player) => ({ value: String(player.id), label: player.name })),
      ]}
    />
  );
}
