/** Sockets written to in one turn of the event loop at most; a larger broadcast yields between. */
export const OUTBOX_TURN_SOCKETS = 500;

/**
 * One piece of outgoing work: `run` writes to about `weight()` sockets of this node. A step that
 * returns a promise (a broadcast through a cluster adapter, delivered here once published) ends
 * the turn; the next step waits for it to settle.
 */
export interface TOutboxStep {
  weight(): number;
  run(): void | Promise<unknown>;
}

/**
 * The order in which a node writes live messages to phones, and the pace. Steps run in the
 * order they were pushed, so every phone gets its messages in the order the engine sent them;
 * a turn of the event loop writes to at most OUTBOX_TURN_SOCKETS sockets (or one larger step), then
 * yields (setImmediate)
 * so that requests, answers and health checks are served during a broadcast to 15,000 phones
 * instead of after it. With an empty queue the first steps run at once (no added latency).
 */
export function createOutbox(options: { turnSockets?: number; onError(error: unknown): void }) {
  const turnSockets = options.turnSockets ?? OUTBOX_TURN_SOCKETS;
  let steps: TOutboxStep[] = [];
  let head = 0;
  let draining = false;

  function weightOf(step: TOutboxStep): number {
    try {
      return Math.max(1, step.weight());
    } catch (error) {
      options.onError(error);
      return 1;
    }
  }

  function drain(): void {
    let spent = 0;
    while (head < steps.length) {
      const step = steps[head];
      if (!step) break;
      const weight = weightOf(step);
      // A step that would take the turn over its budget waits for the next turn (unless it is the
      // turn's first: a shard larger than the budget is still written whole).
      if (spent > 0 && spent + weight > turnSockets) break;
      spent += weight;
      head += 1;
      let ran: void | Promise<unknown> = undefined;
      try {
        ran = step.run();
      } catch (error) {
        options.onError(error);
      }
      if (ran instanceof Promise) {
        ran.catch(options.onError).finally(() => setImmediate(drain));
        return;
      }
    }
    if (head < steps.length) {
      setImmediate(drain);
      return;
    }
    steps = [];
    head = 0;
    draining = false;
  }

  return {
    /** Queues steps behind every step pushed before; runs what the turn allows now. */
    push(...added: TOutboxStep[]): void {
      steps.push(...added);
      if (draining) return;
      draining = true;
      drain();
    },
    /** Steps waiting (long-uptime checks). */
    size: () => steps.length - head,
  };
}

export type TOutbox = ReturnType<typeof createOutbox>;
