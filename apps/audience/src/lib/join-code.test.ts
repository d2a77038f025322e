import { describe, expect, it } from 'vitest';
import { formatJoinCode, isJoinCode, normaliseJoinCode } from './join-code';

describe('join codes', () => {
  it('accepts 8 digits typed with spaces or dashes', () => {
    expect(normaliseJoinCode(' 1234 5678 ')).toBe('12345678');
    expect(normaliseJoinCode('1234-5678')).toBe('12345678');
    expect(isJoinCode('12345678')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isJoinCode('1234567')).toBe(false);
    expect(isJoinCode('abcdefgh')).toBe(false);
  });

  it('shows a code in two groups of four', () => {
    expect(formatJoinCode('12345678')).toBe('1234 5678');
    expect(formatJoinCode('12ab')).toBe('12ab');
  });
});
