import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('numbers on the phone', () => {
  it('groups thousands by locale', () => {
    expect(formatNumber(2350)).toBe('2,350');
    expect(formatNumber(2706, 'de')).toBe('2.706');
  });
});
