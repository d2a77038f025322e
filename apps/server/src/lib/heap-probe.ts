/** What the heap probe answers. */
export interface THeapReading {
  type: 'crowdeck:heap';
  /** V8 heap in use after a full collection, in bytes. */
  heapUsed: number;
  /** Entries the live engine keeps, per kind of state. */
  sizes: Record<string, number>;
}

/**
 * For the soak benchmark: a parent that started this process with an IPC channel and
 * `--expose-gc` asks `crowdeck:heap` and gets the heap after a full collection. Inert otherwise
 * (no IPC channel or no exposed gc, as in production).
 */
export function registerHeapProbe(sizes: () => Record<string, number>): void {
  const gc = globalThis.gc;
  const send = process.send?.bind(process);
  if (!send || !gc) return;
  process.on('message', (message) => {
    if (message !== 'crowdeck:heap') return;
    gc();
    gc();
    const reading: THeapReading = {
      type: 'crowdeck:heap',
      heapUsed: process.memoryUsage().heapUsed,
      sizes: sizes(),
    };
    send(reading);
  });
}
