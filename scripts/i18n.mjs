// Compiles the message catalogues (messages/<area>/<locale>.json) into typed message functions in
// common/i18n/paraglide (generated, not committed; docs/decisions/031-german-and-english.md), and
// the unit tests' copy of them (PARAGLIDE_UNIT_OPTIONS). `npm run i18n` runs it; npm install, npm ci
// (prepare) and `npm run build` when a catalogue or the compiler is newer (--if-stale), and Vite's
// plugin (vite.config.ts) recompiles the first while `npm run dev` runs; the unit tests recompile
// both when the copy is stale.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Absolute: Vite resolves relative paths from its root (web/), the command from the repo.
const repo = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/**
 * One set of options for the command and the Vite plugin.
 * @type {import('@inlang/paraglide-js').CompilerOptions}
 */
export const PARAGLIDE_OPTIONS = {
  project: repo('project.inlang'),
  outdir: repo('common/i18n/paraglide'),
  // The locale is set explicitly: from <html lang> in the browser, per render in the prerender
  // bundle, per request (AsyncLocalStorage) on the server; English when nothing set it.
  strategy: ['globalVariable', 'baseLocale'],
  emitReadme: false,
  emitPrettierIgnore: false,
};

/**
 * The same catalogue for the unit tests (vitest.config.ts puts it in place of common/i18n/paraglide):
 * one module per locale rather than one per message. The browser wants a module per message (a
 * page loads only its own texts); a test file would import all ~1,500 of them, one by one, which
 * cost the unit tests most of their time. The same runtime and the same message functions: only
 * the files differ. Under node_modules, so no type check, lint, build or git sees it.
 * @type {import('@inlang/paraglide-js').CompilerOptions}
 */
export const PARAGLIDE_UNIT_OPTIONS = {
  ...PARAGLIDE_OPTIONS,
  outdir: repo('node_modules/.cache/paraglide-unit'),
  outputStructure: 'locale-modules',
};

/**
 * Newest change time (ms) of what the catalogues are compiled from, the compiler included (npm
 * writes a package's files when it installs them); 0 for a missing file.
 */
const mtime = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sourcesChanged = () =>
  Math.max(
    mtime(repo('project.inlang/settings.json')),
    mtime(fileURLToPath(import.meta.url)),
    mtime(repo('node_modules/@inlang/paraglide-js/package.json')),
    ...readdirSync(repo('messages'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.json'))
      .map((name) => mtime(join(repo('messages'), name))),
  );

/**
 * The unit tests' global setup (vitest.config.ts): when the unit copy is missing or older than a
 * catalogue (edited while `npm run dev` recompiled only the browser's copy, say), this command
 * compiles both anew (~20 s) before the tests start; else it costs a few file times.
 */
export function ensureUnitCatalogue() {
  if (mtime(join(PARAGLIDE_UNIT_OPTIONS.outdir, 'messages.js')) > sourcesChanged()) return;
  execFileSync(process.execPath, [fileURLToPath(import.meta.url)], { stdio: 'inherit' });
}

/**
 * Whether both compiled catalogues are newer than every file they are compiled from, the browser's
 * with a module per message: `npm run dev`'s plugin writes it with one per locale (messages/en.js).
 */
const bothCurrent = () =>
  Math.min(
    mtime(join(PARAGLIDE_OPTIONS.outdir, 'messages.js')),
    mtime(join(PARAGLIDE_UNIT_OPTIONS.outdir, 'messages.js')),
  ) > sourcesChanged() && !existsSync(join(PARAGLIDE_OPTIONS.outdir, 'messages', 'en.js'));

// `--if-stale` (prepare, scripts/test-all.sh, `npm run build`): an npm install that changed no catalogue
// and not the compiler (CI's second install, after npm ci) keeps them, ~10-18 s of CPU here.
if (
  import.meta.url === pathToFileURL(process.argv[1] ?? '').href &&
  !(process.argv.includes('--if-stale') && bothCurrent())
) {
  const { compile } = await import('@inlang/paraglide-js');
  await compile(PARAGLIDE_OPTIONS);
  await compile(PARAGLIDE_UNIT_OPTIONS);
  // The SDK leaves a timer behind that would keep node alive for most of a minute.
  process.exit(0);
}
