import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface BuildVersion {
  /** package.json's version. */
  version: string;
  /** The commit the checkout is at, or null where the site runs without its .git (a copied build). */
  commit: string | null;
}

/** The folder holding package.json, from the sources (server/lib) or the build (dist/server). */
function repositoryRoot(from: string): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return null;
  }
}

const read = (path: string): string | null => (existsSync(path) ? readFileSync(path, 'utf8').trim() : null);

/** HEAD's commit, read from the files git keeps (no git binary needed): a detached HEAD, a loose or a packed ref. */
function headCommit(root: string): string | null {
  const head = read(join(root, '.git', 'HEAD'));
  if (head === null) return null;
  const ref = /^ref: (.+)$/.exec(head)?.[1];
  if (!ref) return /^[0-9a-f]{40}$/.test(head) ? head : null;
  const loose = read(join(root, '.git', ref));
  if (loose !== null) return loose;
  const packed = read(join(root, '.git', 'packed-refs')) ?? '';
  return (
    packed
      .split('\n')
      .find((line) => line.endsWith(` ${ref}`))
      ?.slice(0, 40) ?? null
  );
}

/** Read once at start: what is running does not change under it. */
export function readBuildVersion(from = import.meta.dirname): BuildVersion {
  const root = repositoryRoot(from);
  if (root === null) return { version: 'unknown', commit: null };
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return { version, commit: headCommit(root) };
}
