/**
 * The touch-target rule of issue 24, point 7, measured in the page: every control is at least
 * 44 x 44 px (WCAG 2.5.5), or, as WCAG 2.5.8's spacing rule allows, smaller but alone inside a
 * 44 px circle around its centre (no other target, and no other small target's circle, within it).
 * Exempt, as in WCAG: links inside running text, whose size the line of text sets.
 * e2e/touch-targets.test.ts walks the public pages and the roles without a team;
 * e2e/short-pages.test.ts measures the captain's, the player's and the admin's pages on its walk.
 */
import type { Page } from 'playwright-core';

const MIN = 44;

export interface Offender {
  role: string;
  name: string;
  size: string;
  why: string;
}

/** The targets on the page as it is now that are too small and too close to another target. */
export function tooSmallTargets(page: Page): Promise<Offender[]> {
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

/** One line per offender, for a test's list of what is wrong. */
export const describeOffender = (where: string, o: Offender) =>
  `${where}: ${o.role} "${o.name}" ${o.size} (${o.why})`;

/** The dashboard pages every signed-in user has, whatever the menu shows them. */
export const DASHBOARD_PAGES = ['my-team', 'matches', 'refereeing', 'profile', 'settings'].map(
  (p) => `/dashboard/${p}`,
);
