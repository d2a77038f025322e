/** What a background task was doing: logged with its failure. */
export interface TTaskContext {
  /** A short dotted name, for example `mail.passwordReset` or `quiz.close`. */
  event: string;
  presentationId?: string;
  participantId?: string;
  slideId?: string;
}

/** A promise, or a function starting one (a synchronous throw counts as a failure too). */
export type TBackgroundTask = Promise<unknown> | (() => Promise<unknown> | void);

/**
 * The one way the server starts work it does not await: mail after a reply, the live engine's
 * timers, pushes and cluster messages. Handing a promise here is the documented, deliberate
 * choice not to await it: its failure is logged with what it was doing, and shutdown waits for
 * it (`idle`). Lint makes every other way an error (no-floating-promises without the `void`
 * escape, and no statement-level `.catch(handler)`; see eslint.config.js).
 */
export interface TBackgroundTasks {
  run(task: TBackgroundTask, context: TTaskContext): void;
  /** Resolves once every task started so far, and any they started meanwhile, has settled. */
  idle(): Promise<void>;
  /** Tasks not yet settled. */
  size(): number;
  /** What the unsettled tasks are doing (their events), for a shutdown that could not wait. */
  pending(): string[];
}

/** Creates a tracker reporting failures to `log`. */
export function createBackgroundTasks(
  log: (error: unknown, context: TTaskContext) => void,
): TBackgroundTasks {
  const pending = new Map<Promise<unknown>, string>();
  const start = (task: TBackgroundTask): Promise<unknown> => {
    if (typeof task !== 'function') return task;
    try {
      return Promise.resolve(task());
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return {
    run(task, context) {
      const tracked: Promise<unknown> = start(task)
        .catch((error: unknown) => log(error, context))
        .finally(() => pending.delete(tracked));
      pending.set(tracked, context.event);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending.keys()]);
    },
    size: () => pending.size,
    pending: () => [...pending.values()],
  };
}

/** How long a shutdown waits for the work in flight of each tracker before it closes anyway. */
export const SHUTDOWN_WAIT_MS = 10_000;

/**
 * Waits for the tracked work, at most `ms`: a task stuck on something that never answers (a lost
 * Redis, a mail server that holds the connection) must not hold a shutdown for ever. True when
 * everything settled in time.
 */
export async function settleWithin(background: TBackgroundTasks, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  const settled = await Promise.race([background.idle().then(() => true), deadline]);
  clearTimeout(timer);
  return settled;
}
