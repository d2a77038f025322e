/**
 * Lets at most `perTurn` callers go on in one turn of the event loop; the others wait, in the
 * order they came, for the next turns (a check phase each, after the poll phase: new connections
 * and requests are served in between). A batch of a thousand joins committed together went on
 * all at once — each building its state and writing its acknowledgement — and held the node for
 * 0.7–2.5 s, while the kernel's accept queue overflowed with the phones still connecting.
 */
export function createTurnBudget(perTurn: number) {
  let used = 0;
  let armed = false;
  let waiting: (() => void)[] = [];
  let head = 0;

  function nextTurn(): void {
    armed = false;
    used = 0;
    while (head < waiting.length && used < perTurn) {
      used += 1;
      const task = waiting[head++];
      task?.();
    }
    if (head === waiting.length) {
      waiting = [];
      head = 0;
    }
    if (used > 0) arm();
  }

  function arm(): void {
    if (armed) return;
    armed = true;
    setImmediate(nextTurn);
  }

  return {
    /** Resolves when the caller may go on: at once while this turn has room, else on a later turn. */
    take(): Promise<void> {
      if (head === waiting.length && used < perTurn) {
        used += 1;
        arm();
        return Promise.resolve();
      }
      arm();
      return new Promise((resolve) => waiting.push(resolve));
    },
    /** Callers waiting for a turn (long-uptime checks). */
    size: () => waiting.length - head,
  };
}

export type TTurnBudget = ReturnType<typeof createTurnBudget>;
