import { describe, expect, it } from 'vitest';
import { LIVE_LIMITS } from '@crowdeck/core';
import { createReactionLimiter, getReactionWaitMs, pruneReactionTimes } from './reaction-limit';

describe('reaction limit', () => {
  it('lets reactions through until the limit, then waits for the oldest to expire', () => {
    const times = Array.from(
      { length: LIVE_LIMITS.reactionsPer10s - 1 },
      (_, i) => 1_000 + i * 100,
    );
    expect(getReactionWaitMs(times, 2_000)).toBe(0);
    const full = [...times, 1_900];
    expect(getReactionWaitMs(full, 2_000)).toBe(9_000);
    expect(getReactionWaitMs(full, 11_000)).toBe(0);
  });

  it('forgets reactions older than the window', () => {
    expect(pruneReactionTimes([0, 5_000, 9_000], 12_000)).toEqual([5_000, 9_000]);
  });
});

describe('reaction limiter', () => {
  it('asks for a pause after the fifth reaction in ten seconds', () => {
    let clock = 0;
    const limiter = createReactionLimiter(() => clock);
    const waits = Array.from({ length: LIVE_LIMITS.reactionsPer10s }, () => {
      clock += 100;
      return limiter.record();
    });
    expect(waits.slice(0, -1).every((w) => w === 0)).toBe(true);
    expect(waits.at(-1)).toBe(9_600);
  });
});
