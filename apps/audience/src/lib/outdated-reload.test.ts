import { describe, expect, it } from 'vitest';
import { claimOutdatedReload, OUTDATED_RELOAD_MIN_INTERVAL_MS } from './outdated-reload';

/** sessionStorage's interface over a Map. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('reloading an out-of-date page', () => {
  it('reloads once, then asks the person rather than looping on a stale cache', () => {
    const storage = memoryStorage();
    expect(claimOutdatedReload(storage, 1_000_000)).toBe(true);
    expect(claimOutdatedReload(storage, 1_000_500)).toBe(false);
    expect(claimOutdatedReload(storage, 1_000_000 + OUTDATED_RELOAD_MIN_INTERVAL_MS)).toBe(true);
  });

  it('never reloads by itself without storage', () => {
    expect(claimOutdatedReload(null)).toBe(false);
  });
});
