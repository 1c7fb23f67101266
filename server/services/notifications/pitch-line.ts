import { m } from '../../../common/i18n/messages';
import { pitchLocation } from '../../../common/league/pitches';
import { escapeHtml } from '../mail/templates';

/** A pitch as a notification names it: where, and the link a phone opens in its map app. */
export interface MappedPitch {
  name: string;
  address: string;
  mapUrl: string;
}

/**
 * "Pitch: name, address (map link)": the line an item's body holds (docs/PRODUCT.md#pitches), in
 * the current language. Plain text, since the body is the text part's too, which has no links.
 */
export const pitchLine = (pitch: MappedPitch): string =>
  m.mail_pitch_line({ location: pitchLocation(pitch), map: pitch.mapUrl });

// Stands for the pitch in its sentence while that is split around it; a name holds no control character.
const SLOT = '\u0000';

/**
 * A body line in the HTML part: a pitch line of one of `pitches` with the pitch's name as the map
 * link (a raw address in brackets is hard to tap on a phone), any other line as it is. Only the
 * league's own map links become anchors, never a URL a user typed into a name.
 */
export function bodyLineHtml(line: string, pitches: readonly MappedPitch[]): string {
  const pitch = pitches.find((p) => line === pitchLine(p));
  if (!pitch) return escapeHtml(line);
  const [before = '', after = ''] = m.mail_pitch_linked({ pitch: SLOT }).split(SLOT);
  const rest = pitchLocation(pitch).slice(pitch.name.length);
  return `${escapeHtml(before)}<a href="${escapeHtml(pitch.mapUrl)}" style="color: #1c7ed6">${escapeHtml(pitch.name)}</a>${escapeHtml(rest)}${escapeHtml(after)}`;
}
