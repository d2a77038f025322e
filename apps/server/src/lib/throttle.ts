/** Runs `run(key)` at most once per interval per key, always after the latest request. */
export interface TKeyedThrottle {
  schedule(key: string): void;
  /** Cancels every pending run (shutdown). */
  cancelAll(): void;
}

/**
 * A per-key throttle: the first request of a quiet key runs after `intervalMs`, and requests in
 * the meantime fold into that one run, so a burst of answers costs one push per interval.
 */
export function createKeyedThrottle(
  intervalMs: number,
  run: (key: string) => void | Promise<void>,
  onError: (error: unknown) => void,
): TKeyedThrottle {
  const timers = new Map<string, NodeJS.Timeout>();
  return {
    schedule(key) {
      if (timers.has(key)) return;
      const timer = setTimeout(() => {
        timers.delete(key);
        Promise.resolve()
          .then(() => run(key))
          .catch(onError);
      }, intervalMs);
      timers.set(key, timer);
    },
    cancelAll() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
