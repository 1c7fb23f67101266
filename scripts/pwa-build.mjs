// The installable app's build step (decision 046), a Vite plugin of the browser build: the web app
// manifest and its icons (PNG from the favicon's drawing, by sharp), and the service worker
// (web/sw/sw.ts) built to dist/web/sw.js with the list of the build's files to precache and a
// version that changes with any of them, so every deployment brings a new worker.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import { build } from 'vite';

export const THEME_COLOR = '#0a4023';

const BALL = `<circle cx="32" cy="32" r="20" fill="#fff"/><path d="M32 20l9.5 6.9-3.6 11.2H26.1l-3.6-11.2z" fill="${THEME_COLOR}"/>`;
/** web/public/favicon.svg's drawing: a rounded square. */
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${THEME_COLOR}"/>${BALL}</svg>`;
/** Full bleed with the ball inside the maskable safe zone (a circle of 40 % radius): launchers crop it to their shape. */
const MASKABLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${THEME_COLOR}"/><g transform="translate(32 32) scale(0.72) translate(-32 -32)">${BALL}</g></svg>`;

/** fileName (under dist/web), drawing and size of every icon. */
export const ICONS = [
  { file: 'icons/icon-192.png', svg: ICON_SVG, size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', svg: ICON_SVG, size: 512, purpose: 'any' },
  { file: 'icons/maskable-192.png', svg: MASKABLE_SVG, size: 192, purpose: 'maskable' },
  { file: 'icons/maskable-512.png', svg: MASKABLE_SVG, size: 512, purpose: 'maskable' },
  // iOS rounds the corners itself and reads no manifest icons.
  { file: 'icons/apple-touch-icon.png', svg: MASKABLE_SVG, size: 180, purpose: null },
];

/** The site's name is the same in English and German (messages/common: common_site_name). */
export const MANIFEST = {
  id: '/',
  name: 'Munich University League',
  short_name: 'Uni League',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  icons: ICONS.filter((icon) => icon.purpose).map((icon) => ({
    src: `/${icon.file}`,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  })),
};

const png = (icon) =>
  sharp(Buffer.from(icon.svg), { density: Math.ceil((72 * icon.size) / 64) })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** What the worker precaches: the build's files, not the source maps or Vite's manifest. */
export function precacheList(fileNames) {
  const files = fileNames.filter((name) => !name.startsWith('.vite/') && !name.endsWith('.map'));
  return [...new Set(['/index.html', '/favicon.svg', ...files.map((name) => `/${name}`)])].sort();
}

export function pwaPlugin() {
  let root = process.cwd();
  let outDir = 'dist/web';
  return {
    name: 'pwa',
    // The browser build only: the prerender bundle has no worker.
    apply: (_config, env) => env.command === 'serve' || !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    // In development the manifest and icons come from here (no worker is registered there).
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = (request.url ?? '').split('?')[0];
        const icon = ICONS.find((candidate) => `/${candidate.file}` === path);
        if (path === '/manifest.webmanifest') {
          response.setHeader('Content-Type', 'application/manifest+json');
          response.end(JSON.stringify(MANIFEST));
        } else if (icon) {
          response.setHeader('Content-Type', 'image/png');
          response.end(await png(icon));
        } else next();
      });
    },
    async generateBundle() {
      for (const icon of ICONS)
        this.emitFile({ type: 'asset', fileName: icon.file, source: await png(icon) });
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(MANIFEST, null, 2)}\n`,
      });
    },
    async writeBundle(_options, bundle) {
      const names = Object.keys(bundle).sort();
      const hash = createHash('sha256');
      for (const name of names) {
        const item = bundle[name];
        hash.update(name).update(item.type === 'chunk' ? item.code : item.source);
      }
      const version = hash.digest('hex').slice(0, 12);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __PRECACHE__: JSON.stringify(precacheList(names)),
          __SW_VERSION__: JSON.stringify(version),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          lib: {
            entry: join(root, 'sw', 'sw.ts'),
            formats: ['iife'],
            name: 'leagueWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
