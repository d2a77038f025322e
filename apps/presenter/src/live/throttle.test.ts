import { describe, expect, it } from 'vitest';
import { getThrottleWait } from './throttle';

describe('getThrottleWait', () => {
  it('runs at once the first time and after the interval has passed', () => {
    expect(getThrottleWait(null, 5000, 1000)).toBe(0);
    expect(getThrottleWait(1000, 2500, 1000)).toBe(0);
  });

  it('waits out the rest of the interval after a recent run', () => {
    expect(getThrottleWait(1000, 1300, 1000)).toBe(700);
  });
});
