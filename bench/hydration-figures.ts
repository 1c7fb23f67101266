/**
 * Figures of a prerendered page's load that hold on a busy machine: loads pages of the built app
 * in chromium at 390 x 844 and reports, once the app is interactive (data-ready) and idle:
 *   elements     DOM elements
 *   fibers       React fibers after hydration (of them Mantine's components)
 *   CPU          the main thread's CPU time in its tasks (thread time: time the machine gave to
 *                other processes is not counted, unlike wall time)
 *   TBT 4x CPU   Lighthouse's total blocking time redone from that CPU time, as its mobile run
 *                simulates a phone: every task after first contentful paint taken 4x as long,
 *                the part beyond 50 ms summed
 * Per page, language and build, medians of N runs in interleaved rounds.
 *   npm run build && npx tsx bench/hydration-figures.ts [--pages /table] [--langs en,de] [--runs 5]
 *     [--compare DIR] [--top 20] (DIR holds another build's dist/, e.g. a `git archive` of main built
 *     there; --top lists the components with the most fibers)
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/harness';
import { median, startBuilds } from './lib';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/table' },
    langs: { type: 'string', default: 'en,de' },
    runs: { type: 'string', default: '5' },
    compare: { type: 'string' },
    top: { type: 'string', default: '0' },
  },
});

interface Figures {
  elements: number;
  fibers: number;
  mantine: number;
  cpu: number;
  tbt: number;
  byType: Record<string, number>;
}

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** The renderer main thread's tasks (CPU time) and the TBT they make on a 4x slower CPU. */
function tasksOf(events: TraceEvent[]): { cpu: number; tbt: number } {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tid === fcp.tid)
    .sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  let tbt = 0;
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the task before
    end = task.ts + (task.dur ?? 0);
    const ms = (task.tdur ?? task.dur ?? 0) / 1000;
    cpu += ms;
    if (task.ts >= fcp.ts) tbt += Math.max(0, 4 * ms - 50);
  }
  return { cpu, tbt };
}

/** Counts the elements and the hydrated React tree's fibers, by component name. */
function countTree() {
  const root = document.getElementById('root') as unknown as Record<string, unknown>;
  const key = Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
  type Fiber = { child: Fiber | null; sibling: Fiber | null; type: unknown };
  let fibers = 0;
  let mantine = 0;
  const byType: Record<string, number> = {};
  const stack: Fiber[] = [];
  const first = key ? (root[key] as Fiber).child : null;
  if (first) stack.push(first);
  while (stack.length > 0) {
    const fiber = stack.pop() as Fiber;
    fibers++;
    const type = fiber.type as { displayName?: string; name?: string } | string | null;
    const name =
      typeof type === 'string'
        ? type
        : (type?.displayName ?? type?.name ?? (type ? 'anonymous' : 'text/other'));
    byType[name] = (byType[name] ?? 0) + 1;
    if (name.startsWith('@mantine')) mantine++;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return { elements: document.getElementsByTagName('*').length, fibers, mantine, byType };
}

const builds = await startBuilds(values.compare);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const results = new Map<string, Figures[]>();
  const names = [...builds.keys()];
  for (let round = 0; round < Number(values.runs); round++) {
    for (const path of values.pages.split(',')) {
      for (const lang of values.langs.split(',')) {
        for (const name of round % 2 === 0 ? names : [...names].reverse()) {
          const server = builds.get(name);
          if (!server) continue;
          const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
          await context.addCookies([{ name: 'lang', value: lang, url: server.url }]);
          await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          const events: TraceEvent[] = [];
          cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
          const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
          await cdp.send('Tracing.start', {
            traceConfig: { includedCategories: ['loading', 'disabled-by-default-devtools.timeline'] },
            transferMode: 'ReportEvents',
          });
          await page.goto(server.url + path, { waitUntil: 'load' });
          await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(500);
          await cdp.send('Tracing.end');
          await complete;
          const tree = await page.evaluate(countTree);
          const key = `${path} ${lang} ${name}`;
          results.set(key, [...(results.get(key) ?? []), { ...tree, ...tasksOf(events) }]);
          await context.close();
        }
      }
    }
  }
  console.log(`390 x 844, median of ${values.runs} (interleaved rounds)`);
  for (const [key, samples] of results) {
    const med = (f: (s: Figures) => number) => median(samples.map(f)).toFixed(0);
    console.log(
      `${key.padEnd(40)} elements ${med((s) => s.elements)}  fibers ${med((s) => s.fibers)} ` +
        `(Mantine ${med((s) => s.mantine)})  CPU ${med((s) => s.cpu)} ms  TBT 4x CPU ${med((s) => s.tbt)} ms`,
    );
    const top = Number(values.top);
    if (top > 0) {
      const byType = Object.entries(samples[0]?.byType ?? {}).sort((a, b) => b[1] - a[1]);
      console.log(
        `  ${byType
          .slice(0, top)
          .map(([n, c]) => `${n} ${c}`)
          .join(', ')}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const server of builds.values()) await server.stop();
}
