import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The import graph of the repository's .ts and .tsx files, for scripts/import-boundaries.test.ts. */
export const root = resolve(import.meta.dirname, '..');
export const SOURCE_DIRS = ['common', 'server', 'web', 'e2e', 'bench', 'scripts'];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The .ts and .tsx files under `dir` (relative to the repository), node_modules left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

export interface Edge {
  from: string;
  to: string;
}

/**
 * Module specifiers of one file: import and export ... from (across lines too), bare imports for
 * side effects, and import(). TypeScript 7 has no JavaScript API to ask, and the few forms this
 * code base writes are plain to match.
 */
export function specifiers(source: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"\n]+)['"]/gm,
    /^\s*import\s*['"]([^'"\n]+)['"]/gm,
    /\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] as string));
}

/** Relative specifiers resolved to repository paths; packages (bare specifiers) are left out. */
export function importGraph(): { edges: Edge[]; unresolved: string[] } {
  const edges: Edge[] = [];
  const unresolved: string[] = [];
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    for (const fileName of specifiers(readFileSync(join(root, file), 'utf8'))) {
      if (!fileName.startsWith('.')) continue;
      const base = resolve(root, dirname(file), fileName.replace(/\?.*$/, ''));
      const found = EXTENSIONS.map((ext) => base + ext).find(
        (path) => existsSync(path) && statSync(path).isFile(),
      );
      if (found) edges.push({ from: file, to: relative(root, found) });
      else unresolved.push(`${file} -> ${fileName}`);
    }
  }
  return { edges, unresolved };
}
