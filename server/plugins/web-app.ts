import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import {
  type BrotliCompress,
  brotliCompressSync,
  createBrotliCompress,
  createGzip,
  type Gzip,
  gzipSync,
  constants as zlibConstants,
} from 'node:zlib';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, type Locale, locales } from '../../common/i18n/locale';
import { m } from '../../common/i18n/messages';
import { startOfLeagueDay } from '../../common/league/upcoming';
import { SCRIPTS_AFTER_PAINT_ATTRIBUTES, SCRIPTS_AFTER_PAINT_SCRIPT } from '../../common/scripts-after-paint';
import {
  SESSION_ANSWERS_ID,
  SESSION_COOKIE,
  SESSION_PAGES,
  SESSION_TOKEN_SHAPE,
  VIEWPORT_COOKIE,
  type ViewportHint,
  viewportHint,
} from '../../common/session-pages';
import { browserLocale } from '../lib/locale';
import { DOCUMENT_ONLY_HEADERS } from '../lib/security-headers';
import { userForToken } from '../services/auth';
import type { CachedAnswer } from '../services/public-cache';

interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  etag: string;
  immutable: boolean;
  /** A hashed script or stylesheet: sent without the headers only documents act on. */
  subresource: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Loads the built web app into memory once; scripts/precompress.mjs wrote the .gz and .br siblings. */
function loadFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        // Vite's build manifest is for the server, not for visitors.
        if (name !== '.vite') walk(path);
        continue;
      }
      if (name.endsWith('.gz') || name.endsWith('.br')) continue;
      const body = readFileSync(path);
      const url = `/${relative(root, path).split('\\').join('/')}`;
      // Vite puts content-hashed names under /assets/: they never change, so cache them forever.
      const hashed = url.startsWith('/assets/');
      files.set(url, {
        body,
        gzip: existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : undefined,
        brotli: existsSync(`${path}.br`) ? readFileSync(`${path}.br`) : undefined,
        type: TYPES[extname(name)] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        immutable: hashed,
        // Not /sw.js: a worker's CSP comes from its own script's answer.
        subresource: hashed && /\.(js|css)$/.test(name),
      });
    }
  };
  walk(root);
  return files;
}

function htmlFile(html: string): StaticFile {
  const body = Buffer.from(html);
  return {
    body,
    gzip: gzipSync(body),
    // Quality 5: a page is compressed at request time, once per change of the league.
    brotli: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    type: TYPES['.html'] as string,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    immutable: false,
    subresource: false,
  };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Per page, the chunks to preload for its lazily loaded modules (`pageModules`, keys of Vite's
 * build manifest): their chunks and the chunks those import, less what index.html preloads.
 */
function preloadsByPage(
  app: FastifyInstance,
  webDist: string,
  pageModules: Readonly<Record<string, readonly string[]>>,
): Map<string, string[]> {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return new Map();
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(file, 'utf8'));
  const withImports = (keys: readonly string[], found = new Set<string>()) => {
    for (const key of keys) {
      if (found.has(key) || !manifest[key]) continue;
      found.add(key);
      withImports(manifest[key].imports ?? [], found);
    }
    return found;
  };
  const inIndexHtml = withImports(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const preloads = new Map<string, string[]>();
  for (const [path, modules] of Object.entries(pageModules)) {
    const missing = modules.filter((module) => !manifest[module]);
    // The page still works without its links (the app adds them while it starts): say why.
    if (missing.length > 0) app.log.warn(`${path}: not in the build manifest: ${missing.join(', ')}`);
    const chunks = [...withImports(modules)].filter((key) => !inIndexHtml.has(key));
    preloads.set(
      path,
      chunks.map((key) => `/${manifest[key]?.file}`),
    );
  }
  return preloads;
}

const modulePreloadLinks = (hrefs: readonly string[]) =>
  hrefs.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`).join('');

/** The module script and the modulepreload links of index.html (Vite writes them so). */
const MODULE_TAGS =
  /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A page that paints from its HTML with its scripts started after the first paint (decision 049):
 * index.html's module script and preloads, and the page's own `preloads`, move from the head into
 * the element of common/scripts-after-paint.ts at the end of the body, after `tail`.
 */
function withScriptsAfterPaint(html: string, preloads: readonly string[], tail: string): string {
  let entry: string | undefined;
  const found: string[] = [];
  const rest = html.replace(MODULE_TAGS, (_tag, src: string | undefined, href: string | undefined) => {
    if (src) entry = src;
    else if (href) found.push(href);
    return '';
  });
  // Not a build's index.html: the page keeps its tags as they are.
  if (!entry) return html.replace('</body>', `${tail}</body>`);
  const { entry: entryAttribute, preloads: preloadsAttribute } = SCRIPTS_AFTER_PAINT_ATTRIBUTES;
  const starter =
    `<script ${entryAttribute}="${escapeHtml(entry)}" ${preloadsAttribute}="${escapeHtml([...found, ...preloads].join(' '))}">` +
    `${SCRIPTS_AFTER_PAINT_SCRIPT}</script>`;
  return rest.replace('</body>', `${tail}${starter}</body>`);
}

/** The server bundle of the web app (vite build --ssr web/entry-server.tsx), see web/app/prerender.ts. */
interface PrerenderBundle {
  PRERENDERED_PAGES: Readonly<Record<string, readonly string[]>>;
  /** The datasets of a page with a pattern, such as /teams/<id>; without it, PRERENDERED_PAGES only. */
  prerenderedDatasets?(path: string): readonly string[] | undefined;
  PAGE_MODULES?: Readonly<Record<string, readonly string[]>>;
  render(
    url: URL,
    data: Record<string, unknown>,
    locale: Locale,
  ): Promise<{ html: string; title: string; description?: string } | null>;
  hasPage?(pathname: string): boolean;
  /** A dashboard page's title and description, known before its data (decision 050). */
  sessionPageHead?(url: URL, locale: Locale): Promise<{ title: string; description?: string } | null>;
  /** A dashboard page rendered with a session's answers (decision 041), or null: its frame then. */
  renderForSession?(
    url: URL,
    data: Record<string, unknown>,
    locale: Locale,
    transport: SessionTransport,
    viewport: ViewportHint | null,
  ): Promise<{
    html: string;
    title: string;
    description?: string;
    answers: unknown;
    renders: number;
  } | null>;
}

/** How a session render reads the user's answers: the app's own API, with the session's token. */
interface SessionTransport {
  token: string;
  fetch(path: string, init: RequestInit): Promise<Response>;
}

async function loadPrerenderBundle(webDist: string): Promise<PrerenderBundle | null> {
  const file = resolve(webDist, '..', 'ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PrerenderBundle;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/**
 * The app's HTML in a language (docs/decisions/031-german-and-english.md): <html lang> tells the
 * browser which language to start the app in, and the site's description is in it.
 */
function inLocale(template: string, locale: Locale): string {
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(m.common_site_description({}, { locale }))}" />`,
    );
}

/** The `leagueToday` a page embeds (web/lib/league-today.ts): not a cached answer, the app's clock. */
interface LeagueToday {
  data: string;
}

/**
 * Visitor pages as HTML with their data, so a phone paints before the scripts run. A page is
 * rendered once per language and version of the public answers it shows (a write makes new
 * answers); it embeds the answers in its language (the tables' explanations, decision 042), the
 * very ones the app then fetches with the same cookie and Accept-Language.
 */
function createPrerenderer(
  app: FastifyInstance,
  bundle: PrerenderBundle,
  templates: Readonly<Record<Locale, string>>,
) {
  const preloads = preloadsByPage(app, app.config.webDist, bundle.PAGE_MODULES ?? {});
  type Version = (CachedAnswer | LeagueToday | undefined)[];
  const sameVersion = (a: Version, b: Version) => a.every((answer, i) => answer === b[i]);
  // Per language and page: the answers it was rendered from and the render (shared by concurrent requests).
  const pages = new Map<string, { answers: Version; file: Promise<StaticFile | null> }>();

  /**
   * The template in `locale` with a rendered page, its title, description, chunks and embedded
   * answers. `painted`: the page shows its content from the HTML, and its scripts start after the
   * first paint (decision 049); otherwise (a dashboard page's frame, which the scripts fill in) the
   * head names them, its own chunks too. `tail` ends the body, before the scripts.
   */
  const pageHtml = (
    path: string,
    locale: Locale,
    page: { html: string; title: string; description?: string },
    data: Record<string, unknown>,
    { painted, tail = '' }: { painted: boolean; tail?: string },
  ) => {
    // JSON in a data block: escaping '<' keeps a team name from closing the element.
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    let html = templates[locale].replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    if (page.description) {
      html = html.replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(page.description)}" />`,
      );
    }
    html = html
      // The data is in the page: no need to fetch the season list again.
      .replace(/\s*<!--[^>]*-->\s*<link rel="preload" href="\/api\/getSeasonList"[^>]*>/, '')
      .replace(
        '<div id="root"></div>',
        `<div id="root">${page.html}</div><script type="application/json" id="prerendered-data">${json}</script>`,
      );
    const pagePreloads = preloads.get(path) ?? [];
    if (painted) return withScriptsAfterPaint(html, pagePreloads, tail);
    return (
      html
        // The frame paints from HTML and CSS too (its outlines); the stylesheet goes first.
        .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
        .replace('</head>', `${modulePreloadLinks(pagePreloads)}</head>`)
        .replace('</body>', `${tail}</body>`)
    );
  };

  // The start of today by the app's clock: one object per day, so a page showing it is rendered
  // again when the day changes, as when its other answers do (decision 068).
  let today: LeagueToday = { data: '' };
  const leagueToday = () => {
    const data = startOfLeagueDay(app.clock.now()).toISOString();
    if (today.data !== data) today = { data };
    return today;
  };
  const publicData = async (path: string, locale: Locale) => {
    const datasets = bundle.prerenderedDatasets?.(path) ?? bundle.PRERENDERED_PAGES[path];
    if (!datasets) return null;
    const answers = await Promise.all(
      datasets.map((dataset) =>
        dataset === 'leagueToday' ? leagueToday() : app.publicCache.get(dataset, { locale }),
      ),
    );
    return { datasets, answers };
  };
  const dataOf = (datasets: readonly string[], answers: Version) =>
    Object.fromEntries(datasets.map((dataset, i) => [dataset, answers[i]?.data]));

  const render = async (path: string, locale: Locale, datasets: readonly string[], answers: Version) => {
    const data = dataOf(datasets, answers);
    const page = await bundle.render(new URL(path, app.config.appUrl), data, locale);
    // A dashboard page's frame waits for its scripts: they start at once.
    const painted = !(bundle.PAGE_MODULES && path in bundle.PAGE_MODULES);
    return page ? htmlFile(pageHtml(path, locale, page, data, { painted })) : null;
  };

  /**
   * A dashboard page with the session's answers (decision 041), rendered per request, never kept,
   * in two parts (decision 050): `start`, the document up to the page, goes out at once, so the
   * browser prepares the page and fetches its stylesheet while the server renders; `rest()`
   * renders and ends the document. If the render fails it ends with the page's frame instead (its
   * scripts then ask for the answers), and `renders` is null. The head script that asks for the
   * page's answers early is not needed: they are in the page; the colour scheme that script sets is
   * set in the HTML instead. Null when the page cannot be rendered for a session.
   */
  const sessionPage = async (
    path: string,
    search: string,
    locale: Locale,
    transport: SessionTransport,
    viewport: ViewportHint | null,
  ) => {
    const { renderForSession, sessionPageHead } = bundle;
    if (!renderForSession || !sessionPageHead) return null;
    const known = await publicData(path, locale);
    // The query string picks the view and week (?view=, ?week=), as the browser's first render reads it.
    const url = new URL(path + search, app.config.appUrl);
    const head = known && (await sessionPageHead(url, locale));
    if (!known || !head) return null;
    const data = dataOf(known.datasets, known.answers);
    // NUL cannot occur in the template, an escaped title or the JSON of the data: it marks the holes.
    const hole = '\u0000';
    const [start = '', middle = '', end = ''] = pageHtml(path, locale, { html: hole, ...head }, data, {
      painted: true,
      tail: hole,
    })
      .replace(/<html lang="([a-z]+)">/, '<html lang="$1" data-mantine-color-scheme="light">')
      .replace(/<script>[^<]*__earlyAnswers[^<]*<\/script>/, '')
      .split(hole);
    const rest = async (): Promise<{ html: string; renders: number | null }> => {
      try {
        const page = await renderForSession(url, data, locale, transport, viewport);
        if (page) {
          const block = JSON.stringify({ answers: page.answers, viewport }).replace(/</g, '\\u003c');
          const answers = `<script type="application/json" id="${SESSION_ANSWERS_ID}">${block}</script>`;
          return { html: `${page.html}${middle}${answers}${end}`, renders: page.renders };
        }
      } catch (error) {
        // The frame below still works: the browser asks for the answers itself.
        app.log.warn({ err: error }, `rendering ${path} for the session failed`);
      }
      // The head is out: the page ends as its frame, or empty for the app to render, never half.
      const frame = await bundle.render(url, data, locale).catch((error: unknown) => {
        app.log.error({ err: error }, `rendering the frame of ${path} failed`);
        return null;
      });
      return { html: `${frame?.html ?? ''}${middle}${end}`, renders: null };
    };
    return { start, rest };
  };

  const prerender = async (path: string, locale: Locale): Promise<StaticFile | null> => {
    const read = await publicData(path, locale);
    if (!read) return null;
    const { datasets, answers } = read;
    const key = `${locale} ${path}`;
    const known = pages.get(key);
    if (known && sameVersion(known.answers, answers)) return known.file;
    const file = render(path, locale, datasets, answers);
    pages.set(key, { answers, file });
    // A failed render is not kept: the next request tries again. Nor is a path without a page (a
    // team page of an unknown id), so made-up paths cannot fill the map.
    const forget = () => {
      if (pages.get(key)?.file === file) pages.delete(key);
    };
    file.then((page) => page ?? forget(), forget);
    return file;
  };
  return { prerender, sessionPage };
}

/**
 * `notFound`: the app's own 'Page not found' screen, sent with 404 and never as a 304. `page`:
 * the language of the app's HTML, which follows the `lang` cookie and Accept-Language, and so may
 * a cache's copy (decision 031); each language's HTML has its own ETag. Content-Language tells the
 * service worker which language its offline shell speaks (decision 046). Everything but the hashed
 * assets (so also the HTML, /sw.js and the manifest) is revalidated on every use: no-cache.
 */
function send(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  notFound = false,
  page: Locale | null = null,
) {
  reply.header('Content-Type', file.type);
  reply.header('Vary', page ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding');
  if (page) reply.header('Content-Language', page);
  reply.header('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (file.subresource) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  if (notFound) reply.code(404);
  else {
    reply.header('ETag', file.etag);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (file.brotli && /\bbr\b/.test(accepted)) {
    reply.header('Content-Encoding', 'br');
    return reply.send(file.brotli);
  }
  if (file.gzip && /\bgzip\b/.test(accepted)) {
    reply.header('Content-Encoding', 'gzip');
    return reply.send(file.gzip);
  }
  return reply.send(file.body);
}

/**
 * The token in the request's session cookie (decision 041), if it has a token's shape, the layout
 * last shown, and the language cookie the session's reads pass on.
 */
function sessionCookies(request: FastifyRequest) {
  const cookies = request.headers.cookie ? parseCookie(request.headers.cookie) : {};
  const token = cookies[SESSION_COOKIE];
  return {
    token: token && SESSION_TOKEN_SHAPE.test(token) ? token : null,
    viewport: viewportHint(cookies[VIEWPORT_COOKIE]),
    language: cookies[LANGUAGE_COOKIE],
  };
}

/**
 * The session's reads through the app's own routes, as the browser would send them: the token in
 * the Authorization header (the API never reads the cookie), the request's language sources, and
 * its address, so the reads count against the user's own rate limits.
 */
function throughApp(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  language: string | undefined,
): SessionTransport {
  return {
    token,
    async fetch(path, init) {
      const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
      const acceptLanguage = request.headers['accept-language'];
      if (acceptLanguage) headers['accept-language'] = acceptLanguage;
      if (language) headers.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}`;
      const answer = await app.inject({
        method: init.method === 'POST' ? 'POST' : 'GET',
        url: path,
        headers,
        payload: typeof init.body === 'string' ? init.body : undefined,
        remoteAddress: request.ip,
      });
      return new Response(new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
  };
}

/**
 * A page holding a user's data: for this browser only, never stored, compressed as it goes out.
 * `start` leaves at once (decision 050); `rest` ends the page when it is ready. The render's time
 * and number of renders follow the page as a Server-Timing trailer (none when it failed).
 */
function sendPrivate(
  request: FastifyRequest,
  reply: FastifyReply,
  start: string,
  rest: () => Promise<{ html: string; renders: number | null }>,
) {
  reply.header('Content-Type', TYPES['.html'] as string);
  reply.header('Vary', 'Accept-Encoding, Cookie, Accept-Language');
  reply.header('Cache-Control', 'private, no-store');
  // A proxy that buffers answers (nginx does by default) would hold the head back until the end.
  reply.header('X-Accel-Buffering', 'no');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const started = performance.now();
  let out: BrotliCompress | Gzip | PassThrough;
  if (/\bbr\b/.test(accepted)) {
    reply.header('Content-Encoding', 'br');
    out = createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
  } else if (/\bgzip\b/.test(accepted)) {
    reply.header('Content-Encoding', 'gzip');
    out = createGzip();
  } else out = new PassThrough();
  const ended = new Promise<number | null>((resolve) => {
    const renderRest = () =>
      rest().then(({ html, renders }) => {
        out.end(html);
        resolve(renders);
      });
    out.write(start);
    // The compressor would wait for more; and the render starts only once the head is compressed
    // and on its way: a render on PGlite may not give the event loop back before it ends.
    if (out instanceof PassThrough) renderRest();
    else out.flush(renderRest);
  });
  reply.trailer('server-timing', async () => {
    const renders = await ended;
    // No trailer for a frame: Fastify leaves out a trailer whose function fails.
    if (renders === null) throw new Error('no session render');
    // How long the page took, and in how many renders (curl --raw and the tests read it).
    const ms = (performance.now() - started).toFixed(1);
    return `session-render;dur=${ms};desc="${renders} render${renders === 1 ? '' : 's'}"`;
  });
  return reply.send(out);
}

/** Serves the single-page app with history fallback: /teams or /dashboard/matches reload fine. */
export async function webApp(app: FastifyInstance) {
  const root = app.config.webDist;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn(`No built web app in ${root}: run "npm run build". Only the API is served.`);
    return;
  }
  const files = loadFiles(root);
  const template = (files.get('/index.html') as StaticFile).body.toString('utf8');
  const templates = Object.fromEntries(
    locales.map((locale) => [locale, inLocale(template, locale)]),
  ) as Record<Locale, string>;
  // The app's page without prerendering (account pages, the 404, a failed render), per language.
  const indexes = Object.fromEntries(
    locales.map((locale) => [locale, htmlFile(templates[locale])]),
  ) as Record<Locale, StaticFile>;
  // React and Mantine load in the background: the API answers while they do (cold start).
  const bundle = loadPrerenderBundle(root).catch((error: unknown) => {
    app.log.error({ err: error }, 'the prerender bundle failed to load: pages render in the browser');
    return null;
  });
  const renderers = bundle.then((loaded) => (loaded ? createPrerenderer(app, loaded, templates) : null));
  app.get('/*', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
    const file = files.get(path);
    if (file) return send(request, reply, file);
    // A missing hashed asset is a 404, not the app: a browser would otherwise parse HTML as JS.
    if (path.startsWith('/assets/') || extname(path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const locale = browserLocale(request);
    const renderer = await renderers;
    const { token, viewport, language } = sessionCookies(request);
    // A session the server refuses gets the frame below, which the browser then sends to the login.
    if (renderer && token && SESSION_PAGES.includes(path) && (await userForToken(request, token))) {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const transport = throughApp(app, request, token, language);
      const page = await renderer
        .sessionPage(path, search, locale, transport, viewport)
        .catch((error: unknown) => {
          // The frame below still works: the browser asks for the answers itself.
          request.log.warn({ err: error }, `rendering ${path} for the session failed`);
          return null;
        });
      if (page) return sendPrivate(request, reply, page.start, page.rest);
    }
    if (renderer) {
      try {
        const page = await renderer.prerender(path, locale);
        if (page) return send(request, reply, page, false, locale);
      } catch (error) {
        // The page still works rendered in the browser; the log says why the HTML was plain.
        request.log.error({ err: error }, `prerendering ${path} failed`);
      }
    }
    // The browser shows its 'Page not found' screen; the status says the same to crawlers and tools.
    const known = (await bundle)?.hasPage?.(path) ?? true;
    return send(request, reply, indexes[locale], !known, locale);
  });
}
