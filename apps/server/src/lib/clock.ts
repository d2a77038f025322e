/** A timer handed out by a clock; `clearTimeout` takes it back. */
export interface TClockTimer {
  cancel(): void;
}

/**
 * Where the server reads the time and sets its timers: the live engine (question clock, answer
 * timing, early close, deck cache, idle decks) and the billing job. Production uses the system
 * clock; tests hand in a manual one (src/test/manual-clock.ts) to move time exactly, for example
 * to answer one millisecond before a question closes, without sleeping.
 */
export interface TClock {
  /** Milliseconds since the epoch, like Date.now(). */
  now(): number;
  setTimeout(run: () => void, ms: number): TClockTimer;
  clearTimeout(timer: TClockTimer | undefined): void;
}

/**
 * Date.now and Node's timers. Its timers do not keep the process alive by themselves (the
 * listening server does), so a forgotten one never holds up an exit.
 */
export const systemClock: TClock = {
  now: () => Date.now(),
  setTimeout(run, ms) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
  clearTimeout: (timer) => timer?.cancel(),
};

/** The clock's time as a Date. */
export const dateOf = (clock: TClock): Date => new Date(clock.now());
