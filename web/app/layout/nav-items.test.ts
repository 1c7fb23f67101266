import { describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '../../../common/i18n/paraglide/runtime.js';
import { paths } from '../../lib/paths';
import { dashboardNavItems, publicNavItems } from './nav-items';

/** Runs `read` with the messages in `locale`, then back in the test's own. */
function withLocale<T>(locale: 'en' | 'de', read: () => T): T {
  const own = getLocale;
  overwriteGetLocale(() => locale);
  try {
    return read();
  } finally {
    overwriteGetLocale(own);
  }
}

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

describe('the menu an admin sees', () => {
  // The dashboard sidebar and the phone menu list the public pages beside the dashboard's own.
  const labels = (locale: 'en' | 'de') =>
    withLocale(locale, () => [...dashboardNavItems('ADMIN'), ...publicNavItems].map((item) => item.label()));

  it('names every entry once: the public matches are "Fixtures", the dashboard\'s "Matches"', () => {
    const english = labels('en');
    expect(new Set(english).size).toBe(english.length);
    expect(english.filter((label) => label === 'Matches')).toHaveLength(1);
    expect(english).toContain('Fixtures');
  });

  it('does the same in German: "Spielplan" and "Spiele"', () => {
    const german = labels('de');
    expect(new Set(german).size).toBe(german.length);
    expect(german).toContain('Spielplan');
    expect(german).toContain('Spiele');
  });
});
