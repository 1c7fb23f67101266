/**
 * Lighthouse 12 (mobile defaults) against the built app on the demo league, in Debian's chromium.
 * Median of N runs per page of performance, LCP, CLS and accessibility. Dashboard pages are
 * measured logged in as the demo captain (session in localStorage and its cookies, as the web app keeps them).
 * Goals (issues 3 and 7): performance >= 0.90, LCP <= 2.5 s, CLS <= 0.05, accessibility 1.0.
 * The score's TBT is the main thread's time on this machine slowed 4x, so it depends on the host's
 * CPU: each line gives Lighthouse's benchmarkIndex of the host (its guidance assumes about 1,000+).
 *   npm run build && npx tsx bench/lighthouse.ts [--runs 3] [--pages /,/table,/matches,/dashboard/matches] [--lang de] [--cpu 2]
 * `--cpu N` sets Lighthouse's CPU slowdown (default 4, which Lighthouse's docs/throttling.md
 * calibrates for a high-end desktop host, benchmarkIndex 1,500-2,000, to emulate a mid-tier phone;
 * its table gives 2 (1-5) for a low-end desktop host, 1,000-1,500, as this 2-core machine measures
 * when quiet): the same phone on a slower host. Each line says which slowdown it used.
 * `--lang en,de` measures each language in the same rounds; `--compare DIR` another build too (DIR
 * holds its dist/, e.g. a `git archive` of main built there), alternating which goes first: on a
 * busy machine only the figures of one run compare.
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { SESSION_COOKIE, VIEWPORT_COOKIE } from '../common/session-pages';
import { apiSession } from '../e2e/harness';
import { startBuilds } from './lib';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/table,/matches,/dashboard/matches' },
    // The page's language (decision 031): sent as the `lang` cookie, as the language switch writes it.
    lang: { type: 'string', default: 'en' },
    compare: { type: 'string' },
    cpu: { type: 'string', default: '4' },
  },
});
const cpuSlowdownMultiplier = Number(values.cpu);
if (!(cpuSlowdownMultiplier >= 1)) throw new Error(`--cpu: a slowdown of 1 or more, not ${values.cpu}`);
const runs = Number(values.runs);
const pages = values.pages.split(',');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const builds = await startBuilds(values.compare);
const langs = values.lang.split(',');
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

/**
 * Logs the demo captain in through the API and stores the session where the web app looks for it;
 * returns the cookies a logged-in phone sends with dashboard pages (decision 041).
 */
async function storeSession(url: string): Promise<string> {
  const session = await apiSession(url, 'captain@demo.example');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(url);
  await page.evaluate((value) => localStorage.setItem('session', value), session);
  await page.close();
  await browser.disconnect();
  const token = (JSON.parse(session) as { access_token: string }).access_token;
  return `; ${SESSION_COOKIE}=${token}; ${VIEWPORT_COOKIE}=phone`;
}

/**
 * The stored session must survive, but the scripts must come over the network like on a first visit.
 * The cookies go too: the web app writes the session's cookie, and cookies do not tell ports apart,
 * so with `--compare` the other build's token reached this build's server, which then sent the
 * page's frame instead of the page rendered for the session.
 */
async function clearHttpCache(): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Network.clearBrowserCookies');
  await page.close();
  await browser.disconnect();
}

/** Visitors' pages are measured without a session (Lighthouse's storage reset keeps localStorage). */
async function forgetSession(url: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(url);
  await page.evaluate(() => localStorage.clear());
  await page.close();
  await browser.disconnect();
}

interface Sample {
  perf: number;
  lcp: number;
  cls: number;
  a11y: number;
  fcp: number;
  tbt: number;
  si: number;
  /** Lighthouse's measure of the host CPU: TBT is simulated from this machine's main-thread time. */
  benchmarkIndex: number;
}

/** One Lighthouse run, or null when Lighthouse itself could not finish it (a runtime error, no score). */
async function measure(url: string, page: string, lang: string): Promise<Sample | null> {
  let sessionCookies = '';
  if (page.startsWith('/dashboard')) {
    sessionCookies = await storeSession(url);
    await clearHttpCache();
  } else await forgetSession(url);
  const result = await lighthouse(`${url}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Merged into the mobile defaults, as the CLI's --throttling.cpuSlowdownMultiplier is.
    throttling: { cpuSlowdownMultiplier },
    // Keep the stored session for dashboard pages; visitors' pages start from an empty cache either way.
    disableStorageReset: page.startsWith('/dashboard'),
    // The header replaces the browser's cookies: the session's go in it too.
    extraHeaders: { Cookie: `lang=${lang}${sessionCookies}` },
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
  if (lhr.runtimeError || typeof lhr.categories.performance?.score !== 'number') {
    console.log(`  ${page}: Lighthouse failed (${lhr.runtimeError?.code ?? 'no score'}), repeating the run`);
    return null;
  }
  if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdownMultiplier)
    throw new Error(
      `Lighthouse ran with ${lhr.configSettings.throttling.cpuSlowdownMultiplier}x, not --cpu ${cpuSlowdownMultiplier}`,
    );
  const sample = {
    perf: lhr.categories.performance.score,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    a11y: lhr.categories.accessibility?.score ?? 0,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    si: lhr.audits['speed-index']?.numericValue ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
  if (process.env.LIGHTHOUSE_DETAILS) {
    const lcpItems = (
      lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined
    )?.items?.[0] as { items?: { node?: { selector?: string; nodeLabel?: string } }[] } | undefined;
    const lcpNode = lcpItems?.items?.[0]?.node;
    console.log(`  ${page} ${lang}: performance ${sample.perf.toFixed(2)}, TBT ${sample.tbt.toFixed(0)} ms`);
    console.log(`  LCP element ${lcpNode?.selector} "${lcpNode?.nodeLabel?.slice(0, 60)}"`);
    console.log(
      `  host benchmarkIndex ${lhr.environment.benchmarkIndex} (lower: a slower CPU, a higher TBT)`,
    );
    for (const item of ((lhr.audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items ??
      []) as { url?: string; duration?: number; startTime?: number }[]) {
      console.log(
        `  long task ${item.duration?.toFixed(0)} ms at ${item.startTime?.toFixed(0)} ms ${item.url}`,
      );
    }
    const breakdown = (
      (lhr.audits['mainthread-work-breakdown']?.details as { items?: unknown[] } | undefined)?.items ?? []
    ).map((item) => {
      const { groupLabel, duration } = item as { groupLabel?: string; duration?: number };
      return `${groupLabel} ${duration?.toFixed(0)} ms`;
    });
    console.log(`  main thread (simulated): ${breakdown.join(', ')}`);
    for (const item of (lhr.audits['layout-shifts']?.details as { items?: unknown[] } | undefined)?.items ??
      []) {
      const { node, score } = item as {
        node?: { selector?: string; boundingRect?: unknown };
        score?: number;
      };
      console.log(`  shift ${score?.toFixed(3)} ${node?.selector} ${JSON.stringify(node?.boundingRect)}`);
    }
  }
  return sample;
}

try {
  console.log(
    `Lighthouse ${runs} runs per page, mobile defaults with a ${cpuSlowdownMultiplier}x CPU slowdown (median), language ${langs.join(', ')}` +
      (builds.size > 1 ? `, builds ${[...builds.keys()].join(' and ')} in alternating order` : ''),
  );
  const samples = new Map<string, Sample[]>();
  const names = [...builds.keys()];
  // A run Lighthouse itself could not finish (NO_NAVSTART comes now and then) is reported and
  // repeated, at most `runs` times per page, language and build: a 0 in the samples would drag the
  // median down, and one flaky page should not end the other pages' runs.
  const failures = new Map<string, number>();
  for (let i = 0; i < runs; i++) {
    for (const page of pages) {
      for (const lang of langs) {
        for (const name of i % 2 === 0 ? names : [...names].reverse()) {
          const url = builds.get(name)?.url ?? '';
          const key = [page, langs.length > 1 ? lang : '', builds.size > 1 ? name : ''].join(' ').trim();
          let sample = await measure(url, page, lang);
          while (!sample) {
            const failed = (failures.get(key) ?? 0) + 1;
            failures.set(key, failed);
            if (failed > runs) throw new Error(`Lighthouse failed ${failed} times on ${key}`);
            sample = await measure(url, page, lang);
          }
          samples.set(key, [...(samples.get(key) ?? []), sample]);
        }
      }
    }
  }
  for (const [key, list] of samples) {
    console.log(
      `${key.padEnd(10)} performance ${median(list.map((s) => s.perf)).toFixed(2)}  ` +
        `LCP ${(median(list.map((s) => s.lcp)) / 1000).toFixed(2)} s  ` +
        `CLS ${median(list.map((s) => s.cls)).toFixed(3)}  ` +
        `FCP ${(median(list.map((s) => s.fcp)) / 1000).toFixed(2)} s  ` +
        `TBT ${median(list.map((s) => s.tbt)).toFixed(0)} ms  ` +
        `SI ${(median(list.map((s) => s.si)) / 1000).toFixed(2)} s  ` +
        `accessibility ${median(list.map((s) => s.a11y)).toFixed(2)}  ` +
        `host benchmarkIndex ${median(list.map((s) => s.benchmarkIndex)).toFixed(0)}` +
        (list.length > 1 ? `  (TBT of each run: ${list.map((s) => s.tbt.toFixed(0)).join(', ')})` : ''),
    );
  }
} finally {
  chrome.kill();
  for (const server of builds.values()) await server.stop();
}
