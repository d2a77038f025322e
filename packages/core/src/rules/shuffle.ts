/**
 * A phone's own order of a slide's options ("randomise option order per phone"): a Fisher–Yates
 * shuffle driven by a small PRNG (mulberry32) seeded from a string (FNV-1a), so the same phone
 * sees the same order on every render and after a reload, while others see theirs. The server
 * never needs it: answers name the option's id.
 */
export function shuffleFor<T>(items: readonly T[], seed: string): T[] {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
}

function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
