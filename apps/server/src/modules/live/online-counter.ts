/**
 * Counts connected audience members per presentation against the plan limit. The check and the
 * increment are one atomic step, so simultaneous joins can never overshoot. The in-memory
 * version serves one node; a Redis version (INCR, compare, DECR on refusal) can replace it.
 */
export interface TOnlineCounter {
  /** Takes a place if fewer than `limit` are taken; false when full. */
  tryAcquire(key: string, limit: number): Promise<boolean>;
  /** Gives a place back. */
  release(key: string): Promise<void>;
  /** Places taken now. */
  count(key: string): Promise<number>;
}

/** One node's counter: JavaScript runs the check and the increment without interruption. */
export function createMemoryOnlineCounter(): TOnlineCounter {
  const counts = new Map<string, number>();
  return {
    async tryAcquire(key, limit) {
      const current = counts.get(key) ?? 0;
      if (current >= limit) return false;
      counts.set(key, current + 1);
      return true;
    },
    async release(key) {
      const next = (counts.get(key) ?? 0) - 1;
      if (next > 0) counts.set(key, next);
      else counts.delete(key);
    },
    async count(key) {
      return counts.get(key) ?? 0;
    },
  };
}
