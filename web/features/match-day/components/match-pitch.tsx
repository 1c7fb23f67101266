import { Anchor, NativeSelect, Text } from '@mantine/core';
import type { Match, Pitch } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { pitchOfMatch } from '../../../../common/league/pitches';
import { usePitches } from '../../../lib/queries/get-pitches';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { setMatchPitch } from '../api/set-match-pitch';

/** Where the match is played, with its map link (docs/PRODUCT.md#pitches). */
export function MatchPitchLine({ match }: { match: Match }) {
  const pitches = usePitches();
  const pitch = pitchOfMatch(match.pitch_id, pitches.data ?? []);
  if (!pitch) return null;
  return (
    <Text size="sm">
      {m.dashboard_match_pitch_line()}{' '}
      <Anchor href={pitch.map_url} target="_blank" rel="noopener noreferrer">
        {pitch.name}
      </Anchor>
      , {pitch.address}
    </Text>
  );
}

const label = (pitch: Pitch) =>
  pitch.is_default ? m.dashboard_seasons_pitch_default_option({ name: pitch.name }) : pitch.name;

/** The captains of the match (and admins) choose its pitch; '' is the default pitch. */
export function MatchPitchSelect({ match }: { match: Match }) {
  const pitches = usePitches();
  const { run, pending } = useAction(LEAGUE_VIEWS);
  const list = pitches.data ?? [];
  const fallback = list.find((pitch) => pitch.is_default);
  return (
    <NativeSelect
      label={m.dashboard_seasons_pitch()}
      value={match.pitch_id === null ? '' : String(match.pitch_id)}
      disabled={pending}
      onChange={(event) => {
        const value = event.currentTarget.value;
        const chosen = value ? list.find((pitch) => String(pitch.id) === value) : fallback;
        void run(() => setMatchPitch(match.id, value ? Number(value) : null), {
          success: m.dashboard_seasons_pitch_saved(),
          ...(chosen ? { subject: chosen.name } : {}),
          failure: m.dashboard_seasons_pitch_save_failed(),
        });
      }}
      data={[
        // The card names the pitch above and the default's own option says '(default)': the empty
        // choice's name alone stays whole in a phone's select, where '… (Zentraler Hochschulsport,
        // Pitch 1)' was cut off at half its length.
        { value: '', label: m.dashboard_match_default_pitch() },
        ...list.map((pitch) => ({ value: String(pitch.id), label: label(pitch) })),
      ]}
    />
  );
}
