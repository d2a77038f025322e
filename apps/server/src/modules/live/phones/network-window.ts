import type { TClock } from '../../../lib/clock';

/**
 * Counts per key (a presentation and a network) in fixed windows of `windowMs`: O(1) per event
 * whatever the count (a room of 15,000 phones behind one address sends tens of thousands of
 * reactions a window), so its limit can scale with the room.
 */
export function createNetworkWindow(clock: TClock, windowMs = 10_000) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one event; false when `limit` were counted in the key's current window. */
    tryConsume(key: string, limit: number, now = clock.now()): boolean {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        windows.set(key, (window = { start: now, count: 0 }));
      }
      if (window.count >= limit) return false;
      window.count += 1;
      return true;
    },

    /** Forgets windows that ended (long uptime). */
    sweep(now = clock.now()): void {
      for (const [key, window] of windows) {
        if (now - window.start >= windowMs) windows.delete(key);
      }
    },

    /** Entries held (long-uptime checks). */
    size: () => windows.size,
  };
}

export type TNetworkWindow = ReturnType<typeof createNetworkWindow>;
