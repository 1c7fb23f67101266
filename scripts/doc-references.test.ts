import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, SOURCE_DIRS, sourceFiles } from './import-graph';

/**
 * Comments cite docs/PRODUCT.md by section and the decision records by number: a renamed heading
 * or a record that does not exist would leave a reader with nothing to follow.
 */
const product = readFileSync(join(root, 'docs/PRODUCT.md'), 'utf8');
/** GitHub's anchor of each heading: lower case, spaces to hyphens, other punctuation dropped. */
const anchors = new Set(
  [...product.matchAll(/^#+ (.+)$/gm)].map((match) =>
    (match[1] as string)
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-'),
  ),
);
const decisions = new Set(readdirSync(join(root, 'docs/decisions')).map((name) => name.slice(0, 3)));

function references(): { file: string; anchor?: string; decision?: string }[] {
  return SOURCE_DIRS.flatMap(sourceFiles).flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line) => {
        const found: { file: string; anchor?: string; decision?: string }[] = [];
        const cited = line.indexOf('docs/PRODUCT.md#');
        // "docs/PRODUCT.md#roles, #states": every anchor after the page's name.
        if (cited >= 0) {
          for (const match of line.slice(cited).matchAll(/#([a-z0-9-]+)/g))
            found.push({ file, anchor: match[1] });
        }
        for (const match of line.matchAll(/decisions? (\d{3})\b|docs\/decisions\/(\d{3})/g)) {
          found.push({ file, decision: match[1] ?? match[2] });
        }
        return found;
      }),
  );
}

describe('references from the code into docs/', () => {
  const all = references();

  it('finds the references (so an empty scan cannot pass)', () => {
    expect(all.filter((ref) => ref.anchor).length).toBeGreaterThan(30);
    expect(all.filter((ref) => ref.decision).length).toBeGreaterThan(5);
  });

  it('cites only sections of docs/PRODUCT.md that exist', () => {
    expect(all.filter((ref) => ref.anchor && !anchors.has(ref.anchor))).toEqual([]);
  });

  it('cites nothing outside the repository (the product documents live in docs/)', () => {
    const outside = SOURCE_DIRS.flatMap(sourceFiles).filter((file) =>
      /\b(SPEC|DESIGN)\.md\b/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(outside).toEqual([]);
  });

  it('cites only decision records that exist', () => {
    expect(all.filter((ref) => ref.decision && !decisions.has(ref.decision))).toEqual([]);
  });
});
