import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

// The recommended transformers fold look-alike characters (leet speak, accents, repeated letters)
// before matching, so "sh1t" and "ѕhit" are caught as well.
const matcher = new RegExpMatcher({
  ...englishDataset.build(),
  ...englishRecommendedTransformers,
});

/**
 * Whether a text contains a profane word, look-alike characters included. A match made only of
 * digits and punctuation ("455", "7-1-7") is leet-speak folding of a number, not a word: ignored,
 * so "Table 455" can join.
 */
export function isProfane(text: string): boolean {
  let profane = recent.get(text);
  if (profane === undefined) {
    // ~20 µs a text: a word cloud where thousands send the same few words asks once per word.
    if (recent.size >= RECENT_MAX) recent.clear();
    profane = matcher
      .getAllMatches(text)
      .some((match) => /\p{L}/u.test(text.slice(match.startIndex, match.endIndex + 1)));
    recent.set(text, profane);
  }
  return profane;
}

/** Texts checked lately (bounded: cleared when full). */
const recent = new Map<string, boolean>();
const RECENT_MAX = 5_000;
