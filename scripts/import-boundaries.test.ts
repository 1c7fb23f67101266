import { describe, expect, it } from 'vitest';
import { type Edge, importGraph, specifiers } from './import-graph';

/**
 * The layering of docs/ARCHITECTURE.md as a test over the import graph of every .ts and .tsx
 * file: static imports, re-exports and dynamic import() (the router's lazy pages). The server
 * reads the built web app (dist/web, and dist/ssr/entry-server.js by a computed path at run
 * time), never web/ source, so no exception is needed.
 */
const area = (path: string) => path.split('/')[0];
const feature = (path: string) => /^web\/features\/([^/]+)\//.exec(path)?.[1];

/** Why an import crosses a boundary, or undefined when it may. */
function violation({ from, to }: Edge): string | undefined {
  const [fromFeature, toFeature] = [feature(from), feature(to)];
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `feature ${fromFeature} imports feature ${toFeature}: move what both need to web/lib or web/components`;
  }
  if (toFeature && /^web\/(lib|components)\//.test(from)) {
    return 'shared web code imports a feature: only web/app puts the features together';
  }
  if (area(from) === 'common' && (area(to) === 'web' || area(to) === 'server')) {
    return 'common/ is shared by browser and server and imports neither';
  }
  if (area(from) === 'web' && area(to) === 'server') return 'the web app talks to the server over HTTP only';
  if (area(from) === 'server' && area(to) === 'web')
    return 'the server reads the built web app in dist/, not web/ source';
  return undefined;
}

describe('import boundaries', () => {
  const { edges, unresolved } = importGraph();

  it('reads every form of import the code base writes', () => {
    const source = [
      "import type { Team } from '../a';",
      'import {',
      '  b,',
      '  type C,',
      "} from './b';",
      "export { d } from './d';",
      "export * from './e';",
      "import './f.css';",
      // Spelt apart, or this file's own graph would hold the made-up module.
      `const g = await ${'import'}('../g');`,
      "import h from 'react';",
    ].join('\n');
    expect(specifiers(source).sort()).toEqual(['../a', '../g', './b', './d', './e', './f.css', 'react']);
  });

  it('resolves every relative import, so no edge escapes the check', () => {
    expect(unresolved).toEqual([]);
    // The router's lazy pages are dynamic imports: the graph must hold them too.
    expect(edges).toContainEqual({
      from: 'web/app/dashboard-routes.tsx',
      to: 'web/features/my-team/pages/my-team-page.tsx',
    });
  });

  it('keeps features apart, common pure, and web and server to themselves', () => {
    const crossings = edges.flatMap((edge) => {
      const why = violation(edge);
      return why ? [`${edge.from} -> ${edge.to}: ${why}`] : [];
    });
    expect(crossings).toEqual([]);
  });
});
