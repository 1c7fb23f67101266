import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
  type Disposable as PlaywrightDisposable,
} from 'playwright-core';
import type { ApiAnswer } from '../common/api/types';
import {
  SESSION_COOKIE,
  SESSION_COOKIE_PATH,
  VIEWPORT_COOKIE,
  type ViewportHint,
} from '../common/session-pages';
import { freePort } from '../server/test/free-ports';

/**
 * The features playwright-core turns off with its own --disable-features. Chromium keeps only the
 * last such switch, so ours repeats them; e2e/chromium-args.unit.test.ts fails when the installed
 * playwright-core turns off one that is missing here.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Work a headless test never uses:
 * - Every window chromium 156 opens (one per browser context) preloads two WebUI omnibox popups, a
 *   renderer each that is never shown: 6 contexts of 5 page loads took 28.6 s of CPU with them and
 *   20.5 s without (median of 3 alternating rounds on this machine).
 * - The spare renderer: chromium starts a renderer ahead of the next navigation that may need one,
 *   and again after each such use; the tests navigate within one site per tab, and the spares
 *   mostly start for nothing. Five browser files (session-pages, short-pages, season, todos,
 *   team-pages), whole machine's CPU from /proc/stat: 218-247 s (five runs) with it, 203-207 s
 *   (three runs, alternating) without.
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_FEATURES].join(',')}`,
];

export const WIDTHS = { phone: 390, desktop: 1280 } as const;

/** The window at `width`: a phone's height (844 px) below 768 px, a desktop's (900 px) from there. */
export const viewportAt = (width: number) => ({ width, height: width < 768 ? 844 : 900 });

/** A browser that prefers German: its locale and the Accept-Language header it sends. */
export const GERMAN_BROWSER: BrowserContextOptions = {
  locale: 'de-DE',
  extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' },
};

/** The password of every demo account (DEFAULT_PASSWORD in server/db/factories.ts). */
export const DEMO_PASSWORD = 'league-demo-2025';

/**
 * Set by e2e/global-setup.ts for the browser files: the chromium they share, and the folder of
 * seeded demo data directories startServer copies. Without them (a bench script), each launches
 * and seeds its own.
 */
export const BROWSER_ENDPOINT_ENV = 'E2E_BROWSER_ENDPOINT';
export const DEMO_TEMPLATES_ENV = 'E2E_DEMO_TEMPLATES';
/**
 * Set by e2e/global-setup.ts: the browser files' servers, which live a minute or two each, start
 * with two node arguments (a bench script's servers, without it, run as in production):
 * - e2e/cheap-hashing.mjs: scrypt at a tiny cost. A sign-up or login hashed at the production
 *   cost, ~0.3 s of CPU here; my-team, accounts and captaincy: their servers' CPU 107 -> 38 s.
 * - --liftoff-only: PGlite's WebAssembly stays on V8's baseline code. Optimizing it cost ~1.1 s of
 *   CPU per start (2.5 -> 1.4 s, three alternating rounds), which a server this short never
 *   earns back: who-is-coming and season, their servers' CPU 59 -> 51 s.
 */
export const LIGHT_SERVERS_ENV = 'E2E_LIGHT_SERVERS';
const LIGHT_SERVER_ARGS = [
  '--liftoff-only',
  '--import',
  fileURLToPath(new URL('cheap-hashing.mjs', import.meta.url)),
];

/** Settings that change what a new data directory holds: a server given one seeds its own. */
const SEEDING_ENV = ['DEMO_DATA', 'DATABASE_URL', 'TEST_CLOCK_SHIFT_HOURS'];
const HOUR_MS = 3_600_000;
const TEMPLATE_MAX_AGE_MS = 5 * 60_000;
const TEMPLATE_MAKING_MS = 60_000;

/**
 * A data directory holding the demo league as a server seeded it: made by starting and stopping a
 * server, then copied by each start for up to five minutes within the same UTC hour. The demo's
 * kick-offs, and the deadlines counted from them, fall on whole hours: within the hour a copy
 * shows the league exactly as a fresh seed would. One file makes it while the others wait for it:
 * a seed costs ~8 s of CPU, and when the run begins both workers start a file at once.
 */
async function demoTemplate(root: string): Promise<string> {
  const fresh = freshTemplate(root);
  if (fresh) return fresh;
  const lock = join(root, 'making.lock');
  try {
    mkdirSync(lock);
  } catch {
    // Another file is making one; a lock older than a seed can take is left by one that failed.
    const lockedAt = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    while (Date.now() < lockedAt + TEMPLATE_MAKING_MS && existsSync(lock)) {
      await new Promise((r) => setTimeout(r, 250));
      const made = freshTemplate(root);
      if (made) return made;
    }
    return freshTemplate(root) ?? makeTemplate(root);
  }
  try {
    return await makeTemplate(root);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function freshTemplate(root: string): string | undefined {
  const now = Date.now();
  const fresh = readdirSync(root)
    .map((name) => ({ name, seededAt: Number(/^demo-(\d+)-/.exec(name)?.[1]) }))
    .filter(
      ({ seededAt }) =>
        now - seededAt < TEMPLATE_MAX_AGE_MS && Math.floor(seededAt / HOUR_MS) === Math.floor(now / HOUR_MS),
    )
    .sort((a, b) => b.seededAt - a.seededAt)[0];
  return fresh && join(root, fresh.name);
}

async function makeTemplate(root: string): Promise<string> {
  const making = mkdtempSync(join(root, 'making-'));
  const seededAt = Date.now();
  const server = await startServer({}, making);
  await server.stop({ keepData: true });
  const template = join(root, `demo-${seededAt}-${process.pid}`);
  renameSync(making, template);
  return template;
}

/** A new data directory: a copy of the seeded demo league where the run keeps one, else empty. */
async function newDataDir(env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'league-e2e-'));
  const templates = process.env[DEMO_TEMPLATES_ENV];
  if (templates && !SEEDING_ENV.some((name) => name in env)) {
    cpSync(await demoTemplate(templates), dataDir, { recursive: true });
  }
  return dataDir;
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/** Starts the built server on a free port with its own fresh embedded database and the demo league. */
export async function startServer(
  env: Record<string, string> = {},
  existingDataDir?: string,
): Promise<RunningServer> {
  // A given PORT (with existingDataDir: the same site restarted, e.g. with a new build) or a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = existingDataDir ?? (await newDataDir(env));
  let output = '';
  const nodeArgs = process.env[LIGHT_SERVERS_ENV] ? LIGHT_SERVER_ARGS : [];
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  const fail = (message: string) => {
    // A server that never came up must not leave a process or a data directory behind.
    if (child.exitCode === null) child.kill('SIGKILL');
    if (!existingDataDir) rmSync(dataDir, { recursive: true, force: true });
    return new Error(`${message}:\n${output}`);
  };
  for (;;) {
    if (child.exitCode !== null) throw fail('server exited early');
    try {
      const res = await fetch(`${url}/api/getSeasons`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw fail('server did not start in time');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The run's shared chromium (closing it closes only this file's contexts), else one of its own. */
export function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_ENV];
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * A page at phone or desktop width that fails the test on any console error or page crash;
 * `options` adds to the browser's settings (GERMAN_BROWSER for a German one; WITH_SERVICE_WORKER
 * for the offline journeys).
 */
export const WITH_SERVICE_WORKER: BrowserContextOptions = { serviceWorkers: 'allow' };

export async function openPage(
  browser: Browser,
  baseURL: string,
  width: number = WIDTHS.desktop,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const key = `${baseURL} ${width} ${JSON.stringify(options)}`;
  const idle = idleTabs.get(browser)?.get(key);
  const tab = idle?.pop() ?? (await newTab(browser, baseURL, width, options));
  const errors: string[] = [];
  tab.page.on('pageerror', (error) => errors.push(error.message));
  tab.page.on('console', (message) => {
    // Not the app's: a cleared tab shows the site's icon (releaseTab), and for such a document
    // chromium also asks for /favicon.ico, which the site does not serve, and may say so later.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(message.text());
  });
  let released: Promise<void> | undefined;
  const release = () => {
    released ??= releaseTab(browser, key, tab);
    return released;
  };
  return { context: leasedContext(tab, release), page: tab.page, errors };
}

/**
 * A browser context with its one tab, lent to one test at a time (openPage): a new context costs
 * a renderer's start and every script compiled anew, about two page loads of CPU more than a page
 * loaded in an open tab (6 logins and page loads: 7.8 s of chromium's CPU in new contexts, 3.4 s in
 * one tab, three alternating rounds on this machine). When a test closes the context it gets back,
 * the tab is cleared instead (releaseTab) and lent to the file's next openPage with the same options.
 * The offline journeys' contexts (WITH_SERVICE_WORKER) are never lent again: a service worker and
 * its caches outlive a cleared tab.
 */
interface Tab {
  context: BrowserContext;
  page: Page;
  width: number;
  /** The page's own goto, which does not wait for the app (openPage's does). */
  goto: Page['goto'];
  /** Scripts added by the test that borrowed the tab, removed when it gives it back. */
  scripts: Promise<PlaywrightDisposable>[];
  /** Set when the test changed something releaseTab cannot undo: the context is closed then. */
  tainted: boolean;
}

const idleTabs = new WeakMap<Browser, Map<string, Tab[]>>();

async function newTab(
  browser: Browser,
  baseURL: string,
  width: number,
  options: BrowserContextOptions,
): Promise<Tab> {
  const context = await browser.newContext({
    // The service worker (decision 046) answers reads from its cache and beyond page.route: only
    // the offline journeys, which are about it, let it run.
    serviceWorkers: 'block',
    ...options,
    baseURL,
    viewport: viewportAt(width),
  });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  const tab: Tab = {
    context,
    page,
    width,
    goto,
    scripts: [],
    tainted: options.serviceWorkers === 'allow',
  };
  // A prerendered page shows before its scripts run: wait until it is interactive, as a user would.
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    return response;
  };
  page.addInitScript = notingScripts(tab, page.addInitScript.bind(page)) as Page['addInitScript'];
  for (const name of UNDOABLE_PAGE_CHANGES) {
    const change = (page[name] as (...args: unknown[]) => unknown).bind(page);
    (page as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      tab.tainted = true;
      return change(...args);
    };
  }
  return tab;
}

/** What a test may change on a tab that clearing it would not undo. */
const UNDOABLE_PAGE_CHANGES = [
  'exposeFunction',
  'exposeBinding',
  'setExtraHTTPHeaders',
  'emulateMedia',
] as const;
const UNDOABLE_CONTEXT_CHANGES = new Set<string | symbol>([
  'exposeFunction',
  'exposeBinding',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
]);

/** `addInitScript` of the tab's page or context, its scripts noted for releaseTab to remove. */
function notingScripts<A extends unknown[]>(
  tab: Tab,
  add: (...args: A) => Promise<PlaywrightDisposable>,
): (...args: A) => Promise<PlaywrightDisposable> {
  return (...args) => {
    const added = add(...args);
    tab.scripts.push(added);
    return added;
  };
}

/** The tab's context as the test sees it: its close() gives the tab back, its changes are noted. */
function leasedContext(tab: Tab, release: () => Promise<void>): BrowserContext {
  return new Proxy(tab.context, {
    get(target, property) {
      if (property === 'close') return release;
      if (UNDOABLE_CONTEXT_CHANGES.has(property)) tab.tainted = true;
      if (property === 'addInitScript') return notingScripts(tab, target.addInitScript.bind(target));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Clears the tab as a new context would start: no other tab, no listener, route or added script,
 * no cookie, storage or permission, online; the page shows the site's icon (no script running,
 * the renderer and its compiled scripts kept). Else the context is closed.
 */
async function releaseTab(browser: Browser, key: string, tab: Tab): Promise<void> {
  const { context, page } = tab;
  const others = context.pages().filter((other) => other !== page);
  if (tab.tainted || page.isClosed()) {
    await context.close();
    return;
  }
  try {
    await Promise.all(others.map((other) => other.close()));
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    for (const added of tab.scripts.splice(0)) await (await added).dispose();
    await context.setOffline(false);
    await context.clearPermissions();
    await page.setViewportSize(viewportAt(tab.width));
    await tab.goto('/favicon.svg');
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      const databases = await indexedDB.databases();
      await Promise.all(
        databases.map(
          ({ name }) =>
            new Promise((resolve) => {
              if (!name) return resolve(null);
              const request = indexedDB.deleteDatabase(name);
              request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
            }),
        ),
      );
    });
    await context.clearCookies();
  } catch {
    // The browser went away (the file ended) or the tab broke: nothing to lend again.
    await context.close().catch(() => null);
    return;
  }
  const tabs = idleTabs.get(browser) ?? new Map<string, Tab[]>();
  idleTabs.set(browser, tabs);
  tabs.set(key, [...(tabs.get(key) ?? []), tab]);
}

/**
 * Whether the journeys save their screenshots for people to look at: with SCREENSHOTS=1. CI takes
 * none (each full page ~0.4 s of CPU, most after a wait of 150-200 ms).
 */
export const SCREENSHOTS_WANTED = process.env.SCREENSHOTS === '1';

/** Full-page screenshots at phone and desktop width (e2e/screenshots) when SCREENSHOTS_WANTED. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  const dir = join(process.cwd(), 'e2e', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewportAt(width));
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(dir, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

const tokens = new Map<string, string>();

/** POST with the token in the body, as the web app sends it; the envelope as answered. */
export async function apiPost<T>(
  baseURL: string,
  path: string,
  token: string | null,
  body: Record<string, unknown> = {},
): Promise<ApiAnswer<T>> {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(token ? { access_token: token, ...body } : body),
  });
  return (await res.json()) as ApiAnswer<T>;
}

/**
 * An access token for the account: a login through the API, or the token an earlier call got for
 * the same server, address and password while the server still accepts it (a logout, a password
 * change or leaving a team ends it, and the next call logs in anew). A login hashes the password
 * at the production cost (~0.5 s of CPU on the server); my-team, german-pages and admin-journeys
 * asked for 70 tokens, 37 of them for an account they had logged in already. Checking a kept token
 * costs a few milliseconds. Role and team come from the database, never from the token.
 */
export async function accessToken(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const key = JSON.stringify([baseURL, email, password]);
  const kept = tokens.get(key);
  if (kept && (await stillValid(baseURL, kept))) return kept;
  tokens.delete(key);
  const answer = await apiPost<{ session: { access_token: string } }>(baseURL, '/api/login', null, {
    email,
    password,
  });
  if (!answer.status) throw new Error(answer.error);
  tokens.set(key, answer.data.session.access_token);
  return answer.data.session.access_token;
}

async function stillValid(baseURL: string, token: string): Promise<boolean> {
  return (await apiPost(baseURL, '/api/getUserByToken', token)).status;
}

/** Logs in through the API: the session as the web app keeps it in localStorage ('session'). */
export async function apiSession(baseURL: string, email: string, password = DEMO_PASSWORD) {
  return JSON.stringify({ access_token: await accessToken(baseURL, email, password) });
}

/**
 * The cookies a logged-in browser sends with dashboard pages (decision 041): the session's token
 * (`session`, the JSON apiSession returns) and the layout its screen shows.
 */
export function sessionCookies(baseURL: string, session: string, viewport: ViewportHint = 'phone') {
  const token = (JSON.parse(session) as { access_token: string }).access_token;
  return [
    { name: SESSION_COOKIE, value: token },
    { name: VIEWPORT_COOKIE, value: viewport },
  ].map((cookie) => ({ ...cookie, url: `${baseURL}${SESSION_COOKIE_PATH}/`, sameSite: 'Strict' as const }));
}

let logins = 0;

/**
 * Logs in through the API and stores the session as the web app does, skipping the login screen:
 * the page's next load finds it stored before its scripts run (loading a page first only to store
 * it cost a whole page load per login). Stored once per tab (sessionStorage keeps the mark across
 * loads), so a logout later in the tab holds; a later loginAs on the page stores its session after.
 */
export async function loginAs(page: Page, baseURL: string, email: string, password = DEMO_PASSWORD) {
  const session = await apiSession(baseURL, email, password);
  logins++;
  await page.addInitScript(
    ({ value, mark }) => {
      try {
        if (sessionStorage.getItem(mark)) return;
        sessionStorage.setItem(mark, '1');
        localStorage.setItem('session', value);
      } catch {
        // A frame without storage (about:blank) is not where the app runs.
      }
    },
    { value: session, mark: `e2e-login-${logins}` },
  );
}
