import { paraglideVitePlugin } from '@inlang/paraglide-js';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { EARLY_ANSWERS_SCRIPT } from './common/early-answers';
import { TEAM_FILTER_SCRIPT } from './common/team-filter';
import { PARAGLIDE_OPTIONS } from './scripts/i18n.mjs';
import { pwaPlugin } from './scripts/pwa-build.mjs';

const api = 'http://localhost:3000';

/** The two inline scripts of the pages (common/team-filter.ts, common/early-answers.ts), at their markers in index.html. */
const teamFilterScript: Plugin = {
  name: 'team-filter-script',
  transformIndexHtml: (html) =>
    html
      .replace('<!-- team filter -->', `<script>${TEAM_FILTER_SCRIPT}</script>`)
      .replace('<!-- early answers -->', `<script>${EARLY_ANSWERS_SCRIPT}</script>`),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'web',
  // The server's prerender bundle (dist/ssr) needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  // In dev Paraglide's plugin compiles the message catalogues again on every edit. A build takes
  // them from `npm run i18n`, which `npm run build` runs first when a catalogue is newer: the
  // plugin compiled them a second time and its SDK's timers then held the build open for ~28 s.
  // pwaPlugin: the web app manifest, its icons and the service worker (decision 046).
  plugins: [
    command === 'serve' ? paraglideVitePlugin(PARAGLIDE_OPTIONS) : null,
    react(),
    teamFilterScript,
    pwaPlugin(),
  ],
  // The prerender bundle carries its packages in one file: node loads it far faster than the
  // hundreds of Mantine and React modules it would otherwise resolve one by one.
  ssr: { noExternal: true },
  // React's production renderer in the prerender bundle whatever NODE_ENV the server runs with,
  // as the browser bundle is; the development one would also be carried in it.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // One stylesheet (~20 KB gzipped in all): a prerendered page is styled before its chunk loads.
    cssCodeSplit: false,
    // dist/web/.vite/manifest.json: which chunks a page's modules need (the server preloads them).
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        // The phone-number metadata (~19 KB gzipped) is data that rarely changes: its own cached chunk.
        codeSplitting: {
          groups: [
            { name: 'phone-metadata', test: /libphonenumber-js[\\/]metadata/ },
            // TanStack Query and the keys every data hook shares: all on the first load, so one chunk
            // rather than as many as their importers' sets (each request costs a phone time).
            { name: 'query', test: /@tanstack[\\/]|web[\\/]lib[\\/]query-keys/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The Fastify server owns these paths; in development Vite forwards them to it.
    proxy: {
      '/api': api,
      '/crests': api,
      '/images': api,
      '/dev': api,
    },
  },
}));
