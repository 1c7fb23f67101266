/**
 * Lighthouse 12 (mobile defaults) against the built app on the demo league, in Debian's chromium.
 * Median of N runs per page of performance, LCP, CLS and accessibility.
 * Goals (issue 3): performance >= 0.90, LCP <= 2.5 s, CLS <= 0.05, accessibility 1.0.
 *   npm run build && npx tsx bench/lighthouse.ts [--runs 3] [--pages /,/table,/matches]
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../e2e/harness';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/table,/matches' },
  },
});
const runs = Number(values.runs);
const pages = values.pages.split(',');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  console.log(`Lighthouse ${runs} runs per page, mobile defaults (median)`);
  for (const page of pages) {
    const samples: { perf: number; lcp: number; cls: number; a11y: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
      samples.push({
        perf: lhr.categories.performance?.score ?? 0,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
        a11y: lhr.categories.accessibility?.score ?? 0,
      });
    }
    console.log(
      `${page.padEnd(10)} performance ${median(samples.map((s) => s.perf)).toFixed(2)}  ` +
        `LCP ${(median(samples.map((s) => s.lcp)) / 1000).toFixed(2)} s  ` +
        `CLS ${median(samples.map((s) => s.cls)).toFixed(3)}  ` +
        `accessibility ${median(samples.map((s) => s.a11y)).toFixed(2)}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
