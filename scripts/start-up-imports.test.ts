import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './import-graph';

/**
 * What every page's first load runs: the entry and what it imports statically, for values (type
 * imports vanish in the build; dynamic import() is a page of its own, loaded when visited). The
 * visitor pages' bytes (issue 19's 190 KB budget for /) depend on it: zod alone is ~23 KB
 * compressed, and one value import of a schema module pulled it into every page once.
 */
const ENTRY = 'web/main.tsx';
/**
 * The dashboard pages a phone opens most, with the To do list they load beside them: their forms
 * load zod when first used (web/lib/field-checks.ts, decision 051), since evaluating it took ~60 ms
 * of their start-up at 4x CPU. An availability constant imported from its schema module brought it
 * back once (My Team 229 -> 284 KB of script).
 */
const DASHBOARD_PAGES = [
  'web/features/my-team/pages/my-team-page.tsx',
  'web/features/todos/components/todo-list.tsx',
  'web/features/match-day/pages/matches-page.tsx',
  'web/features/match-day/pages/refereeing-page.tsx',
];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx', '.js'];
/** Packages the visitor pages must not load at start-up: the dashboard's forms validate with zod. */
const KEPT_OUT = ['zod'];

/** Static value imports of one file: `import type` and `export type` are left out. */
function valueImports(source: string): string[] {
  const statements = source.match(
    /^\s*(?:import|export)\s[^'";]*?\sfrom\s*['"][^'"\n]+['"]|^\s*import\s*['"][^'"\n]+['"]/gm,
  );
  return (statements ?? [])
    .filter((statement) => !/^\s*(?:import|export)\s+type\s/.test(statement))
    .filter(
      (statement) => !/^\s*import\s*\{(?:\s*type\s+\w+(?:\s+as\s+\w+)?\s*,?)+\s*\}\s*from/.test(statement),
    )
    .map((statement) => /['"]([^'"\n]+)['"]\s*$/.exec(statement)?.[1] as string);
}

function startUpModules(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of valueImports(readFileSync(join(root, file), 'utf8'))) {
      if (!specifier.startsWith('.')) {
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0];
        if (name && !packages.has(name)) packages.set(name, file);
        continue;
      }
      if (/\.(css|json|svg|png)(\?.*)?$/.test(specifier)) continue;
      const base = resolve(root, dirname(file), specifier.replace(/\?.*$/, ''));
      const found = EXTENSIONS.map((ext) => base + ext).find(
        (path) => existsSync(path) && statSync(path).isFile(),
      );
      if (found) visit(relative(root, found));
    }
  };
  visit(entry);
  return { files, packages };
}

/** The kept-out packages among `packages`, each with the file that imports it. */
const keptOutIn = (packages: Map<string, string>) =>
  KEPT_OUT.filter((name) => packages.has(name)).map((name) => `${name} via ${packages.get(name)}`);

describe('start-up imports of every page', () => {
  const { files, packages } = startUpModules(ENTRY);

  it('walks the entry, the router and the shared web code', () => {
    expect(files).toContain('web/app/router.tsx');
    expect(files).toContain('web/lib/paths.ts');
    expect(packages.has('react')).toBe(true);
  });

  it('loads no package kept for the dashboard', () => {
    expect(keptOutIn(packages)).toEqual([]);
  });

  it.each(DASHBOARD_PAGES)('%s loads no package kept for the forms', (page) => {
    expect(keptOutIn(startUpModules(page).packages)).toEqual([]);
  });

  it('ignores type imports, which the build drops', () => {
    expect(valueImports("import type { z } from 'zod';\nimport { type A, type B } from './a';")).toEqual([]);
    expect(valueImports("import { z } from 'zod';\nimport { type A, b } from './a';")).toEqual([
      'zod',
      './a',
    ]);
  });
});
