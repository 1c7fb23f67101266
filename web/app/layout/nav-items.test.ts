import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { dashboardNavItems } from './nav-items';

describe('dashboardNavItems', () => {
  it('offers the league texts to admins only', () => {
    const texts = (role: Parameters<typeof dashboardNavItems>[0]) =>
      dashboardNavItems(role).filter((item) => item.to === paths.dashboard.texts);
    expect(texts('ADMIN').map((item) => item.label())).toEqual(['Texts']);
    for (const role of ['', 'USER', 'PLAYER', 'CAPTAIN_PENDING', 'CAPTAIN'] as const) {
      expect(texts(role), role).toEqual([]);
    }
  });
});
