/**
 * Bytes a phone downloads: first load of each page (JS and CSS as sent, i.e. compressed) and a
 * repeat visit in the same browser (immutable assets from cache, 304 for the rest).
 * Goals (issues 3 and 7): first load of / at most 190 KB JS and 40 KB CSS; a repeat visit at most 5 KB.
 *   npm run build && npx tsx bench/page-weight.ts [--pages /,/table,/matches]
 */
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer, WIDTHS } from '../e2e/harness';

const { values } = parseArgs({
  options: { pages: { type: 'string', default: '/,/table,/matches,/teams,/TopScorer' } },
});

interface Tally {
  js: number;
  css: number;
  other: number;
}

/** Counts encoded body plus header bytes of every response while `visit` runs. */
async function measure(page: Page, visit: () => Promise<unknown>): Promise<Tally> {
  const tally: Tally = { js: 0, css: 0, other: 0 };
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => {
          // Served from the browser cache: nothing crossed the network.
          if (response.fromServiceWorker() || response.status() === 0) return;
          const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
          const url = response.url();
          if (url.endsWith('.js')) tally.js += bytes;
          else if (url.endsWith('.css')) tally.css += bytes;
          else tally.other += bytes;
        })
        .catch(() => {}),
    );
  };
  page.on('response', onResponse);
  await visit();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  return tally;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const path of values.pages.split(',')) {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: WIDTHS.phone, height: 844 },
    });
    const page = await context.newPage();
    const first = await measure(page, () => page.goto(path));
    const repeat = await measure(page, () => page.goto(path));
    console.log(
      `${path.padEnd(11)} first load: JS ${kb(first.js)}, CSS ${kb(first.css)}, other ${kb(first.other)}; ` +
        `repeat visit: ${kb(repeat.js + repeat.css + repeat.other)}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
