/**
 * Every control on every page is big enough to tap at 390 x 844 (issue 24, point 7): at least
 * 44 x 44 px (WCAG 2.5.5), or, as WCAG 2.5.8's spacing rule allows, smaller but alone inside a
 * 44 px circle around its centre (no other target, and no other small target's circle, within it).
 * Exempt, as in WCAG: links inside running text, whose size the line of text sets.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, WIDTHS } from './harness';
import { openAs, PUBLIC_PATHS, settled, signUpConfirmed, withServerAndBrowser } from './helpers';

const MIN = 44;

// A team page (demo team 1), with its earlier meetings' disclosures and opponents' links.
const PUBLIC_PAGES = [...PUBLIC_PATHS, '/teams/1'];

const DASHBOARD = ['my-team', 'matches', 'refereeing', 'profile', 'settings'].map((p) => `/dashboard/${p}`);

const site = withServerAndBrowser();

interface Offender {
  role: string;
  name: string;
  size: string;
  why: string;
}

/** The targets on the page as it is now that are too small and too close to another target. */
function measure(page: Page): Promise<Offender[]> {
  return page.evaluate((min) => {
    const SELECTOR =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=switch], [tabindex]:not([tabindex="-1"])';

    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return (
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        !el.closest('[aria-hidden=true], [inert]') &&
        // The content of a closed <details> keeps a box in Chrome, but nobody can tap it.
        el.checkVisibility()
      );
    };
    /** A link within a sentence: the text around it is longer than the link itself. */
    const inline = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement;
      const own = el.textContent?.trim().length ?? 0;
      return !!block && (block.textContent?.trim().length ?? 0) > own;
    };
    /** What a tap hits: a visually hidden input (switch, segment) is tapped through its label. */
    const box = (el: Element): DOMRect | null => {
      const rect = el.getBoundingClientRect();
      if (rect.width > 1 && rect.height > 1 && Number(getComputedStyle(el).opacity) > 0) return rect;
      const label = el instanceof HTMLInputElement ? el.labels?.[0] : undefined;
      const labelRect = label?.getBoundingClientRect();
      return labelRect && labelRect.width > 1 && labelRect.height > 1 ? labelRect : null;
    };
    const nameOf = (el: Element) =>
      (
        el.getAttribute('aria-label') ??
        (el instanceof HTMLInputElement ||
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement
          ? el.labels?.[0]?.textContent
          : null) ??
        el.textContent ??
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 60);

    const targets = [...document.querySelectorAll(SELECTOR)]
      .filter((el) => visible(el) && !inline(el))
      .map((el) => ({ el, rect: box(el) }))
      .filter((t): t is { el: Element; rect: DOMRect } => t.rect !== null);
    // A target inside another (an input in its label) is one target, measured as the outer one.
    const outer = targets.filter((t) => !targets.some((o) => o !== t && o.el.contains(t.el)));

    const small = (r: DOMRect) => r.width < min - 0.5 || r.height < min - 0.5;
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));

    const offenders: { role: string; name: string; size: string; why: string }[] = [];
    for (const target of outer) {
      if (!small(target.rect)) continue;
      const c = centre(target.rect);
      const near = outer.find((other) => {
        if (other === target) return false;
        if (small(other.rect))
          return Math.hypot(centre(other.rect).x - c.x, centre(other.rect).y - c.y) < min;
        return distanceToRect(c, other.rect) < min / 2;
      });
      if (!near) continue;
      offenders.push({
        role: target.el.getAttribute('role') ?? target.el.tagName.toLowerCase(),
        name: nameOf(target.el),
        size: `${Math.round(target.rect.width)} x ${Math.round(target.rect.height)}`,
        why: `near ${near.el.getAttribute('role') ?? near.el.tagName.toLowerCase()} "${nameOf(near.el)}"`,
      });
    }
    return offenders;
  }, MIN);
}

/** Each page as `who`, and the phone menu once opened; the offenders listed by page. */
async function offendersOn(who: string, pages: string[], open: (path: string) => Promise<Page>) {
  const found: string[] = [];
  let page: Page | undefined;
  for (const path of pages) {
    page = await open(path);
    await settled(page);
    for (const o of await measure(page))
      found.push(`${who} ${path}: ${o.role} "${o.name}" ${o.size} (${o.why})`);
  }
  if (page) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const o of await measure(page))
      found.push(`${who} menu: ${o.role} "${o.name}" ${o.size} (${o.why})`);
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

  // The views and tabs that are not a page's default (decision 038) are measured too.
  const seasonTabs = ['', '#penalties', '#deadline', '#pitches'].map((tab) => `/dashboard/seasons${tab}`);
  const roles = [
    [
      'admin',
      'admin@demo.example',
      [...DASHBOARD, '/dashboard/matches?view=decide', ...seasonTabs, '/dashboard/audit-log'],
    ],
    [
      'captain',
      'captain@demo.example',
      [...DASHBOARD, '/dashboard/matches?view=all', '/dashboard/audit-log'],
    ],
    ['player', 'player@demo.example', [...DASHBOARD, '/dashboard/matches?view=all']],
    ['join requester', 'user@demo.example', DASHBOARD],
  ] as const;

  it.each(roles)('every control on the dashboard as the %s', async (who, email, pages) => {
    const opened = await openAs(site.browser, site.server.url, email, '/dashboard', { width: WIDTHS.phone });
    const found = await offendersOn(who, [...pages], async (path) => {
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
    const found = await offendersOn('user without team', DASHBOARD, async (path) => {
      await opened.page.goto(path);
      return opened.page;
    });
    await opened.context.close();
    expect(found).toEqual([]);
  });
});
