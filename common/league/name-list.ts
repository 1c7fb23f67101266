import { m } from '../i18n/messages';

/**
 * How many names a sentence lists before it counts the rest: a team of 22 who have not answered
 * would fill a phone's screen (the short-squad item and mail); the whole list is one tap away, in
 * the squad on the match card and on the availability page.
 */
export const NAMES_LISTED = 5;

/** "Anna, Ben, Cem, Dana, Emil and 17 others" ("… und 17 weitere Personen"); up to five names as they are. */
export function someNames(names: readonly string[]): string {
  if (names.length <= NAMES_LISTED) return names.join(', ');
  return m.server_names_and_more({
    names: names.slice(0, NAMES_LISTED).join(', '),
    count: names.length - NAMES_LISTED,
  });
}
