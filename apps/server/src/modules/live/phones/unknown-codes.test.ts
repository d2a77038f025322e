import { describe, expect, it } from 'vitest';
import { createUnknownCodes } from './unknown-codes';

describe('unknown join codes', () => {
  it('answers a code from memory for a while, then asks the database again', () => {
    const codes = createUnknownCodes(10_000, 100);
    codes.add('12345678', 0);
    expect(codes.has('12345678', 9_999)).toBe(true);
    expect(codes.has('12345678', 10_000)).toBe(false);
  });

  it('forgets a code as soon as a presentation takes it', () => {
    const codes = createUnknownCodes();
    codes.add('12345678');
    codes.forget('12345678');
    expect(codes.has('12345678')).toBe(false);
  });

  it('keeps at most `max` codes, dropping the oldest', () => {
    const codes = createUnknownCodes(10_000, 2);
    codes.add('1', 0);
    codes.add('2', 0);
    codes.add('3', 0);
    expect([codes.has('1', 1), codes.has('2', 1), codes.has('3', 1)]).toEqual([false, true, true]);
  });
});
