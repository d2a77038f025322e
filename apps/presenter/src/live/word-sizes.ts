import { ANSWER_PALETTE } from '@crowdeck/core';

/** A word placed in the cloud: its size in px and colour. */
export interface TSizedWord {
  text: string;
  count: number;
  size: number;
  colour: string;
}

/** Most words drawn at once; the rest are too small to read on a big screen anyway. */
export const WORD_CLOUD_MAX_WORDS = 80;

/**
 * Font sizes for a word cloud: area grows with the count (square-root scale) from `minSize` for the
 * rarest word to `maxSize` for the most frequent. Keeps the `limit` most frequent words, ties in
 * alphabetical order so the cloud does not reshuffle between updates.
 */
export function getWordSizes(
  words: readonly { text: string; count: number }[],
  { minSize = 22, maxSize = 110, limit = WORD_CLOUD_MAX_WORDS } = {},
): TSizedWord[] {
  const kept = words
    .filter((word) => word.count > 0 && word.text.trim() !== '')
    .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text))
    .slice(0, limit);
  if (kept.length === 0) return [];
  const counts = kept.map((word) => word.count);
  const low = Math.sqrt(Math.min(...counts));
  const high = Math.sqrt(Math.max(...counts));
  return kept.map((word) => {
    const share = high === low ? 1 : (Math.sqrt(word.count) - low) / (high - low);
    return {
      text: word.text,
      count: word.count,
      size: Math.round(minSize + share * (maxSize - minSize)),
      colour: getWordColour(word.text),
    };
  });
}

/** A stable palette colour per word, so a word keeps its colour as the cloud grows. */
export function getWordColour(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return ANSWER_PALETTE[hash % ANSWER_PALETTE.length] ?? ANSWER_PALETTE[0];
}
