import { describe, expect, it } from 'vitest';
import { SCRIPTS_AFTER_PAINT_ATTRIBUTES, SCRIPTS_AFTER_PAINT_SCRIPT } from './scripts-after-paint';

interface Added {
  tag: string;
  rel?: string;
  type?: string;
  src?: string;
  href?: string;
  crossOrigin?: string;
  fetchpriority?: string;
}

/**
 * Runs the inline script against a stand-in document whose element names `preloads`, as the
 * parser runs it: what it adds to the head, in order, and the end of parsing, the animation frame and the
 * timers it waits for, run by the test.
 */
function run(preloads: string[], visibilityState: 'visible' | 'hidden') {
  const added: Added[] = [];
  const parsed: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const attributes: Record<string, string> = {
    [SCRIPTS_AFTER_PAINT_ATTRIBUTES.entry]: '/assets/index-1.js',
    [SCRIPTS_AFTER_PAINT_ATTRIBUTES.preloads]: preloads.join(' '),
  };
  const document = {
    visibilityState,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') parsed.push(listener);
    },
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    createElement: (tag: string) => {
      const element: Added & { setAttribute(name: string, value: string): void } = {
        tag,
        setAttribute(name, value) {
          if (name === 'fetchpriority') element.fetchpriority = value;
        },
      };
      return element;
    },
    // What the element holds when it enters the head: a link set up later would fetch without CORS.
    head: {
      appendChild: ({ setAttribute: _, ...element }: Added & { setAttribute: unknown }) =>
        added.push(element),
    },
  };
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  const setTimeout = (callback: (...args: unknown[]) => void, _ms: number, ...args: unknown[]) =>
    timers.push(() => callback(...args));
  new Function('document', 'requestAnimationFrame', 'setTimeout', SCRIPTS_AFTER_PAINT_SCRIPT)(
    document,
    requestAnimationFrame,
    setTimeout,
  );
  return { added, parsed, frames, timers };
}

const chunks = (n: number) => Array.from({ length: n }, (_, i) => `/assets/chunk-${i}.js`);

describe('the scripts of a rendered page, started after its first paint (decision 049)', () => {
  it('adds nothing until the page is parsed and a frame has rendered, then the entry first and the preloads four per task', () => {
    const { added, parsed, frames, timers } = run(chunks(19), 'visible');
    // The end of the page may still be on its way (decision 050).
    expect([added, frames, timers]).toEqual([[], [], []]);
    expect(parsed).toHaveLength(1);
    parsed[0]?.();
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    // The frame's own work ends first: the scripts come in a task after it.
    expect(added).toEqual([]);
    timers.shift()?.();
    expect(added[0]).toEqual({
      tag: 'script',
      type: 'module',
      src: '/assets/index-1.js',
      crossOrigin: '',
      fetchpriority: 'low',
    });
    expect(added.slice(1)).toHaveLength(4);
    expect(added[1]).toEqual({
      tag: 'link',
      rel: 'modulepreload',
      href: '/assets/chunk-0.js',
      crossOrigin: '',
      fetchpriority: 'low',
    });
    while (timers.length > 0) timers.shift()?.();
    expect(added.slice(1).map((link) => link.href)).toEqual(chunks(19));
  });

  it('starts once parsed in a hidden tab, where no frame comes, and with no chunks to preload', () => {
    const { added, parsed, frames } = run([], 'hidden');
    expect(added).toEqual([]);
    parsed[0]?.();
    expect(frames).toEqual([]);
    expect(added.map((element) => element.tag)).toEqual(['script']);
  });
});
