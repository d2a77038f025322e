import { describe, expect, it } from 'vitest';
import { formatNumber, formatValue } from './format-number';

describe('numbers on the phone', () => {
  it('groups thousands by locale', () => {
    expect(formatNumber(2350)).toBe('2,350');
    expect(formatNumber(2706, 'de')).toBe('2.706');
  });
});

describe('typed numbers on the phone', () => {
  it('reads a year as a year and still groups five digits and more', () => {
    expect(formatValue(1969)).toBe('1969');
    expect(formatValue(12345)).toBe('12,345');
  });
});
