import { DEFAULT_FONT_FAMILY, FONT_FAMILIES } from '@crowdeck/core';
import { describe, expect, it } from 'vitest';
import { toFontStack } from './font-stylesheets';

describe('toFontStack', () => {
  it('puts a catalogue family first, then the default, then system fonts', () => {
    const family = FONT_FAMILIES.find((f) => f.family !== DEFAULT_FONT_FAMILY)!.family;
    expect(toFontStack(family)).toBe(
      `'${family}', '${DEFAULT_FONT_FAMILY}', system-ui, sans-serif`,
    );
  });

  it('ignores a family outside the catalogue (it would land in a style attribute)', () => {
    expect(toFontStack("x'; background: url(evil)")).toBe(
      `'${DEFAULT_FONT_FAMILY}', system-ui, sans-serif`,
    );
    expect(toFontStack(null)).toBe(`'${DEFAULT_FONT_FAMILY}', system-ui, sans-serif`);
  });
});
