import type { NotificationGroup, NotificationKind } from '../../../common/api/notifications';

/** A digest lists at most this many items; the rest are counted in one line linking the to-do list. */
export const DIGEST_LINES = 20;

interface Coalescible {
  id: number;
  group: NotificationGroup;
  title: string;
  path: string;
  kind: NotificationKind | null;
  objectId: number | null;
}

/**
 * Kinds that tell the state of one thing, so the latest replaces the earlier: a final result its
 * suggestion, a pitch change a date change of the same match, a declined proposal its asking. A
 * proposal is an object of its own: a pitch change made meanwhile does not replace the question.
 */
const TOPIC: Record<NotificationKind, string> = {
  result_suggested: 'result',
  result_final: 'result',
  referee_duties: 'referee',
  referee_appointed: 'referee',
  referee_removed: 'referee',
  match_dated: 'match_date',
  match_pitched: 'match_date',
  match_moved_for_referee_team: 'match_date',
  date_proposed: 'proposal',
  date_proposal_ended: 'proposal',
  join_requested: 'join_request',
  join_answered: 'membership',
  team_accepted: 'membership',
  team_requested: 'team_request',
  reminder_referee: 'reminder_referee',
  reminder_result: 'reminder_result',
  reminder_answer: 'reminder_answer',
  // A player asked again (by the scheduler or a captain) is told once per match.
  reminder_availability: 'availability',
  squad_reminder: 'availability',
  short_squad: 'short_squad',
  reminder_fair_play: 'reminder_fair_play',
  invitation: 'invitation',
};

/**
 * What an item is about. Items queued before kinds were stored (migration 0016) fall back to the
 * place they link to and their group, and in the group 'team' their sentence.
 */
const keyOf = (item: Coalescible) => {
  if (item.kind !== null && item.objectId !== null) return `${TOPIC[item.kind]} ${item.objectId}`;
  return item.group === 'team' ? `${item.group} ${item.path} ${item.title}` : `${item.group} ${item.path}`;
};

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
