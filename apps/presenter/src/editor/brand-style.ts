import { useEffect, useState, type CSSProperties } from 'react';
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
  const url = brand?.fontUrl ?? null;
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!url || typeof FontFace === 'undefined') return;
    const face = new FontFace(BRAND_FONT, `url(${JSON.stringify(url)}) format("woff2")`);
    let live = true;
    face
      .load()
      .then(() => {
        document.fonts.add(face);
        if (live) setLoaded(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  return url && loaded === url ? `"${BRAND_FONT}", ${stack}` : stack;
}
