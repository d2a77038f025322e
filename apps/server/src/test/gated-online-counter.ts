import {
  createMemoryOnlineCounter,
  type TOnlineCounter,
} from '../modules/live/capacity/online-counter';

/**
 * The real in-memory online counter, whose place requests can be held back by a test to make a
 * slow counter (a loaded Redis) visible: `hold()`, then `waiting()` resolves once a request is
 * held, and `release()` lets the held ones through.
 */
export function createGatedOnlineCounter() {
  const counter = createMemoryOnlineCounter();
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  let onHeld: Array<() => void> = [];

  const gated: TOnlineCounter = {
    ...counter,
    async tryAcquire(key, member, limit) {
      if (gate) {
        onHeld.forEach((resolve) => resolve());
        onHeld = [];
        await gate;
      }
      return counter.tryAcquire(key, member, limit);
    },
  };
  return {
    counter: gated,
    hold(): void {
      gate = new Promise((resolve) => (open = resolve));
    },
    /** Resolves once a place request is being held. */
    waiting: (): Promise<void> => new Promise((resolve) => onHeld.push(resolve)),
    release(): void {
      gate = null;
      open();
    },
  };
}
