import { describe, expect, it } from 'vitest';
import { ANSWER_PALETTE } from '@crowdeck/core';
import { getWordColour, getWordSizes } from './word-sizes';

describe('getWordSizes', () => {
  it('draws the most frequent word largest and the rarest smallest', () => {
    const sized = getWordSizes(
      [
        { text: 'fun', count: 1 },
        { text: 'ideas', count: 16 },
        { text: 'learn', count: 4 },
      ],
      { minSize: 20, maxSize: 100 },
    );
    expect(sized.map((word) => word.text)).toEqual(['ideas', 'learn', 'fun']);
    expect(sized[0]?.size).toBe(100);
    expect(sized[2]?.size).toBe(20);
    // Square-root scale: 4 votes sit a third of the way (sqrt 2 between sqrt 1 and sqrt 4).
    expect(sized[1]?.size).toBe(47);
  });

  it('uses the largest size when every word has the same count', () => {
    const sized = getWordSizes(
      [
        { text: 'a', count: 2 },
        { text: 'b', count: 2 },
      ],
      { maxSize: 90 },
    );
    expect(sized.map((word) => word.size)).toEqual([90, 90]);
  });

  it('keeps only the most frequent words, dropping empty ones', () => {
    const words = Array.from({ length: 10 }, (_, index) => ({ text: `w${index}`, count: index }));
    const sized = getWordSizes([...words, { text: '  ', count: 50 }], { limit: 3 });
    expect(sized.map((word) => word.text)).toEqual(['w9', 'w8', 'w7']);
    expect(getWordSizes([])).toEqual([]);
  });

  it('gives each word a stable palette colour', () => {
    expect(getWordColour('ideas')).toBe(getWordColour('ideas'));
    expect(ANSWER_PALETTE).toContain(getWordColour('ideas'));
  });
});
