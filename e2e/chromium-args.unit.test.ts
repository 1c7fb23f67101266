import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from './harness';

/** The features the installed playwright-core turns off, as its launch code lists them. */
function playwrightDisabledFeatures(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (!list) throw new Error('playwright-core no longer lists disabledFeatures where this test reads it');
  return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1] as string);
}

describe('chromium arguments of the browser files', () => {
  it('keep every feature playwright-core turns off (chromium obeys only the last --disable-features)', () => {
    const ours = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(ours).toHaveLength(1);
    const disabled = (ours[0] as string).slice('--disable-features='.length).split(',');
    expect(disabled).toEqual(expect.arrayContaining(playwrightDisabledFeatures()));
  });
});
