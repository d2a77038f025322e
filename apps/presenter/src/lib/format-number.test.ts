import { describe, expect, it } from 'vitest';
import { formatNumber, formatValue } from './format-number';

describe('numbers on the big screen', () => {
  it('groups thousands like the phones do, by locale', () => {
    expect(formatNumber(2706)).toBe('2,706');
    expect(formatNumber(2706, 'de')).toBe('2.706');
    expect(formatNumber(12)).toBe('12');
  });
});

describe('typed numbers on the big screen', () => {
  it('reads a year as a year and still groups five digits and more', () => {
    expect(formatValue(1969)).toBe('1969');
    expect(formatValue(-2024)).toBe('-2024');
    expect(formatValue(12345)).toBe('12,345');
    expect(formatValue(12345, 'de')).toBe('12.345');
    expect(formatValue(3.5)).toBe('3.5');
  });
});
