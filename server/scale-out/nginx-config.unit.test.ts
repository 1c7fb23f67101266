import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** The directives of an nginx configuration, without comments, blank lines or indentation. */
const directives = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line !== '');

describe('the nginx configuration in the README', () => {
  it('is deploy/nginx.conf (the file the deployment test runs)', () => {
    const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
    const block = readme.match(/```nginx\n([\s\S]*?)```/)?.[1];
    expect(block, 'README.md has no ```nginx block').toBeDefined();
    const file = readFileSync(resolve(ROOT, 'deploy/nginx.conf'), 'utf8');
    expect(directives(block ?? '')).toEqual(directives(file));
  });
});
