import { useEffect, type CSSProperties } from 'react';
import { useFontFace } from '@crowdeck/web';
import type { TAudienceState } from '@crowdeck/core';
import { setBrand } from '../lib/brand';
import { resolveImageUrl, runtimeConfig } from '../lib/runtime-config';

/** The CSS family name an organisation's uploaded font is registered under. */
const BRAND_FONT = 'Organisation brand font';

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
  const fontReady = useFontFace(
    BRAND_FONT,
    resolveImageUrl(brand?.fontUrl ?? null, runtimeConfig.uploadUrl),
  );
  const style: Record<string, string> = {};
  if (brand?.primaryColour) style['--color-brand'] = brand.primaryColour;
  if (brand?.backgroundColour) style['--color-bg'] = brand.backgroundColour;
  return { style: style as CSSProperties, fontFamily: fontReady ? BRAND_FONT : null };
}
