import { describe, expect, it } from 'vitest';
import { actionPaths } from '../../../common/api/links';
import type { NotificationGroup } from '../../../common/api/notifications';
import { coalesce } from './coalesce';

let id = 0;
const item = (group: NotificationGroup, path: string, title: string) => ({ id: ++id, group, path, title });

describe('coalesce', () => {
  it('keeps the latest item per object and group, in the order of those latest items', () => {
    const moved1 = item('dates', actionPaths.match(1), 'A – B is moved to Monday.');
    const result2 = item('results', actionPaths.match(2), 'A result was suggested: 1:0.');
    const moved2 = item('dates', actionPaths.match(1), 'A – B is moved to Tuesday.');
    const final2 = item('results', actionPaths.match(2), 'The result is final: 1:0.');
    const pitch1 = item('dates', actionPaths.match(1), 'A – B is played at North.');
    expect(coalesce([moved1, result2, moved2, final2, pitch1])).toEqual([final2, pitch1]);
  });

  it('keeps a result and a date item about one match apart, and a match from its Refereeing entry', () => {
    const list = [
      item('dates', actionPaths.match(3), 'moved'),
      item('results', actionPaths.match(3), 'suggested'),
      item('dates', actionPaths.refereeing(3), 'moved'),
    ];
    expect(coalesce(list)).toEqual(list);
  });

  it("in the group 'team' the sentence names the object: each requester keeps a line, repeats collapse", () => {
    const path = actionPaths.joinRequests(7);
    const alex = item('team', path, 'Alex asks to join Lions.');
    const eve = item('team', path, 'Eve asks to join Lions.');
    const alexAgain = item('team', path, 'Alex asks to join Lions.');
    expect(coalesce([alex, eve, alexAgain])).toEqual([eve, alexAgain]);
  });
});
