// Compiles the message catalogues (messages/<area>/<locale>.json) into typed message functions in
// common/i18n/paraglide (generated, not committed; docs/decisions/031-german-and-english.md).
// `npm run i18n` runs it; npm install and npm ci run it too (prepare), and Vite's plugin
// (vite.config.ts) recompiles on every build and while `npm run dev` runs.
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { compile } = await import('@inlang/paraglide-js');
  await compile(PARAGLIDE_OPTIONS);
  // The SDK leaves a timer behind that would keep node alive for most of a minute.
  process.exit(0);
}
