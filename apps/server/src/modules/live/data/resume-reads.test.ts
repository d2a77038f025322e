import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPacing } from './resume-reads';

/** The pacing of the resume reads: how lookups are gathered into statements. */
describe('resume reads: pacing', () => {
  let clock = 0;
  const now = () => clock;
  /** A read that ends when the test says so. */
  function heldRead() {
    let finish: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (finish = resolve));
    return { read: () => done, finish };
  }

  beforeEach(() => {
    clock = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate'] });
  });
  afterEach(() => vi.useRealTimers());

  it('sends a lone lookup on the next check phase', async () => {
    const pacing = createPacing(20, now);
    const dispatched: string[] = [];
    pacing.schedule(() => dispatched.push('first'));
    expect(dispatched).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(dispatched).toEqual(['first']);
  });

  it('holds the next batch while a read runs and until the gap since its start has passed', async () => {
    const pacing = createPacing(20, now);
    const dispatched: string[] = [];
    const first = heldRead();
    pacing.schedule(() => {
      dispatched.push('first');
      void pacing.run(first.read);
    });
    await vi.advanceTimersToNextTimerAsync();
    expect(dispatched).toEqual(['first']);
    // Asked while the first read is in flight: waits for it.
    pacing.schedule(() => dispatched.push('second'));
    pacing.schedule(() => dispatched.push('third'));
    clock = 5;
    await vi.advanceTimersByTimeAsync(5);
    expect(dispatched).toEqual(['first']);
    // The read ends 8 ms after it started: the next batches go 12 ms later, together.
    clock = 8;
    first.finish();
    await vi.advanceTimersByTimeAsync(11);
    expect(dispatched).toEqual(['first']);
    clock = 20;
    await vi.advanceTimersByTimeAsync(1);
    expect(dispatched).toEqual(['first', 'second', 'third']);
  });

  it('does not wait once the gap has passed', async () => {
    const pacing = createPacing(20, now);
    const dispatched: string[] = [];
    pacing.schedule(() => {
      dispatched.push('first');
      void pacing.run(() => Promise.resolve());
    });
    await vi.advanceTimersToNextTimerAsync();
    clock = 50;
    pacing.schedule(() => dispatched.push('later'));
    await vi.advanceTimersToNextTimerAsync();
    expect(dispatched).toEqual(['first', 'later']);
  });
});
