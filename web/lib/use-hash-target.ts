import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long a deep link waits for its element to appear (data loading, a week tab opening). */
const WAIT_MS = 5000;
const HIGHLIGHT_MS = 2500;

/**
 * Deep links into the dashboard (common/api/links.ts actionPaths): once `ready` (the page's data
 * is there), scrolls the element named by the URL's fragment into view and highlights it briefly
 * (the data-highlight rule in global.css). Runs once per navigation: a refetch after an action on
 * the card does not scroll again.
 */
export function useHashTarget(ready: boolean): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key: following the same link again scrolls again
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let target: HTMLElement | null = null;
    const find = () => {
      target = document.getElementById(id);
      if (!target) {
        if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(find);
        return;
      }
      const element = target;
      element.dataset.highlight = 'true';
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
      timer = setTimeout(() => delete element.dataset.highlight, HIGHLIGHT_MS);
    };
    find();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (target) delete target.dataset.highlight;
    };
  }, [hash, key, ready]);
}

/** The fragment's id when it names an element of that kind ("match-12" for prefix "match-"). */
export function useHashId(prefix: string): number | null {
  const { hash } = useLocation();
  const match = new RegExp(`^#${prefix}(\\d+)$`).exec(hash);
  return match ? Number(match[1]) : null;
}
