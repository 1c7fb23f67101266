import { describe, expect, it } from 'vitest';
import { actionPaths } from '../../../common/api/links';
import type { NotificationGroup, NotificationKind } from '../../../common/api/notifications';
import { coalesce } from './coalesce';

let id = 0;
const item = (
  group: NotificationGroup,
  kind: NotificationKind,
  objectId: number,
  path: string,
  title: string,
) => ({
  id: ++id,
  group,
  kind,
  objectId,
  path,
  title,
});
/** An item queued before kinds were stored (migration 0016). */
const older = (group: NotificationGroup, path: string, title: string) => ({
  id: ++id,
  group,
  kind: null,
  objectId: null,
  path,
  title,
});

describe('coalesce', () => {
  it('keeps the latest item per object and topic, in the order of those latest items', () => {
    const moved1 = item('dates', 'match_dated', 1, actionPaths.match(1), 'A – B is moved to Monday.');
    const result2 = item(
      'results',
      'result_suggested',
      2,
      actionPaths.match(2),
      'A result was suggested: 1:0.',
    );
    const moved2 = item('dates', 'match_dated', 1, actionPaths.match(1), 'A – B is moved to Tuesday.');
    const final2 = item('results', 'result_final', 2, actionPaths.match(2), 'The result is final: 1:0.');
    const pitch1 = item('dates', 'match_pitched', 1, actionPaths.match(1), 'A – B is played at North.');
    expect(coalesce([moved1, result2, moved2, final2, pitch1])).toEqual([final2, pitch1]);
  });

  it('keeps a result, a date change and a reminder about one match apart', () => {
    const list = [
      item('dates', 'match_dated', 3, actionPaths.match(3), 'moved'),
      item('results', 'result_suggested', 3, actionPaths.match(3), 'suggested'),
      item('reminders', 'reminder_result', 3, actionPaths.match(3), 'enter the result'),
    ];
    expect(coalesce(list)).toEqual(list);
  });

  it('a pitch change does not replace an open date proposal of the same match; its answer does', () => {
    const path = actionPaths.match(4);
    const proposed = item('dates', 'date_proposed', 40, path, 'Lions propose to move A – B.');
    const pitch = item('dates', 'match_pitched', 4, path, 'A – B is played at North.');
    expect(coalesce([proposed, pitch])).toEqual([proposed, pitch]);
    const declined = item('dates', 'date_proposal_ended', 40, path, 'Sharks declined.');
    expect(coalesce([proposed, pitch, declined])).toEqual([pitch, declined]);
  });

  it('join requests are told apart by their requester, not their sentence', () => {
    const path = actionPaths.joinRequests(7);
    const alex = item('team', 'join_requested', 70, path, 'Alex asks to join Lions.');
    const eve = item('team', 'join_requested', 71, path, 'Eve asks to join Lions.');
    // Alex renamed himself and asked again: still one line, the latest.
    const alexAgain = item('team', 'join_requested', 70, path, 'Alexander asks to join Lions.');
    expect(coalesce([alex, eve, alexAgain])).toEqual([eve, alexAgain]);
  });

  it('older items without a kind coalesce on their group and link, in the group team also their sentence', () => {
    const moved = older('dates', actionPaths.match(5), 'moved');
    const movedAgain = older('dates', actionPaths.match(5), 'moved again');
    const alex = older('team', actionPaths.joinRequests(8), 'Alex asks to join Lions.');
    const eve = older('team', actionPaths.joinRequests(8), 'Eve asks to join Lions.');
    expect(coalesce([moved, alex, movedAgain, eve])).toEqual([movedAgain, alex, eve]);
  });
});
