import { describe, expect, it } from 'vitest';
import { FIT_FACTOR_MIN, findFitFactor } from './fit-factor';

describe('findFitFactor', () => {
  it('keeps full size when the content fits', () => {
    expect(findFitFactor(() => true)).toBe(1);
  });

  it('finds the largest factor that fits, to the precision', () => {
    const factor = findFitFactor((f) => f <= 0.61);
    expect(factor).toBeLessThanOrEqual(0.61);
    expect(factor).toBeGreaterThan(0.61 - 0.02);
  });

  it('stops at the readable minimum when nothing fits', () => {
    expect(findFitFactor(() => false)).toBe(FIT_FACTOR_MIN);
  });

  it('asks only a handful of layouts', () => {
    let calls = 0;
    findFitFactor((f) => {
      calls += 1;
      return f < 0.5;
    });
    expect(calls).toBeLessThanOrEqual(8);
  });
});
