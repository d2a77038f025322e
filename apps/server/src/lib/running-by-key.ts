/**
 * At most one running promise per key: `run` joins the one still running under the key, else
 * starts a new one and keeps it until it settles (a failed one is forgotten too, so the next call
 * tries again).
 */
export function createRunningByKey<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    run(key: string, start: () => Promise<T>): Promise<T> {
      const current = running.get(key);
      if (current) return current;
      const work = start().finally(() => {
        if (running.get(key) === work) running.delete(key);
      });
      running.set(key, work);
      return work;
    },

    /** The promise running under `key`, if any. */
    get: (key: string): Promise<T> | undefined => running.get(key),

    /** Whether one is running under `key`. */
    has: (key: string) => running.has(key),

    /** How many keys have one running (long-uptime checks). */
    size: () => running.size,
  };
}
