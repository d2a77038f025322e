import type { TClock, TClockTimer } from '../lib/clock';

interface TPending extends TClockTimer {
  at: number;
  order: number;
  run(): void;
}

/** A clock that only moves when the test says so (see lib/clock.ts). */
export interface TManualClock extends TClock {
  /** Moves time forward, running every timer due on the way in time order. */
  advance(ms: number): void;
  /** Timers not yet run. */
  pending(): number;
}

/**
 * Starts at `start` (the real time by default, so database rows written with real timestamps,
 * such as sessions, still make sense) and moves only through `advance`.
 */
export function createManualClock(start = Date.now()): TManualClock {
  let now = start;
  let order = 0;
  const timers = new Set<TPending>();

  const nextDue = (until: number): TPending | undefined => {
    let next: TPending | undefined;
    for (const timer of timers) {
      if (timer.at > until) continue;
      if (!next || timer.at < next.at || (timer.at === next.at && timer.order < next.order)) {
        next = timer;
      }
    }
    return next;
  };

  return {
    now: () => now,
    setTimeout(run, ms) {
      const timer: TPending = {
        at: now + Math.max(0, ms),
        order: order++,
        run,
        cancel: () => timers.delete(timer),
      };
      timers.add(timer);
      return timer;
    },
    clearTimeout: (timer) => timer?.cancel(),
    advance(ms) {
      const until = now + ms;
      for (let timer = nextDue(until); timer; timer = nextDue(until)) {
        timers.delete(timer);
        now = Math.max(now, timer.at);
        timer.run();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}
