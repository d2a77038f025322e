import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes English in the spec’s form: month name and a 12-hour clock', () => {
    expect(formatDate('2025-03-04T15:05:00')).toBe('March 4, 2025 3:05 PM');
    expect(formatDate('2025-12-31T00:30:00')).toBe('December 31, 2025 12:30 AM');
    expect(formatDate('2026-11-29T06:05:00')).toBe('November 29, 2026 6:05 AM');
    expect(formatDate('2026-07-01T12:00:00')).toBe('July 1, 2026 12:00 PM');
  });

  it('writes other languages the way they write dates', () => {
    expect(formatDate('2025-03-04T15:05:00', 'de')).toMatch(/^4\. März 2025.*15:05$/);
    expect(formatDate('2025-03-04T15:05:00', 'fr')).toMatch(/^4 mars 2025.*15:05$/);
    expect(formatDate('2025-03-04T15:05:00', 'es')).toMatch(/^4 de marzo de 2025.*15:05$/);
    expect(formatDate('2025-03-04T15:05:00', 'pt-BR')).toMatch(/^4 de março de 2025.*15:05$/);
    expect(formatDate('2025-03-04T15:05:00', 'ar')).toContain('مارس');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
