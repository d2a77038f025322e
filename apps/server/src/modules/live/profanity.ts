import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

// The recommended transformers fold look-alike characters (leet speak, accents, repeated letters)
// before matching, so "sh1t" and "ѕhit" are caught as well.
const matcher = new RegExpMatcher({
  ...englishDataset.build(),
  ...englishRecommendedTransformers,
});

/** Whether a text contains a profane word, look-alike characters included. */
export function isProfane(text: string): boolean {
  return matcher.hasMatch(text);
}
