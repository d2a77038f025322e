import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

// The recommended transformers fold look-alike characters (leet speak, accents, repeated letters)
// before matching, so "sh1t" and "ѕhit" are caught as well.
const matcher = new RegExpMatcher({
  ...englishDataset.build(),
  ...englishRecommendedTransformers,
});

/** The parts of obscenity's RegExpMatcher (0.4) the pre-screen reads (not in its public types). */
interface TMatcherInternals {
  blacklistedTerms?: { regExp: RegExp }[];
  blacklistMatcherTransformers?: unknown;
  applyTransformers?(input: string, transformers: unknown): [number[], string];
}

/**
 * One pass over the folded text that tells whether any blacklisted term matches anywhere: the
 * matcher itself runs each of its ~120 terms' expressions in turn (~15 µs a text, 0.3 s of CPU
 * when 15,000 phones join with new nicknames), though almost every text matches none. Built from
 * the matcher's own folding and expressions, so it answers as the matcher would; null (the
 * matcher alone decides) if those are not there or not as expected.
 */
function buildPreScreen(): ((text: string) => boolean) | null {
  // Cast: the matcher's fields are private in its types; each one is checked before it is used.
  const internals = matcher as unknown as TMatcherInternals;
  const terms = internals.blacklistedTerms;
  const fold = internals.applyTransformers;
  if (!Array.isArray(terms) || terms.length === 0 || typeof fold !== 'function') return null;
  const flags = new Set(terms.map((term) => term.regExp.flags));
  // Numbered groups would be renumbered by the union; every term must share the same flags.
  if (flags.size !== 1 || terms.some((term) => /\\[1-9]/.test(term.regExp.source))) return null;
  const union = new RegExp(
    terms.map((term) => `(?:${term.regExp.source})`).join('|'),
    [...flags][0]!.replace(/[gy]/g, ''),
  );
  return (text) => union.test(fold.call(matcher, text, internals.blacklistMatcherTransformers)[1]);
}

const mayMatch = buildPreScreen();

/**
 * Whether a text contains a profane word, look-alike characters included. A match made only of
 * digits and punctuation ("455", "7-1-7") is leet-speak folding of a number, not a word: ignored,
 * so "Table 455" can join.
 */
export function isProfane(text: string): boolean {
  let profane = recent.get(text);
  if (profane === undefined) {
    // A word cloud where thousands send the same few words asks once per word.
    if (recent.size >= RECENT_MAX) recent.clear();
    profane =
      (mayMatch?.(text) ?? true) &&
      matcher
        .getAllMatches(text)
        .some((match) => /\p{L}/u.test(text.slice(match.startIndex, match.endIndex + 1)));
    recent.set(text, profane);
  }
  return profane;
}

/** Whether the one-pass pre-screen is in use (tests). */
export const hasPreScreen = mayMatch !== null;

/** Texts checked lately (bounded: cleared when full). */
const recent = new Map<string, boolean>();
const RECENT_MAX = 5_000;
