/**
 * Fisher-Yates with an injected source of randomness, so callers (and tests) control it: the
 * demo league passes a seeded one and is the same on every machine.
 */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
