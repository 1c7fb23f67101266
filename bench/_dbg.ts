import { chromium } from 'playwright-core';
import { apiSession, CHROMIUM_ARGS, startServer } from '../e2e/harness';

const dir = process.argv[2] ?? '.';
const here = process.cwd();
process.chdir(dir);
const server = await startServer();
process.chdir(here);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const session = await apiSession(server.url, 'captain@demo.example');
for (let i = 0; i < 2; i++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await context.addInitScript((v) => {
    if (!localStorage.getItem('session')) localStorage.setItem('session', v);
  }, session);
  await context.addInitScript(() => {
    const log: string[] = [];
    (window as any).__log = log;
    let last = '';
    new MutationObserver(() => {
      const sec = [...document.querySelectorAll('section h2, article h3, [role=status]')]
        .map((e) => e.getAttribute('aria-label') ?? e.textContent)
        .join('|')
        .slice(0, 100);
      if (sec !== last) {
        last = sec;
        log.push(`${performance.now().toFixed(0)} ${sec}`);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(server.url + '/dashboard/matches');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const log: string[] = await page.evaluate(() => (window as any).__log);
  const res = await page.evaluate(() => {
    const r = performance.getEntriesByType('resource') as any[];
    const nav = performance.getEntriesByType('navigation')[0] as any;
    const js = r.filter((x) => x.name.endsWith('.js'));
    return [
      `html ${nav.responseStart.toFixed(0)}-${nav.responseEnd.toFixed(0)} dcl ${nav.domContentLoadedEventEnd.toFixed(0)}`,
      `js ${js.length} ${Math.min(...js.map((x) => x.startTime)).toFixed(0)}-${Math.max(...js.map((x) => x.responseEnd)).toFixed(0)}`,
      ...r
        .filter((x) => !x.name.endsWith('.js'))
        .map((x) => `${x.startTime.toFixed(0)}-${x.responseEnd.toFixed(0)} ${x.name.split('/').pop()}`),
    ];
  });
  console.log('=== run', i, '\n' + log.join('\n') + '\n' + res.join('\n'));
  await context.close();
}
await browser.close();
await server.stop();
