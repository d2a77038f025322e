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
  onError: (error: unknown) => void,
  gate: (key: string) => Promise<boolean> = async () => true,
): TKeyedThrottle {
  const timers = new Map<string, NodeJS.Timeout | null>();
  let stopped = false;

  function start(key: string): void {
    const timer = setTimeout(() => {
      timers.delete(key);
      Promise.resolve()
        .then(() => run(key))
        .catch(onError);
    }, intervalMs);
    timers.set(key, timer);
  }

  return {
    schedule(key) {
      if (timers.has(key) || stopped) return;
      timers.set(key, null);
      gate(key).then(
        (claimed) => {
          if (timers.get(key) !== null || stopped) return;
          if (claimed) start(key);
          else timers.delete(key);
        },
        (error: unknown) => {
          timers.delete(key);
          onError(error);
        },
      );
    },
    cancelAll() {
      stopped = true;
      for (const timer of timers.values()) if (timer) clearTimeout(timer);
      timers.clear();
    },
  };
}
