/**
 * Time to content of the dashboard pages on a phone (issue 24 point 10): the built app on the demo
 * league in chromium at 390 x 844 with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate, as
 * Lighthouse's mobile run), logged in as the demo captain (session stored in localStorage).
 * For each page, the time from navigation start until its content is on screen:
 *   My Team     the to-do list (its items or "Nothing needs you right now.") and the team card
 *   Matches     the to-do list and the first match card
 *   Refereeing  the duties card or the first match card
 * A skeleton or a loader is not content. The time is taken in the page (performance.now(), which
 * counts from navigation start) in the first animation frame whose DOM holds the content: the
 * frame that paints it. Also reported: first contentful paint. Two cases, median of N runs each:
 *   cold    empty HTTP cache and nothing kept on the device but the session (a fresh context with
 *           the stored session and its cookies, as a logged-in phone has them)
 *   repeat  the same page opened again in the same context (HTTP cache and device storage warm)
 *   npm run build && npm run bench:ttc [-- --runs 5 --pages /dashboard/my-team,/dashboard/matches]
 * `-- --compare DIR` measures another build too (DIR holds its dist/, e.g. a `git archive` of main
 * built there), in the same rounds, alternating which goes first: on a busy machine only figures of
 * one run compare. /table (its first standings row) is accepted as a page for reference.
 * `-- --frame` adds, per build, the same visits without the session's cookies: the server sends the
 * page's frame and the browser asks for the answers (no page rendered for the session, decision
 * 041), so one run says what that rendering gains or costs.
 * Goal (issue 24): content within 600 ms on this profile, as the prerendered visitor pages.
 */
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { apiSession, CHROMIUM_ARGS, sessionCookies } from '../e2e/harness';
import { median, startBuilds } from './lib';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/dashboard/my-team,/dashboard/matches,/dashboard/refereeing' },
    cpu: { type: 'string', default: '4' },
    compare: { type: 'string' },
    frame: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const pages = values.pages.split(',');
const GOAL_MS = 600;

/**
 * Runs in the page before its scripts: checks every animation frame whether the page's content is
 * in the DOM and keeps the first time it was (window.__ttc), with the first contentful paint.
 */
function watchForContent(path: string) {
  const state: { content?: number; fcp?: number } = {};
  (window as unknown as { __ttc: typeof state }).__ttc = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') state.fcp ??= entry.startTime;
  }).observe({ type: 'paint', buffered: true });

  const sectionHeaded = (text: string) =>
    [...document.querySelectorAll('section')].find(
      (section) => section.querySelector('h2')?.textContent?.trim() === text,
    );
  // The list's items or its empty sentence; not its skeleton (role=status) nor an error line.
  const todosShown = () => {
    const todos = sectionHeaded('To do');
    if (!todos || todos.querySelector('[role="status"]')) return false;
    return todos.querySelector('li') !== null || todos.textContent?.includes('Nothing needs you right now.');
  };
  const teamCardShown = () => document.querySelector('img[alt$=" crest"]') !== null;
  const matchCardShown = () => document.querySelector('article[id^="match-"]') !== null;
  const checks: Record<string, () => boolean> = {
    '/dashboard/my-team': () => Boolean(todosShown()) && teamCardShown(),
    '/dashboard/matches': () => Boolean(todosShown()) && matchCardShown(),
    '/dashboard/refereeing': () => sectionHeaded('Your refereeing duties') !== undefined || matchCardShown(),
    '/table': () => document.querySelector('table tbody tr') !== null,
  };
  const shown = checks[path] ?? (() => false);
  const frame = () => {
    if (shown()) state.content = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

interface Sample {
  content: number;
  fcp: number;
}

async function measure(context: BrowserContext, page: Page, path: string, base: string): Promise<Sample> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  await page.goto(base + path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => {
      const state = (window as unknown as { __ttc?: { content?: number; fcp?: number } }).__ttc;
      return state?.content !== undefined ? { content: state.content, fcp: state.fcp ?? Number.NaN } : null;
    },
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  const found = (await handle.jsonValue()) as Sample;
  // Content in the HTML is in the DOM before the first paint: it shows at the first contentful paint.
  const fcp = Number.isNaN(found.fcp)
    ? ((await (
        await page.waitForFunction(
          () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          undefined,
          { timeout: 30_000, polling: 50 },
        )
      ).jsonValue()) as number)
    : found.fcp;
  const sample = { content: Math.max(found.content, fcp), fcp };
  // Let the page finish its work (and keep its answers on the device) before the next navigation.
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return sample;
}

const builds = await startBuilds(values.compare);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const results = new Map<string, { cold: Sample[]; repeat: Sample[] }>();
  const sessions = new Map<string, string>();
  // Each build as a logged-in phone has it, and with --frame without the session's cookies too.
  const variants: { name: string; build: string; cookies: boolean }[] = [];
  for (const [name, server] of builds) {
    sessions.set(name, await apiSession(server.url, 'captain@demo.example'));
    variants.push({ name, build: name, cookies: true });
    if (values.frame) variants.push({ name: `${name}, frame`, build: name, cookies: false });
  }
  for (const { name } of variants)
    for (const path of pages) results.set(`${name} ${path}`, { cold: [], repeat: [] });
  const newContext = async (session: string, base: string, cookies: boolean) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // What a logged-in phone's browser holds: the session's cookies too (decision 041; a build
    // from before ignores them).
    if (cookies) await context.addCookies(sessionCookies(base, session));
    // tsx keeps function names with a __name helper the page does not have.
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    await context.addInitScript((value) => {
      if (!localStorage.getItem('session')) localStorage.setItem('session', value);
    }, session);
    return context;
  };
  console.log(
    `Time to content, 390 x 844, CPU slowed ${values.cpu}x, demo captain, median of ${runs} (goal ${GOAL_MS} ms)`,
  );
  for (let round = 0; round < runs; round++) {
    for (const path of pages) {
      for (const { name, build, cookies } of round % 2 === 0 ? variants : [...variants].reverse()) {
        const server = builds.get(build);
        if (!server) continue;
        const context = await newContext(sessions.get(build) ?? '', server.url, cookies);
        await context.addInitScript(watchForContent, path);
        const page = await context.newPage();
        const cold = await measure(context, page, path, server.url);
        const repeat = await measure(context, page, path, server.url);
        results.get(`${name} ${path}`)?.cold.push(cold);
        results.get(`${name} ${path}`)?.repeat.push(repeat);
        await context.close();
      }
    }
    process.stdout.write(`  round ${round + 1} of ${runs} done\n`);
  }
  const fmt = (n: number) => `${n.toFixed(0).padStart(5)} ms`;
  for (const path of pages) {
    for (const { name } of variants) {
      const result = results.get(`${name} ${path}`);
      if (!result) continue;
      for (const [label, samples] of [
        ['cold', result.cold],
        ['repeat', result.repeat],
      ] as const) {
        const content = median(samples.map((s) => s.content));
        console.log(
          `${path.padEnd(22)} ${name.padEnd(24)} ${label.padEnd(6)} content ${fmt(content)} (${samples
            .map((s) => s.content.toFixed(0))
            .join(
              ', ',
            )}), FCP ${fmt(median(samples.map((s) => s.fcp)))}  ${content <= GOAL_MS ? 'PASS' : 'FAIL'}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  for (const server of builds.values()) await server.stop();
}
