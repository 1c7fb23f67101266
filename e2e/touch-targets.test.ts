/**
 * Every control on every page is big enough to tap at 390 x 844 (issue 24, point 7; the rule is
 * e2e/touch-targets.ts): the public pages, and the dashboard of a join requester and of a user
 * without a team. The captain's, the player's and the admin's pages are measured on the walk of
 * e2e/short-pages.test.ts, which loads the same pages at the same width for their length.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, WIDTHS } from './harness';
import { openAs, PUBLIC_PATHS, settled, signUpConfirmed, withServerAndBrowser } from './helpers';
import { DASHBOARD_PAGES, describeOffender, tooSmallTargets } from './touch-targets';

// A team page (demo team 1), with its earlier meetings' disclosures and opponents' links.
const PUBLIC_PAGES = [...PUBLIC_PATHS, '/teams/1'];

const site = withServerAndBrowser();

/** Each page as `who`, and the phone menu once opened; the offenders listed by page. */
async function offendersOn(who: string, pages: string[], open: (path: string) => Promise<Page>) {
  const found: string[] = [];
  let page: Page | undefined;
  for (const path of pages) {
    page = await open(path);
    await settled(page);
    for (const o of await tooSmallTargets(page)) found.push(describeOffender(`${who} ${path}`, o));
  }
  if (page) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const o of await tooSmallTargets(page)) found.push(describeOffender(`${who} menu`, o));
  }
  return found;
}

describe('touch targets at 390 x 844', () => {
  it('every control on the public pages is at least 44 x 44 px or spaced as far', async () => {
    const { context, page } = await openPage(site.browser, site.server.url, WIDTHS.phone);
    const found = await offendersOn('visitor', PUBLIC_PAGES, async (path) => {
      await page.goto(path);
      return page;
    });
    await context.close();
    expect(found).toEqual([]);
  });

  it('every control on the dashboard as the join requester', async () => {
    const opened = await openAs(site.browser, site.server.url, 'user@demo.example', '/dashboard', {
      width: WIDTHS.phone,
    });
    const found = await offendersOn('join requester', DASHBOARD_PAGES, async (path) => {
      await opened.page.goto(path);
      return opened.page;
    });
    await opened.context.close();
    expect(found).toEqual([]);
  });

  it('every control on the dashboard as a user without a team', async () => {
    const account = { email: 'touch-new@example.com', password: 'touch-target-1', name: 'Tia Touch' };
    await signUpConfirmed(site.server.url, account);
    const opened = await openAs(site.browser, site.server.url, account.email, '/dashboard', {
      width: WIDTHS.phone,
      password: account.password,
    });
    const found = await offendersOn('user without team', DASHBOARD_PAGES, async (path) => {
      await opened.page.goto(path);
      return opened.page;
    });
    await opened.context.close();
    expect(found).toEqual([]);
  });
});
