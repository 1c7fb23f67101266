import { m } from '../i18n/messages';
import { isAdmin, type RoleHolder } from './actor';
import { type Actor, canSetMatchDate, type MatchFacts } from './matches';

/**
 * Pitches are league data: admins add, edit, remove them and choose the default. Where a match is
 * played is decided by whoever may set its date (docs/PRODUCT.md#pitches): the captains of the two
 * teams until the result is final, an admin always.
 */
export const canManagePitches = (user: RoleHolder): boolean => isAdmin(user);

export const canSetMatchPitch = (user: Actor, match: MatchFacts): boolean => canSetMatchDate(user, match);

/** The sentence for a refused pitch: a captain of the match learns that its result is final. */
export const matchPitchRefused = (user: Actor, match: MatchFacts): string =>
  !isAdmin(user) && match.hasFinal && canSetMatchDate(user, { ...match, hasFinal: false })
    ? m.server_refused_pitch_final()
    : m.server_refused_pitch();
