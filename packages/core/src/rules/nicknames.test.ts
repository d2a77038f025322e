import { describe, expect, it } from 'vitest';
import { suggestFreeName, toNameKey } from './nicknames';

describe('toNameKey', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(toNameKey('Bob')).toBe('bob');
    expect(toNameKey('bob')).toBe('bob');
    expect(toNameKey('BÓB')).toBe('bob');
    expect(toNameKey('  Zoë   Saldaña ')).toBe('zoe saldana');
    expect(toNameKey('Ｂｏｂ')).toBe('bob');
  });

  it('ignores characters that draw nothing (zero-width, bidi controls, soft hyphen)', () => {
    expect(toNameKey('Bob\u200B')).toBe('bob');
    expect(toNameKey('B\u200Dob\u00AD')).toBe('bob');
    expect(toNameKey('\u202EBob\u202C')).toBe('bob');
    expect(toNameKey('Bob\uFE0F')).toBe('bob');
  });

  it('keeps different names apart', () => {
    expect(toNameKey('Bob')).not.toBe(toNameKey('Rob'));
    expect(toNameKey('李')).toBe('李');
  });
});

describe('suggestFreeName', () => {
  it('offers the first free number', () => {
    const taken = new Set(['bob', 'bob 2']);
    expect(suggestFreeName('Bob', (key) => taken.has(key), 24)).toBe('Bob 3');
    expect(suggestFreeName('Bob', () => false, 24)).toBe('Bob 2');
  });

  it('compares variants by key, so "bob 2" blocks "Bob 2"', () => {
    const taken = new Set(['bob', 'bob 2']);
    expect(suggestFreeName('BOB', (key) => taken.has(key), 24)).toBe('BOB 3');
  });

  it('cuts a long name so the number still fits', () => {
    const name = 'Alexandra Featherstonehaugh';
    const suggestion = suggestFreeName(name, () => false, 24);
    expect(suggestion).toBe('Alexandra Featherstone 2');
    expect(suggestion.length).toBeLessThanOrEqual(24);
  });
});
