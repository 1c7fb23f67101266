import { cpSync } from 'node:fs';
import { defineConfig } from 'vite';

/**
 * The server compiled to one ES module (dist/server/server.js) that plain node runs: loading the
 * TypeScript through tsx at every start cost about twice the module-load time (decision 011).
 * Packages stay in node_modules (an SSR build externalizes them); only our own code is bundled.
 */
export default defineConfig({
  root: '.',
  publicDir: false,
  ssr: {
    // Our packages in the one file too: node loads one file far faster than hundreds of modules.
    // Left out: packages with native code or files beside them (PGlite's wasm, sharp), and the
    // ones loaded only when used (pg, nodemailer).
    noExternal: true,
    external: ['@electric-sql/pglite', 'sharp', 'pg', 'nodemailer'],
  },
  build: {
    ssr: 'server/server.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    // Stacks in production logs stay readable.
    minify: false,
  },
  plugins: [
    {
      name: 'copy-migrations',
      // server/db/client.ts finds the migrations beside its own module: beside the bundle here.
      writeBundle() {
        cpSync('server/db/migrations', 'dist/server/migrations', { recursive: true });
      },
    },
  ],
});
