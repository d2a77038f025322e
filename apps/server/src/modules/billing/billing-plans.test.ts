import { describe, expect, it } from 'vitest';
import { addMonths, getPeriod, getPlanPriceCents } from './billing-plans';

describe('billing periods and prices', () => {
  it('adds calendar months, clamped to the end of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(addMonths(new Date('2026-08-15T00:00:00Z'), 6).toISOString()).toBe(
      '2027-02-15T00:00:00.000Z',
    );
  });

  it('gives one month for Pro Monthly and six for Pro Half-Yearly', () => {
    const start = new Date('2026-03-10T12:00:00Z');
    expect(getPeriod('pro-monthly', start).end.toISOString()).toBe('2026-04-10T12:00:00.000Z');
    expect(getPeriod('pro-half-yearly', start).end.toISOString()).toBe('2026-09-10T12:00:00.000Z');
  });

  it('prices in cents from the catalogue', () => {
    expect(getPlanPriceCents('pro-monthly')).toBe(1999);
    expect(getPlanPriceCents('pro-half-yearly')).toBe(8994);
  });
});
