/** Runs `run(key)` at most once per interval per key, always after the latest request. */
export interface TKeyedThrottle {
  schedule(key: string): void;
  /** Cancels every pending run (shutdown). */
  cancelAll(): void;
}

/**
 * A per-key throttle: the first request of a quiet key runs after `intervalMs`, and requests in
 * the meantime fold into that one run, so a burst of answers costs one push per interval. With
 * several nodes, `gate` (a shared claim on the key for the interval) lets only one node run it.
 */
export function createKeyedThrottle(
  intervalMs: number,
  run: (key: string) => void | Promise<void>,
  /** Starts the claim and each run without awaiting them (see lib/background-tasks.ts). */
  background: (task: () => Promise<void> | void, key: string) => void,
  gate: (key: string) => Promise<boolean> = async () => true,
): TKeyedThrottle {
  const timers = new Map<string, NodeJS.Timeout | null>();
  let stopped = false;

  function start(key: string): void {
    const timer = setTimeout(() => {
      timers.delete(key);
      background(() => run(key), key);
    }, intervalMs);
    timers.set(key, timer);
  }

  return {
    schedule(key) {
      if (timers.has(key) || stopped) return;
      timers.set(key, null);
      background(async () => {
        const claimed = await gate(key).catch((error: unknown) => {
          timers.delete(key);
          throw error;
        });
        if (timers.get(key) !== null || stopped) return;
        if (claimed) start(key);
        else timers.delete(key);
      }, key);
    },
    cancelAll() {
      stopped = true;
      for (const timer of timers.values()) if (timer) clearTimeout(timer);
      timers.clear();
    },
  };
}
