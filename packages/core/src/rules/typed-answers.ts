import { FORMAT_LIMITS } from '../constants/format-limits';

/**
 * A typed answer as it is compared: accents removed, lower case, trimmed, inner runs of spaces
 * made one ("  Café  au   LAIT " → "cafe au lait").
 */
export function normaliseTypedAnswer(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/gu, ' ');
}

/** Letters and digits of a normalised answer (spaces do not count toward "five letters"). */
function letterCount(text: string): number {
  return text.replace(/[^\p{L}\p{N}]/gu, '').length;
}

/**
 * Whether `a` becomes `b` by at most one edit: a letter changed, added or removed, or two
 * neighbouring letters swapped (the optimal string alignment distance ≤ 1), in linear time.
 */
export function isWithinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let endX = x.length - 1;
  let endY = y.length - 1;
  while (endX >= start && endY >= start && x[endX] === y[endY]) {
    endX--;
    endY--;
  }
  const restX = endX - start + 1;
  const restY = endY - start + 1;
  // One substitution, one insertion or one deletion.
  if (restX <= 1 && restY <= 1) return true;
  // One transposition of neighbours: "ab" ↔ "ba".
  return restX === 2 && restY === 2 && x[start] === y[start + 1] && x[start + 1] === y[start];
}

/**
 * Type answer rule: the typed text matches an accepted answer when both are equal once
 * normalised (case, accents and spaces ignored); with typo tolerance on, an accepted answer of
 * five or more letters also matches a text one typo away (one letter wrong, missing, extra, or two
 * neighbours swapped). Blank accepted answers never match.
 */
export function matchesTypedAnswer(
  typed: string,
  accepted: readonly string[],
  typoTolerance: boolean,
): boolean {
  const text = normaliseTypedAnswer(typed);
  if (text === '') return false;
  return accepted.some((answer) => {
    const target = normaliseTypedAnswer(answer);
    if (target === '') return false;
    if (target === text) return true;
    return (
      typoTolerance &&
      letterCount(target) >= FORMAT_LIMITS.typoMinLetters &&
      isWithinOneEdit(text, target)
    );
  });
}
