/** Work started after a reply is sent (mail, bookkeeping): errors are logged, shutdown waits for it. */
export interface TBackgroundTasks {
  /** Starts tracking a task; its failure goes to the error callback, never to the request. */
  run(task: Promise<unknown>): void;
  /** Resolves once every task started so far has settled. */
  idle(): Promise<void>;
}

/** Creates a tracker reporting failures to `onError`. */
export function createBackgroundTasks(onError: (error: unknown) => void): TBackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task) {
      const tracked = task.catch(onError).finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
