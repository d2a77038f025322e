import { describe, expect, it } from 'vitest';
import { ANSWER_PALETTE } from '../constants/palette';
import {
  contrastRatio,
  DARK_TEXT,
  darkerColour,
  getPaletteColour,
  lighterColour,
  readableTextColour,
  shadeColour,
} from './colours';

describe('answer palette', () => {
  it('has 30 distinct colours', () => {
    expect(ANSWER_PALETTE).toHaveLength(30);
    expect(new Set(ANSWER_PALETTE).size).toBe(30);
  });

  it('derives the lighter (+60) and darker (-15) variants per channel', () => {
    expect(shadeColour('#646464', 60)).toBe('#A0A0A0');
    expect(lighterColour('#E21B3C')).toBe('#FF2B60');
    expect(darkerColour('#E21B3C')).toBe('#C01733');
    expect(shadeColour('#FFFFFF', 60)).toBe('#FFFFFF');
  });

  it('cycles through the palette by option index', () => {
    expect(getPaletteColour(0)).toBe(ANSWER_PALETTE[0]);
    expect(getPaletteColour(30)).toBe(ANSWER_PALETTE[0]);
    expect(getPaletteColour(31)).toBe(ANSWER_PALETTE[1]);
  });
});

describe('readableTextColour', () => {
  it('gives every palette colour a text colour with at least 4.5:1 contrast', () => {
    for (const colour of ANSWER_PALETTE) {
      expect(contrastRatio(colour, readableTextColour(colour))).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('writes dark on the yellow tile and white on the red one', () => {
    expect(readableTextColour('#D89E00')).toBe(DARK_TEXT);
    expect(readableTextColour('#E21B3C')).toBe('#FFFFFF');
  });
});
