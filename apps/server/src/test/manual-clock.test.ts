import { describe, expect, it } from 'vitest';
import { createManualClock } from './manual-clock';

describe('manual clock', () => {
  it('runs due timers in time order, each at its own time, and only those', () => {
    const clock = createManualClock(1_000);
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => seen.push(`a@${clock.now()}`), 100);
    clock.setTimeout(() => seen.push(`c@${clock.now()}`), 500);
    clock.advance(300);
    expect(seen).toEqual(['a@1100', 'b@1200']);
    expect(clock.now()).toBe(1_300);
    expect(clock.pending()).toBe(1);
  });

  it('runs a timer set by a timer when it falls due within the same advance', () => {
    const clock = createManualClock(0);
    const seen: number[] = [];
    clock.setTimeout(() => {
      seen.push(clock.now());
      clock.setTimeout(() => seen.push(clock.now()), 50);
    }, 100);
    clock.advance(200);
    expect(seen).toEqual([100, 150]);
  });

  it('does not run a cleared timer', () => {
    const clock = createManualClock(0);
    let ran = false;
    const timer = clock.setTimeout(() => (ran = true), 10);
    clock.clearTimeout(timer);
    clock.advance(100);
    expect(ran).toBe(false);
  });
});
