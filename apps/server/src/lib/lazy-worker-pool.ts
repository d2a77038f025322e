import Tinypool from 'tinypool';

/**
 * A pool of at most `workers` threads running the worker file `entry` finds, started on first use
 * (a server that never needs it starts no thread and bundles nothing). Idle threads end after a
 * minute.
 */
export function createLazyWorkerPool(entry: () => Promise<string>, workers: number) {
  let started: Promise<Tinypool> | null = null;
  return {
    /** The pool, started by the first call. */
    pool: () =>
      (started ??= entry().then(
        (filename) =>
          new Tinypool({ filename, minThreads: 0, maxThreads: workers, idleTimeout: 60_000 }),
      )),
    /** Stops the workers (tasks still running are cut). */
    destroy: async () => {
      if (started) await (await started).destroy();
    },
  };
}
