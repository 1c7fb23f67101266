import { m } from '../i18n/messages';

/**
 * Pitches (docs/PRODUCT.md#pitches): where a match is played. A match names a pitch of its own or
 * none, and then is played at the league's default pitch; exactly one pitch is the default.
 */

export interface PitchFacts {
  id: number;
  name: string;
  address: string;
  isDefault: boolean;
}

/** A pitch as the server's rows (isDefault) or the API's answers (is_default) have it. */
type Defaultable = { id: number } & ({ isDefault: boolean } | { is_default: boolean });

const isDefaultPitch = (pitch: Defaultable): boolean =>
  'isDefault' in pitch ? pitch.isDefault : pitch.is_default;

/** The pitch a match is played at: its own, or the default (undefined only without any pitch). */
export function pitchOfMatch<P extends Defaultable>(
  pitchId: number | null,
  pitches: readonly P[],
): P | undefined {
  return (
    (pitchId === null ? undefined : pitches.find((p) => p.id === pitchId)) ?? pitches.find(isDefaultPitch)
  );
}

/** "Name, Address": one line for calendars (LOCATION) and notifications. */
export const pitchLocation = (pitch: Pick<PitchFacts, 'name' | 'address'>): string =>
  `${pitch.name}, ${pitch.address}`;

// Message functions, called when a refusal is said, so it speaks the request's language (decision 031).
export const PITCH_REFUSED = {
  manage: m.server_pitch_refused_manage,
  removeDefault: m.server_pitch_remove_default,
  removeUsed: (matches: number) => m.server_pitch_remove_used({ matches }),
  nameTaken: m.server_pitch_name_taken,
} as const;

/** Why a pitch may not be removed, or null when it may: never the default, never one a match names. */
export function pitchRemovalRefusal(pitch: Pick<PitchFacts, 'isDefault'>, usedBy: number): string | null {
  if (pitch.isDefault) return PITCH_REFUSED.removeDefault();
  if (usedBy > 0) return PITCH_REFUSED.removeUsed(usedBy);
  return null;
}
