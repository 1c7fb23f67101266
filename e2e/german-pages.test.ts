/**
 * Every public page and every dashboard page of each role's menu in German (issue 19), at 390 and
 * 1280 px: German runs about a third longer than English, so nothing may widen the page, spill out
 * of its box, be cut off or break inside a word; axe checks each page with the rules of the
 * English pages. Each page is loaded once, at the phone width, and checked there, then widened to
 * the desktop's and checked again: the app lays a page out by the window's width as it changes
 * (as when a tablet turns), so the widened page is the desktop's; a second walk loading every page
 * anew at 1280 px cost a role's walk a third more time. With SCREENSHOTS=1 each page is also saved
 * whole to e2e/screenshots/german (git ignores it) for people to look at; without it (CI) nothing
 * is written.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Team } from '../common/api/types';
import { GERMAN_BROWSER, loginAs, openPage, viewportAt, WIDTHS } from './harness';
import {
  apiPost,
  axeOnEveryPage,
  axeViolations,
  dataOf,
  PUBLIC_PATHS,
  settled,
  withServerAndBrowser,
} from './helpers';

const site = withServerAndBrowser();
const SHOTS = process.env.SCREENSHOTS === '1' ? join(process.cwd(), 'e2e', 'screenshots', 'german') : null;

let teamId: number;
const MISSING = '/no-such-page';
/** One walk over a dozen or more pages, each measured: well over a minute on a busy 2-core machine. */
const WALK_TIMEOUT = 240_000;

beforeAll(async () => {
  const teams = dataOf(await apiPost<Team[]>(site.server.url, '/api/getTeams', null));
  teamId = (teams.find((t) => t.name === 'TUM Kickers') as Team).id;
});

/**
 * What the page does wrong with long words, as readable lines: the document wider than the
 * window; an element whose content is wider than its box (scroll boxes excepted: they scroll,
 * carousels' tracks excepted: they are wider on purpose), innermost only; a word broken across
 * lines other than after a hyphen or slash or by hyphenation (hyphens: auto), addresses and
 * links excepted.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) => {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> "${text}"`;
    };
    const address = /^\S*(@|:\/\/|^www\.|\.(de|com|org|ics)\b)\S*$/;
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
    }
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && el.checkVisibility({ visibilityProperty: true });
    };

    // A select shows its chosen option on one line: measured against the room its padding leaves.
    const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    for (const select of document.querySelectorAll('select')) {
      const chosen = select.selectedOptions[0]?.textContent ?? '';
      if (!chosen || !shown(select)) continue;
      const style = getComputedStyle(select);
      canvas.font = style.font;
      const room =
        select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const needs = Math.ceil(canvas.measureText(chosen).width);
      if (needs > room + 1) problems.push(`<select> "${chosen}" needs ${needs} px in ${Math.floor(room)} px`);
    }

    const overflowing: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.display === 'contents' || style.display === 'none') continue;
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      if (el.closest('.mantine-Carousel-root, svg')) continue;
      // Only text can be cut off: an empty track or icon box is drawn as designed. What someone
      // types scrolls in its field as it grows, so of fields only those the page fills count
      // (read-only ones and pickers); a link in one (the calendar feeds) is copied by its button.
      const field = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
      if (field && !(el.readOnly || el.getAttribute('aria-haspopup') === 'listbox')) continue;
      const text = field ? el.value : (el.textContent ?? '');
      if (text.trim() === '' || address.test(text) || !shown(el)) continue;
      if (el.scrollWidth > el.clientWidth + 1) overflowing.push(el);
    }
    for (const el of overflowing) {
      if (overflowing.some((other) => other !== el && el.contains(other))) continue;
      problems.push(`${name(el)} holds ${el.scrollWidth} px in ${el.clientWidth} px`);
    }

    // Whether this browser hyphenates German at all: without a dictionary (this headless chromium
    // has none) hyphens: auto breaks a word as anywhere does, without a hyphen, and counts.
    const probe = document.createElement('div');
    probe.lang = 'de';
    probe.style.cssText = 'width: 4em; hyphens: auto; position: absolute; visibility: hidden';
    probe.textContent = 'Schiedsrichtereinsätze';
    document.body.append(probe);
    const hyphenates = probe.scrollWidth <= probe.clientWidth;
    probe.remove();

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const lineTop = (node: Text, from: number, to: number) => {
      range.setStart(node, from);
      range.setEnd(node, to);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      return rects.length === 0 ? null : Math.round(rects[0]?.top ?? 0);
    };
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, svg') || !shown(parent)) continue;
      if (hyphenates && getComputedStyle(parent).hyphens === 'auto') continue;
      for (const word of node.data.matchAll(/\S{2,}/g)) {
        const text = word[0];
        if (address.test(text)) continue;
        const start = word.index ?? 0;
        range.setStart(node, start);
        range.setEnd(node, start + text.length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size < 2) continue;
        // Where the word goes on to a new line, and what it was broken after.
        for (let i = 1; i < text.length; i++) {
          const before = lineTop(node, start + i - 1, start + i);
          const after = lineTop(node, start + i, start + i + 1);
          if (before === null || after === null || after <= before + 2) continue;
          // After a hyphen, dash, slash or closing bracket, or before an opening one, lines may break.
          if (/[-/\u00ad\u2010\u2013)\]]/.test(text[i - 1] ?? '') || /[([]/.test(text[i] ?? '')) continue;
          problems.push(`"${text}" breaks after "${text.slice(0, i)}" in ${name(parent)}`);
        }
      }
    }
    return problems;
  });
}

/**
 * What is wrong with the page as it shows now, at its current width: its language, its layout,
 * axe, console errors (each test lists every page's problems at once, not only the first's).
 * axe runs at the phone width only: what German text can break for it (the language, names and
 * labels) is the same at both widths, and axe is most of a page's check time (some 5 s a page on
 * this 2-core machine, where both widths made a role's walk outlast its time limit). The English
 * public pages are checked with axe at 1280 px (public-pages.test.ts): the two files together
 * check every public page with axe at both widths.
 */
async function problemsOf(page: Page, errors: string[], label: string, width: number): Promise<string[]> {
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${label}-${width}.png`), fullPage: true });
  }
  const lang = await page.evaluate(() => document.documentElement.lang);
  const found = [
    ...(lang === 'de' ? [] : [`lang is ${lang}`]),
    ...(await layoutProblems(page)),
    ...(width === WIDTHS.phone ? await axeViolations(page) : []),
    ...errors.splice(0),
  ];
  return [...new Set(found)].map((problem) => `${label} at ${width} px: ${problem}`);
}

/**
 * The page as loaded at the phone width, then the same page widened to the desktop's once it has
 * drawn its wider layout (a query or a part the wider layout loads shows its skeleton until then);
 * the window is narrow again for the next page.
 */
async function problemsAtBothWidths(page: Page, errors: string[], label: string): Promise<string[]> {
  const found = await problemsOf(page, errors, label, WIDTHS.phone);
  await page.setViewportSize(viewportAt(WIDTHS.desktop));
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
  await settled(page);
  found.push(...(await problemsOf(page, errors, label, WIDTHS.desktop)));
  await page.setViewportSize(viewportAt(WIDTHS.phone));
  return found;
}

const slug = (path: string) =>
  path
    .replace(/^\/$/, 'home')
    .replace(/^\//, '')
    .replace(/[/#?=]+/g, '-');

describe('public pages in German', () => {
  // A team page and the reset form (reached from a mail's link) besides the public pages.
  const paths = () => [...PUBLIC_PATHS, `/teams/${teamId}`, '/passwordreset', MISSING];

  it('fit at 390 and 1280 px: nothing wider than its box, cut off or broken inside a word; axe clean at 390 px', {
    timeout: WALK_TIMEOUT,
  }, async () => {
    const { context, page, errors } = await openPage(
      site.browser,
      site.server.url,
      WIDTHS.phone,
      GERMAN_BROWSER,
    );
    await axeOnEveryPage(page);
    const problems: string[] = [];
    for (const path of paths()) {
      await page.goto(path);
      await settled(page);
      // The unknown path's 404 is the browser's one report there, and meant.
      if (path === MISSING) errors.splice(0, errors.length, ...errors.filter((e) => !e.includes('404')));
      problems.push(...(await problemsAtBothWidths(page, errors, `public-${slug(path)}`)));
    }
    // The table's other tab, the knockout bracket.
    await page.goto('/table');
    await settled(page);
    await page.getByRole('tab', { name: 'K.-o.-Runde' }).click();
    problems.push(...(await problemsAtBothWidths(page, errors, 'public-table-knockout')));
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('dashboard pages in German', () => {
  const roles = [
    ['admin', 'admin@demo.example'],
    ['captain', 'captain@demo.example'],
    ['player', 'player@demo.example'],
    ['user', 'user@demo.example'],
  ] as const;

  for (const [role, email] of roles) {
    it(`as the ${role}, every page of the menu fits at 390 and 1280 px and is axe clean at 390 px`, {
      timeout: WALK_TIMEOUT,
    }, async () => {
      // The menu's entries as the desktop's navigation lists them; then each page at both widths.
      const { context, page, errors } = await openPage(
        site.browser,
        site.server.url,
        WIDTHS.desktop,
        GERMAN_BROWSER,
      );
      await loginAs(page, site.server.url, email);
      await axeOnEveryPage(page);
      await page.goto('/dashboard/my-team');
      await settled(page);
      const paths = await page
        .getByRole('navigation', { name: 'Dashboard' })
        .locator('a[href^="/dashboard/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') as string));
      expect(paths.length).toBeGreaterThanOrEqual(5);
      await page.setViewportSize(viewportAt(WIDTHS.phone));
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await settled(page);
        problems.push(...(await problemsAtBothWidths(page, errors, `${role}-${slug(path)}`)));
      }
      // The phone menu: the dashboard's entries and the league's, the longest labels stacked.
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
      problems.push(...(await problemsOf(page, errors, `${role}-menu`, WIDTHS.phone)));
      await page.getByRole('button', { name: 'Menü schließen' }).first().click();
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
