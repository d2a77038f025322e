import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('numbers on the big screen', () => {
  it('groups thousands like the phones do, by locale', () => {
    expect(formatNumber(2706)).toBe('2,706');
    expect(formatNumber(2706, 'de')).toBe('2.706');
    expect(formatNumber(12)).toBe('12');
  });
});
