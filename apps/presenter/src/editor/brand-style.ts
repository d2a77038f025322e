import type { CSSProperties } from 'react';
import { useFontFace } from '@crowdeck/web';
import { readableTextColour, type TDeckBrand } from '@crowdeck/core';

/** The CSS family an organisation's uploaded font is registered under. */
const BRAND_FONT = 'Organisation brand font';

/** The organisation's colours as the CSS variables the slides and the lobby use. */
export function toBrandStyle(brand: TDeckBrand | null | undefined): CSSProperties {
  const style: Record<string, string> = {};
  if (brand?.primaryColour) {
    style['--color-brand'] = brand.primaryColour;
    style['--color-text-on-brand'] = readableTextColour(brand.primaryColour);
    style['--lobby-background'] = brand.primaryColour;
    style['--lobby-text'] = readableTextColour(brand.primaryColour);
  }
  if (brand?.backgroundColour) style.background = brand.backgroundColour;
  return style as CSSProperties;
}

/**
 * Loads the organisation's uploaded WOFF2 font (if the deck uses it) and returns the font stack
 * with it first; `stack` unchanged until it is ready or without one.
 */
export function useBrandFontStack(brand: TDeckBrand | null | undefined, stack: string): string {
  const ready = useFontFace(BRAND_FONT, brand?.fontUrl ?? null);
  return ready ? `"${BRAND_FONT}", ${stack}` : stack;
}
