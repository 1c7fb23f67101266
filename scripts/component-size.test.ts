import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './import-graph';

/**
 * No module of the web app over 250 lines (issue 40 point 5): a longer one holds several things
 * that want their own file (a sub-component, a hook, a pure helper). Tests are left out; there is
 * no list of exceptions.
 */
const MOST_LINES = 250;

/** Lines as `wc -l` counts them: the newlines, so a last line without one does not count. */
const lineCount = (text: string) => text.split('\n').length - 1;

const webModules = () => sourceFiles('web').filter((file) => !/\.test\.tsx?$/.test(file));

describe('web module size', () => {
  it('counts lines as wc -l does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('one\ntwo\n')).toBe(2);
    expect(lineCount('one\ntwo')).toBe(1);
  });

  it('reads every module of web/ and no test', () => {
    const files = webModules();
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('web/main.tsx');
    expect(files).toContain('web/sw/sw.ts');
    expect(files.filter((file) => file.includes('.test.'))).toEqual([]);
  });

  it(`keeps every module of web/ to ${MOST_LINES} lines`, () => {
    const tooLong = webModules()
      .map((file) => ({ file, lines: lineCount(readFileSync(join(root, file), 'utf8')) }))
      .filter(({ lines }) => lines > MOST_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
