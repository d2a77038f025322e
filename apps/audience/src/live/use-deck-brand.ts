import { useEffect, useState, type CSSProperties } from 'react';
import type { TAudienceState } from '@crowdeck/core';
import { setBrand } from '../lib/brand';
import { resolveImageUrl, runtimeConfig } from '../lib/runtime-config';

/** The CSS family name an organisation's uploaded font is registered under. */
const BRAND_FONT = 'Organisation brand font';

/** Loads an uploaded WOFF2 font once; true when it is ready to use. */
function useUploadedFont(url: string | null): boolean {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    const source = resolveImageUrl(url, runtimeConfig.uploadUrl);
    if (!source || typeof FontFace === 'undefined') return;
    const face = new FontFace(BRAND_FONT, `url(${JSON.stringify(source)}) format("woff2")`);
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
  return url !== null && loaded === url;
}

/**
 * The organisation's brand on a joined phone: white label names it (title, favicon, cards), its
 * colours restyle the page, and its uploaded font leads the font stack. Returns the style to put
 * on the session's frame and the family to put before the deck's font.
 */
export function useDeckBrand(audience: TAudienceState): {
  style: CSSProperties;
  fontFamily: string | null;
} {
  const brand = audience.brand ?? null;
  const name = brand?.name ?? null;
  const logoUrl = audience.logoUrl ?? null;
  useEffect(() => {
    if (name && brand) {
      setBrand({
        name,
        logoUrl,
        primaryColour: brand.primaryColour,
        backgroundColour: brand.backgroundColour,
      });
    }
  }, [name, logoUrl, brand]);
  const fontReady = useUploadedFont(brand?.fontUrl ?? null);
  const style: Record<string, string> = {};
  if (brand?.primaryColour) style['--color-brand'] = brand.primaryColour;
  if (brand?.backgroundColour) style['--color-bg'] = brand.backgroundColour;
  return { style: style as CSSProperties, fontFamily: fontReady ? BRAND_FONT : null };
}
