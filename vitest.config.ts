import { existsSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { PARAGLIDE_OPTIONS, PARAGLIDE_UNIT_OPTIONS } from './scripts/i18n.mjs';

/**
 * The tests' message catalogue (every project: the browser files' own imports of common/ reach it
 * too, while the page runs the built app): an import of anything in common/i18n/paraglide (one
 * module per message, as the browser gets it) loads the same file of the locale-modules copy `npm
 * run i18n` writes (scripts/i18n.mjs PARAGLIDE_UNIT_OPTIONS), whose messages.js imports two modules
 * rather than ~1,500 (which took most of the unit tests' time, and 18 s of transforms and 26 s of
 * imports in two browser files). Every import maps, so runtime.js (the locale) stays one module;
 * being under node_modules, node loads the copy itself, uncompiled.
 */
const unitCatalogue: Plugin = {
  name: 'unit-catalogue',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !source.startsWith('.') || !source.includes('paraglide')) return null;
    const path = resolve(dirname(importer), source);
    const from = PARAGLIDE_OPTIONS.outdir + sep;
    return path.startsWith(from) ? PARAGLIDE_UNIT_OPTIONS.outdir + sep + path.slice(from.length) : null;
  },
};

/**
 * Files that take minutes, started first. Vitest runs the longest files first once its cache in
 * node_modules/.vite knows their times, but a fresh clone (CI) has none and starts the largest
 * files first: a small file of minutes started last kept one worker busy alone at the end.
 */
const SLOW_FILES = [
  // 400 logins at the production scrypt cost, on PGlite only: 2-3 minutes.
  'server/security/login-timing.test.ts',
  // The fuzzing of every route, in four shares (fuzz-harness.ts): ~30 s each on PostgreSQL (decision 103).
  'server/security/fuzz-1.test.ts',
  'server/security/fuzz-2.test.ts',
  'server/security/fuzz-3.test.ts',
  'server/security/fuzz-4.test.ts',
  // The longest browser files: 3-9 minutes each on this machine at a load of ~20.
  'e2e/admin-journeys.test.ts',
  'e2e/who-is-coming.test.ts',
];
// A file renamed or merged away would silently lose its place at the front.
for (const file of SLOW_FILES)
  if (!existsSync(new URL(file, import.meta.url)))
    throw new Error(`vitest.config.ts: SLOW_FILES names ${file}, which is gone`);

/**
 * API files that never use TEST_DATABASE_URL, left out of the run on PostgreSQL (scripts/test-all.sh
 * runs the API files on PGlite, then on PostgreSQL): the command-line tools and the server start on
 * an embedded database of their own, the embedded database's lock and buffer cache, and the OpenAPI
 * document (made from the route definitions, whatever the driver). Run twice, their processes cost
 * ~110 s of CPU more per CI run on this machine.
 */
const EMBEDDED_ONLY = [
  // The deploy/ files read by systemd-analyze, nginx and docker compose: programs, not rules, so
  // not in `npm run test:fast`, and no database at all.
  'server/deploy.test.ts',
  'server/cli/create-admin.test.ts',
  'server/cli/migrate.test.ts',
  'server/server.test.ts',
  'server/db/client.test.ts',
  'server/routes/openapi-clients.test.ts',
];
for (const file of EMBEDDED_ONLY)
  if (!existsSync(new URL(file, import.meta.url)))
    throw new Error(`vitest.config.ts: EMBEDDED_ONLY names ${file}, which is gone`);

class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // The projects keep their order; within each, the slow files move to the front.
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    const slow = (file: TestSpecification) =>
      SLOW_FILES.some((name) => file.moduleId.endsWith(`/${name}`)) ? 0 : 1;
    const place = new Map(sorted.map((file, index) => [file, index]));
    return sorted.sort(
      (a, b) =>
        projects.indexOf(a.project.name) - projects.indexOf(b.project.name) ||
        slow(a) - slow(b) ||
        (place.get(a) ?? 0) - (place.get(b) ?? 0),
    );
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        plugins: [unitCatalogue],
        test: {
          name: 'unit',
          root: '.',
          include: [
            'common/**/*.test.ts',
            'server/**/*.unit.test.ts',
            'web/**/*.test.ts',
            // Component tests: each file asks for happy-dom on its first line (web/test/render.tsx).
            'web/**/*.test.tsx',
            'scripts/**/*.test.ts',
            'e2e/**/*.unit.test.ts',
          ],
          environment: 'node',
          // Compiles the unit catalogue first when it is missing or older than messages/.
          globalSetup: ['scripts/unit-catalogue-setup.mjs'],
          setupFiles: ['scripts/unit-mocks-setup.ts'],
        },
      },
      {
        plugins: [unitCatalogue],
        test: {
          name: 'api',
          root: '.',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.unit.test.ts', ...(process.env.TEST_DATABASE_URL ? EMBEDDED_ONLY : [])],
          globalSetup: ['scripts/unit-catalogue-setup.mjs', 'server/test/global-setup.ts'],
          // One module graph per worker, as the unit files run in CI: each file's own import of the
          // server cost ~1 s of CPU, a fifth of the PostgreSQL run (270 s against 165 s, measured one
          // after the other on this machine). unit-mocks-setup.ts keeps a file that mocks to itself;
          // module state must be per app or per database, never per process.
          isolate: false,
          setupFiles: ['scripts/unit-mocks-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite costs ~0.7 GB per database: two workers on this 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        plugins: [unitCatalogue],
        test: {
          name: 'e2e',
          root: '.',
          include: ['e2e/**/*.test.ts'],
          exclude: ['e2e/**/*.unit.test.ts'],
          // One chromium for every file and the demo league seeded once every few minutes (harness.ts).
          globalSetup: ['scripts/unit-catalogue-setup.mjs', 'e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Two files at a time: each starts its own server (free port, own data directory) and opens
          // its own browser contexts, and much of a journey is waiting on the page, not the CPU.
          maxWorkers: 2,
          // A worker's files in one module graph: playwright and axe load once per worker instead of
          // once per file. The files share no module state but counters (harness.ts, team-fixtures.ts).
          isolate: false,
          sequence: { groupOrder: 2 },
          // Sign-up and login hash passwords (~0.5 s of CPU each): polls wait for a busy machine.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
