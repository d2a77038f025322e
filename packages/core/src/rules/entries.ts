/**
 * The form in which word-cloud words are counted: Unicode NFKC (full-width and ligature forms
 * become plain), surrounding space trimmed, inner runs of space collapsed, lower-case.
 */
export function normaliseWord(raw: string): string {
  return raw.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('en-US');
}

/** Open-ended text as stored and shown: NFKC, trimmed, inner runs of space collapsed, case kept. */
export function normaliseOpenText(raw: string): string {
  return raw.normalize('NFKC').trim().replace(/\s+/gu, ' ');
}
