// Whether dist/ was built from the sources as they are now: `npm run build` records a hash of its
// inputs in dist/.build-inputs, and `npm start` (scripts/start.mjs) builds again only when it differs.
//   node scripts/build-stamp.mjs begin   first step of the build: hash the inputs, drop the old stamp
//   node scripts/build-stamp.mjs end     last step: the build succeeded, the hash becomes the stamp
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(REPO_ROOT, 'dist');
const STAMP = join(DIST, '.build-inputs');
// Hashed before the build starts: an edit made while it runs makes the next start build again.
const PENDING = join(DIST, '.build-inputs.pending');

// What the build reads: the app's sources, its configuration, the build steps and the locked
// packages (bundled into dist). Test files are never bundled, so editing one needs no new build;
// of package.json only the build command counts (the lock already holds the dependencies), so
// editing another script needs none either.
const INPUT_DIRS = ['web', 'common', 'server', 'messages'];
const INPUT_FILES = [
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.server.config.ts',
  'project.inlang/settings.json',
  'scripts/i18n.mjs',
  'scripts/precompress.mjs',
  'scripts/pwa-build.mjs',
  'scripts/pglite-template.mjs',
];
const isTest = (name) => /\.test\.tsx?$/.test(name);
// Paraglide's output, which the build makes anew from messages/ (scripts/i18n.mjs).
const GENERATED = join(REPO_ROOT, 'common', 'i18n', 'paraglide');

function listFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== GENERATED) files.push(...listFiles(path));
    } else if (entry.isFile() && !isTest(entry.name)) files.push(path);
  }
  return files;
}

/** SHA-256 over the build command and the path and content of every input file (adding or removing one counts). */
export function inputsHash() {
  const files = [
    ...INPUT_DIRS.flatMap((dir) => listFiles(join(REPO_ROOT, dir))),
    ...INPUT_FILES.map((file) => join(REPO_ROOT, file)),
  ]
    .map((path) => relative(REPO_ROOT, path).split('\\').join('/'))
    .sort();
  const hash = createHash('sha256');
  const { scripts, type } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
  hash.update(`${JSON.stringify({ build: scripts.build, type })}\0`);
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(REPO_ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when the last build finished and its inputs are unchanged since. */
export function buildIsCurrent() {
  if (!existsSync(STAMP) || !existsSync(join(DIST, 'server', 'server.js'))) return false;
  return readFileSync(STAMP, 'utf8') === inputsHash();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const step = process.argv[2];
  if (step === 'begin') {
    mkdirSync(DIST, { recursive: true });
    rmSync(STAMP, { force: true });
    writeFileSync(PENDING, inputsHash());
  } else if (step === 'end') {
    renameSync(PENDING, STAMP);
  } else {
    console.error('usage: node scripts/build-stamp.mjs begin|end');
    process.exit(2);
  }
}
