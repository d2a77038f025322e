import { describe, expect, it } from 'vitest';
import { formatNumber, toPercent } from './format-number';

describe('numbers on the phone', () => {
  it('groups thousands by locale and rounds shares', () => {
    expect(formatNumber(2350)).toBe('2,350');
    expect(formatNumber(2706, 'de')).toBe('2.706');
    expect(toPercent(1, 3)).toBe(33);
    expect(toPercent(0, 0)).toBe(0);
  });
});
