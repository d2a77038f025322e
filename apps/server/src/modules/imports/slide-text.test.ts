import { DECK_LIMITS } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { HIDDEN_SLIDE_MARK, NOTES_CUT_MARK, toDeckTitle, toSlideNotes } from './slide-text';
import { toAltText } from './worker/page-text';

describe('imported text', () => {
  it('keeps notes exactly, line breaks as \\n, and drops only what a notes field refuses', () => {
    expect(toSlideNotes('a & <b> 😀 مرحبا\r\nnext\tline\u0007', false)).toBe(
      'a & <b> 😀 مرحبا\nnext line',
    );
    expect(toSlideNotes('   ', false)).toBe('');
    expect(toSlideNotes('', true)).toBe(HIDDEN_SLIDE_MARK);
    expect(toSlideNotes('said quietly', true)).toBe(`${HIDDEN_SLIDE_MARK}\nsaid quietly`);
  });

  it('cuts notes longer than the field and marks the cut, never inside an emoji', () => {
    const long = `${'x'.repeat(DECK_LIMITS.notesMax - NOTES_CUT_MARK.length - 1)}😀 and more text`;
    const cut = toSlideNotes(long, false);
    expect(cut.length).toBeLessThanOrEqual(DECK_LIMITS.notesMax);
    expect(cut.endsWith(NOTES_CUT_MARK)).toBe(true);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/u);
    expect(toSlideNotes('short', false)).toBe('short');
  });

  it('makes alt text of a page: whitespace collapsed, trimmed, cut to fit', () => {
    expect(toAltText(['  Title ', '\n', 'line\u00a0two\t'], 100)).toBe('Title line two');
    expect(toAltText(['a'.repeat(50)], 10)).toBe('a'.repeat(10));
    expect(toAltText(['abc😀'], 4)).toBe('abc');
  });

  it('titles a new deck after the file title, else the file name', () => {
    expect(toDeckTitle('', 'Quarterly review.final.pdf')).toBe('Quarterly review.final');
    expect(toDeckTitle('  My talk ', 'x.pptx')).toBe('My talk');
    expect(toDeckTitle('', '.pdf')).toBe('Imported deck');
    expect(toDeckTitle('t'.repeat(400), 'x.pdf')).toHaveLength(DECK_LIMITS.titleMax);
  });
});
