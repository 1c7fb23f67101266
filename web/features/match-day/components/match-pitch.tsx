import { Anchor, NativeSelect, Text } from '@mantine/core';
import type { Match, Pitch } from '../../../../common/api/types';
import { m } from '../../../../common/i18n/messages';
import { pitchOfMatch } from '../../../../common/league/pitches';
import { usePitches } from '../../../lib/queries/get-pitches';
import { LEAGUE_VIEWS, useAction } from '../../../lib/use-action';
import { setMatchPitch } from '../api/set-match-pitch';
import classes from './match-pitch.module.css';

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
  const value = match.pitch_id === null ? '' : String(match.pitch_id);
  const options = [
    // The card names the pitch above and the default's own option says '(default)': the empty
    // choice's name alone is short.
    { value: '', label: m.dashboard_match_default_pitch() },
    ...list.map((pitch) => ({ value: String(pitch.id), label: label(pitch) })),
  ];
  return (
    <NativeSelect
      label={m.dashboard_seasons_pitch()}
      value={value}
      classNames={{ wrapper: classes.wrapper, input: classes.input }}
      inputContainer={(select) => (
        <div className={classes.field}>
          {select}
          <span className={classes.chosen} aria-hidden="true">
            {options.find((option) => option.value === value)?.label}
          </span>
        </div>
      )}
      disabled={pending}
      onChange={(event) => {
        const picked = event.currentTarget.value;
        const chosen = picked ? list.find((pitch) => String(pitch.id) === picked) : fallback;
        void run(() => setMatchPitch(match.id, picked ? Number(picked) : null), {
          success: m.dashboard_seasons_pitch_saved(),
          ...(chosen ? { subject: chosen.name } : {}),
          failure: m.dashboard_seasons_pitch_save_failed(),
        });
      }}
      data={options}
    />
  );
}
