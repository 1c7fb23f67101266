import type { NotificationGroup } from '../../../common/api/notifications';

/** A digest lists at most this many items; the rest are counted in one line linking the to-do list. */
export const DIGEST_LINES = 20;

interface Coalescible {
  id: number;
  group: NotificationGroup;
  title: string;
  path: string;
}

/**
 * What an item is about: the place it links to (a match's card, its Refereeing entry) and its group
 * (result, referee, date, reminder). In the group 'team' one place holds several objects (a team's
 * join requests, the team requests, My Team), each named by the item's sentence, so the sentence is
 * part of the key there. Derived from the stored columns, so older items coalesce too.
 */
const keyOf = (item: Coalescible) =>
  item.group === 'team' ? `${item.group} ${item.path} ${item.title}` : `${item.group} ${item.path}`;

/**
 * One item per object and kind of change, the latest, since it carries the object's latest state
 * (a match moved four times is told its last kick-off once); in the order of those latest items.
 */
export function coalesce<T extends Coalescible>(items: readonly T[]): T[] {
  const latest = new Map<string, T>();
  for (const item of items) {
    const key = keyOf(item);
    const kept = latest.get(key);
    if (!kept || kept.id < item.id) latest.set(key, item);
  }
  return [...latest.values()].sort((a, b) => a.id - b.id);
}
