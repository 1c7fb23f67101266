/**
 * Where a page's main-thread time goes on a slow phone: loads pages of the built app in chromium
 * at 390 px with the CPU slowed 4x (as Lighthouse's mobile run), records a CPU profile from
 * navigation until the app is interactive, and prints the busy time, the functions with the most
 * self time and the time per script file. Dashboard pages are loaded logged in as the demo captain.
 * For readable names build without minifying first:
 *   npx vite build --minify false && node scripts/precompress.mjs dist/web
 *   npx tsx bench/page-profile.ts [--pages /table,/matches] [--top 25] [--lang de]
 * then `npm run build` again. (Without the precompressed files the assets go out uncompressed.)
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { apiSession, CHROMIUM_ARGS, sessionCookies, startServer } from '../e2e/harness';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/table,/matches' },
    top: { type: 'string', default: '25' },
    // The page's language (decision 031), sent as the `lang` cookie as the language switch writes it.
    lang: { type: 'string', default: 'en' },
  },
});
const top = Number(values.top);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const fileOf = (url: string) => url.split('/').pop() || '(native)';
const ms = (micros: number) => `${(micros / 1000).toFixed(0).padStart(6)} ms`;

function report(path: string, profile: Profile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const self = new Map<string, number>();
  const perFile = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[i] ?? 0;
    if (!node || node.callFrame.functionName === '(idle)') return;
    busy += delta;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${fileOf(url)}:${lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + delta);
    // Time per file counts a sample once for every file on its stack (inclusive).
    const files = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const url = byId.get(at)?.callFrame.url;
      if (url) files.add(fileOf(url));
    }
    for (const file of files) perFile.set(file, (perFile.get(file) ?? 0) + delta);
  });
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`\n${path}: main thread busy ${ms(busy).trim()} (CPU slowed 4x) until interactive`);
  console.log('  self time by function:');
  for (const [key, value] of sorted(self)) console.log(`  ${ms(value)}  ${key}`);
  console.log('  time by script file (inclusive):');
  for (const [key, value] of sorted(perFile)) console.log(`  ${ms(value)}  ${key}`);
}

const server = await startServer();

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  for (const path of values.pages.split(',')) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    if (path.startsWith('/dashboard')) {
      const session = await apiSession(server.url, 'captain@demo.example');
      await context.addInitScript((value) => localStorage.setItem('session', value), session);
      // As a logged-in phone: the server renders the page with the captain's answers (decision 041).
      await context.addCookies(sessionCookies(server.url, session));
    }
    await context.addCookies([{ name: 'lang', value: values.lang, url: server.url }]);
    // The long tasks Lighthouse's TBT counts, with their start, as the page's own observer sees them.
    await context.addInitScript(() => {
      const tasks: number[][] = [];
      Object.assign(window, { longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(server.url + path, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await page.waitForLoadState('networkidle');
    const { profile } = await cdp.send('Profiler.stop');
    report(path, profile as Profile);
    const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[][] }).longTasks);
    console.log(`  long tasks [start ms, duration ms]: ${JSON.stringify(tasks)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
