import { describe, expect, it } from 'vitest';
import { binNumbers } from '@crowdeck/core';
import { getNumericScale } from './numeric-scale';

describe('getNumericScale', () => {
  it('places the correct value and the scoring band exactly on range columns', () => {
    // 0..100 in ten ranges of 10; correct 42 ± 3 scores 39..45, a part of two columns only.
    const bins = binNumbers([], { min: 0, max: 100, step: 1 });
    const scale = getNumericScale(bins, 1);
    expect(scale.at(42)).toBeCloseTo(42);
    expect(scale.band(39, 45)).toEqual({ from: 39, to: 45 });
    expect(scale.band(-5, 3)).toEqual({ from: 0, to: 3 });
  });

  it('covers whole columns when every value has its own', () => {
    // 1..5 by 1: five columns of 20 %; 3 ± 1 scores the columns 2, 3 and 4.
    const bins = binNumbers([], { min: 1, max: 5, step: 1 });
    const scale = getNumericScale(bins, 1);
    expect(scale.at(3)).toBeCloseTo(50);
    expect(scale.band(2, 4)).toEqual({ from: 20, to: 80 });
    expect(scale.band(2.5, 3.5)).toEqual({ from: 40, to: 60 });
  });
});
