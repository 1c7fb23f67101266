import { useEffect, useSyncExternalStore } from 'react';
import { type LiveMatch, type LiveMatchScore, liveScores, NO_SCORES } from './live';

const noSubscription = () => () => {};
// The same map as an empty store's: hydration then finds nothing changed and renders no second time.
const none = () => NO_SCORES;

/**
 * The live scores of the page (web/lib/live.ts): watches `matches` while mounted, so the page's
 * one stream runs while one of them may be live. Empty on the server and while hydrating: the
 * prerendered page shows no live score, and the first read follows at once.
 */
export function useLiveScores(
  matches: readonly LiveMatch[] | undefined,
): ReadonlyMap<number, LiveMatchScore> {
  useEffect(() => (matches && matches.length > 0 ? liveScores().watch(matches) : undefined), [matches]);
  const store = typeof document === 'undefined' ? null : liveScores();
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.snapshot ?? none, none);
}
