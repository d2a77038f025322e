import { describe, expect, it } from 'vitest';
import {
  binNumbers,
  checkNumericSettings,
  isExactSelection,
  isFormatAllowed,
  isOnScale,
  isValidRatings,
  isValidSelection,
  isWithinTolerance,
  resolveSettings,
  toPublicSettings,
} from './answer-formats';

describe('formats by slide type', () => {
  // The scored formats on quizzes and the survey formats on polls.
  it.each([
    { type: 'quiz', format: 'typeAnswer', allowed: true },
    { type: 'quiz', format: 'scales', allowed: false },
    { type: 'poll', format: 'ranking', allowed: true },
    { type: 'poll', format: 'typeAnswer', allowed: false },
    { type: 'wordCloud', format: 'multi', allowed: false },
    { type: 'content', format: 'choice', allowed: true },
  ] as const)('on a $type slide, $format is allowed: $allowed', ({ type, format, allowed }) => {
    expect(isFormatAllowed(type, format)).toBe(allowed);
  });
});

describe('numeric guesses', () => {
  it('scores inside the tolerance band, both ends included, and nothing outside', () => {
    expect(isWithinTolerance(1969, 1969, 0)).toBe(true);
    expect(isWithinTolerance(1967, 1969, 2)).toBe(true);
    expect(isWithinTolerance(1971, 1969, 2)).toBe(true);
    expect(isWithinTolerance(1972, 1969, 2)).toBe(false);
    expect(isWithinTolerance(0.3, 0.1 + 0.2, 0)).toBe(true);
  });

  it('takes only values on the slider', () => {
    const settings = resolveSettings({ min: 0, max: 10, step: 0.5 });
    expect(isOnScale(2.5, settings)).toBe(true);
    expect(isOnScale(2.25, settings)).toBe(false);
    expect(isOnScale(10.5, settings)).toBe(false);
    expect(isOnScale(-0.5, settings)).toBe(false);
  });

  it('refuses settings that cannot make a slider', () => {
    expect(checkNumericSettings(resolveSettings({ min: 5, max: 5 }))).toBe('range.invalid');
    expect(checkNumericSettings(resolveSettings({ step: 200 }))).toBe('step.range');
    expect(checkNumericSettings(resolveSettings({ max: 1e9, step: 1 }))).toBe('step.tooSmall');
    expect(checkNumericSettings(resolveSettings({ correctValue: 101 }))).toBe('correctValue.range');
    expect(checkNumericSettings(resolveSettings({ correctValue: 42 }))).toBeNull();
  });

  it('never tells phones the correct value', () => {
    const settings = resolveSettings({ correctValue: 42, tolerance: 3 });
    expect(toPublicSettings('numeric', settings)).toEqual({ min: 0, max: 100, step: 1 });
  });
});

describe('multiple correct answers', () => {
  it('scores only exactly the correct set', () => {
    expect(isExactSelection(['a', 'c'], ['c', 'a'])).toBe(true);
    expect(isExactSelection(['a'], ['a', 'c'])).toBe(false);
    expect(isExactSelection(['a', 'b', 'c'], ['a', 'c'])).toBe(false);
    expect(isExactSelection([], [])).toBe(true);
  });

  it('takes at most the allowed count of distinct known options', () => {
    expect(isValidSelection(['a', 'b'], ['a', 'b', 'c'], 2)).toBe(true);
    expect(isValidSelection(['a', 'b', 'c'], ['a', 'b', 'c'], 2)).toBe(false);
    expect(isValidSelection(['a', 'a'], ['a', 'b'], 2)).toBe(false);
    expect(isValidSelection(['x'], ['a', 'b'], 2)).toBe(false);
    expect(isValidSelection([], ['a'], 2)).toBe(false);
  });
});

describe('scales', () => {
  it('takes ratings on the scale or skips, at least one rating', () => {
    expect(isValidRatings({ a: 5, b: null }, ['a', 'b'], 5)).toBe(true);
    expect(isValidRatings({ a: 6 }, ['a'], 5)).toBe(false);
    expect(isValidRatings({ a: null }, ['a'], 5)).toBe(false);
    expect(isValidRatings({ z: 1 }, ['a'], 5)).toBe(false);
    expect(isValidRatings({ a: 1.5 }, ['a'], 5)).toBe(false);
  });
});

describe('binNumbers', () => {
  it('gives one bar per value when the slider has few', () => {
    const bins = binNumbers([{ value: 2, count: 3 }], { min: 1, max: 5, step: 1 });
    expect(bins.map((b) => [b.from, b.count])).toEqual([
      [1, 0],
      [2, 3],
      [3, 0],
      [4, 0],
      [5, 0],
    ]);
  });

  it('gives ten equal ranges otherwise, the top value in the last', () => {
    const bins = binNumbers(
      [
        { value: 0, count: 1 },
        { value: 9.9, count: 1 },
        { value: 10, count: 2 },
        { value: 100, count: 4 },
      ],
      { min: 0, max: 100, step: 0.1 },
    );
    expect(bins).toHaveLength(10);
    expect(bins[0]).toEqual({ from: 0, to: 10, count: 2 });
    expect(bins[1]).toEqual({ from: 10, to: 20, count: 2 });
    expect(bins[9]).toEqual({ from: 90, to: 100, count: 4 });
  });
});
