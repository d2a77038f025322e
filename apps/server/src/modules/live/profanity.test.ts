import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { describe, expect, it } from 'vitest';
import { hasPreScreen, isProfane } from './profanity';

describe('profanity filter', () => {
  it('catches profanity, look-alike characters included', () => {
    expect(isProfane('shit')).toBe(true);
    expect(isProfane('sh1t happens')).toBe(true);
    expect(isProfane('ѕhit')).toBe(true);
  });

  it('lets ordinary names and numbers through', () => {
    expect(isProfane('Brave Otter')).toBe(false);
    expect(isProfane('Table 455')).toBe(false);
    expect(isProfane('p2-717')).toBe(false);
  });

  it('answers as obscenity’s own matcher does, with the one-pass pre-screen on', () => {
    expect(hasPreScreen).toBe(true);
    const reference = new RegExpMatcher({
      ...englishDataset.build(),
      ...englishRecommendedTransformers,
    });
    const texts = [
      'fuck',
      'FUUUCK you',
      'f u c k',
      'fμck',
      'a$$hole',
      'b1tch please',
      'c0ck',
      'dickhead',
      'Dick Smith',
      'Scunthorpe',
      'assassin',
      'bass player',
      'shitake',
      'pen is mightier',
      'Zoë',
      'Ørjan',
      'José 42',
      '名前',
      '',
      '   ',
      '55378008',
      'p0-14999',
      'Table 455',
      'the cat sat on the mat',
      'Kahoot champion 2026',
    ];
    for (const text of texts) {
      const expected = reference
        .getAllMatches(text)
        .some((match) => /\p{L}/u.test(text.slice(match.startIndex, match.endIndex + 1)));
      expect(isProfane(text), text).toBe(expected);
    }
    // Both sides of the pre-screen are exercised.
    expect(texts.filter((text) => isProfane(text)).length).toBeGreaterThan(3);
    expect(texts.filter((text) => !isProfane(text)).length).toBeGreaterThan(3);
  });
});
