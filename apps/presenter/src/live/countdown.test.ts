import { describe, expect, it } from 'vitest';
import {
  getClockOffset,
  getRemainingFraction,
  getRemainingMs,
  getRemainingSeconds,
} from './countdown';

describe('countdown with clock skew', () => {
  it.each([
    [10_500, 10_000, 500],
    [9_000, 10_000, -1000],
  ])(
    'measures how far ahead the server clock is (server %i, local %i)',
    (server, local, offset) => {
      expect(getClockOffset(server, local)).toBe(offset);
    },
  );

  it('counts down to the server close time even when the local clock is behind', () => {
    // Server is 2 s ahead: at local 100 000 the server reads 102 000, 8 s before 110 000.
    expect(getRemainingMs(110_000, 100_000, 2_000)).toBe(8_000);
    expect(getRemainingSeconds(110_000, 100_000, 2_000)).toBe(8);
  });

  it('never goes below zero after the close', () => {
    expect(getRemainingMs(110_000, 120_000, 0)).toBe(0);
    expect(getRemainingSeconds(110_000, 120_000, 0)).toBe(0);
  });

  it('rounds seconds up so the last second is still shown', () => {
    expect(getRemainingSeconds(10_000, 9_100, 0)).toBe(1);
  });

  it('gives the share of time left for the ring', () => {
    const timing = { opensAt: 0, closesAt: 20_000 };
    expect(getRemainingFraction(timing, 0, 0)).toBe(1);
    expect(getRemainingFraction(timing, 5_000, 0)).toBe(0.75);
    expect(getRemainingFraction(timing, 4_000, 1_000)).toBe(0.75);
    expect(getRemainingFraction(timing, 30_000, 0)).toBe(0);
    expect(getRemainingFraction({ opensAt: 5, closesAt: 5 }, 0, 0)).toBe(0);
  });
});
