import { describe, expect, it } from 'vitest';
import { isWithinOneEdit, matchesTypedAnswer, normaliseTypedAnswer } from './typed-answers';

describe('normaliseTypedAnswer', () => {
  it('ignores case, accents, surrounding and repeated spaces', () => {
    expect(normaliseTypedAnswer('  Café   au  LAIT ')).toBe('cafe au lait');
    expect(normaliseTypedAnswer('São\tPaulo')).toBe('sao paulo');
    expect(normaliseTypedAnswer('ＡＢＣ')).toBe('abc');
  });
});

describe('isWithinOneEdit', () => {
  it.each([
    ['paris', 'paris', true],
    ['pariz', 'paris', true], // one letter changed
    ['pars', 'paris', true], // one missing
    ['pariss', 'paris', true], // one extra
    ['apris', 'paris', true], // neighbours swapped
    ['praiss', 'paris', false],
    ['pzriz', 'paris', false],
    ['sirap', 'paris', false],
    ['', 'a', true],
    ['ab', 'ba', true],
    ['abc', 'cba', false],
  ])('%s → %s: %s', (a, b, expected) => {
    expect(isWithinOneEdit(a, b)).toBe(expected);
    expect(isWithinOneEdit(b, a)).toBe(expected);
  });
});

describe('matchesTypedAnswer', () => {
  const accepted = ['Jupiter', 'Zeus', '  '];

  it('matches an accepted answer ignoring case, accents and spaces', () => {
    expect(matchesTypedAnswer('  jupitér ', accepted, false)).toBe(true);
    expect(matchesTypedAnswer('ZEUS', accepted, false)).toBe(true);
  });

  it('accepts one typo in answers of five or more letters when allowed', () => {
    expect(matchesTypedAnswer('Jupitre', accepted, true)).toBe(true);
    expect(matchesTypedAnswer('Jupiterr', accepted, true)).toBe(true);
    expect(matchesTypedAnswer('Jupitre', accepted, false)).toBe(false);
  });

  it('refuses two typos, and any typo in shorter answers', () => {
    expect(matchesTypedAnswer('Jupyterr', accepted, true)).toBe(false);
    expect(matchesTypedAnswer('Zeos', accepted, true)).toBe(false);
  });

  it('never matches a blank answer or a blank accepted answer', () => {
    expect(matchesTypedAnswer('   ', accepted, true)).toBe(false);
    expect(matchesTypedAnswer('x', ['', ' '], true)).toBe(false);
  });

  it('counts letters, not spaces, toward the five', () => {
    // "a b c d" has four letters: no typo allowed.
    expect(matchesTypedAnswer('a b c e', ['a b c d'], true)).toBe(false);
    expect(matchesTypedAnswer('new yorc', ['New York'], true)).toBe(true);
  });
});
