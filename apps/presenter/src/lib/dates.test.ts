import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes the month name and a 12-hour clock', () => {
    expect(formatDate('2025-03-04T15:05:00')).toBe('March 4, 2025 3:05 PM');
    expect(formatDate('2025-12-31T00:30:00')).toBe('December 31, 2025 12:30 AM');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
