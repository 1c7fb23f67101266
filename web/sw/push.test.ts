import { describe, expect, it } from 'vitest';
import { clickTarget, shownPush } from './push';

const ORIGIN = 'https://league.example';

describe('a push on the phone', () => {
  it("shows the server's title and body, tagged per match, linking to its page", () => {
    expect(
      shownPush({ title: 'Lions 1:0 Tigers', body: 'Goal for Lions', url: '/matches', tag: 'match-7' }),
    ).toEqual({
      title: 'Lions 1:0 Tigers',
      options: {
        body: 'Goal for Lions',
        tag: 'match-7',
        data: { url: '/matches' },
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
      },
    });
  });

  it("keeps an item's receipt for the tap, and drops one of another shape", () => {
    const item = {
      title: 'Result to accept',
      body: 'Lions 1:0 Tigers',
      url: '/dashboard/todos',
      tag: 'item-9',
    };
    expect(shownPush({ ...item, receipt: { item: 9, token: 'abc' } })?.options.data).toEqual({
      url: '/dashboard/todos',
      receipt: { item: 9, token: 'abc' },
    });
    expect(shownPush({ ...item, receipt: { item: '9' } })?.options.data).toEqual({ url: '/dashboard/todos' });
  });

  it('shows nothing for a payload of another shape', () => {
    for (const data of [null, 'text', 42, { title: 'x' }, { body: 'y' }, { title: 1, body: 'y' }]) {
      expect(shownPush(data)).toBeNull();
    }
  });

  it('opens links on this site only', () => {
    expect(clickTarget('/matches', ORIGIN)).toBe(`${ORIGIN}/matches`);
    expect(clickTarget(`${ORIGIN}/table`, ORIGIN)).toBe(`${ORIGIN}/table`);
    expect(clickTarget('https://evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(clickTarget('//evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(clickTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});
