/** Font families a presentation can use; each is self-hosted under the fonts URL by its slug. */
export const FONT_FAMILIES = [
  { family: 'Inter', slug: 'inter' },
  { family: 'Roboto', slug: 'roboto' },
  { family: 'Open Sans', slug: 'open-sans' },
  { family: 'Lato', slug: 'lato' },
  { family: 'Montserrat', slug: 'montserrat' },
  { family: 'Poppins', slug: 'poppins' },
  { family: 'Nunito', slug: 'nunito' },
  { family: 'Oswald', slug: 'oswald' },
  { family: 'Merriweather', slug: 'merriweather' },
  { family: 'Playfair Display', slug: 'playfair-display' },
] as const;

export type TFontFamily = (typeof FONT_FAMILIES)[number]['family'];

/** The default font, always loaded beside the presentation's own. */
export const DEFAULT_FONT_FAMILY: TFontFamily = 'Inter';

/** Weights served for each family. */
export const FONT_WEIGHTS = [400, 700] as const;

/** Stylesheet addresses of a family under the fonts URL (`${fontsUrl}/<slug>/<weight>.css`). */
export function getFontStylesheetUrls(fontsUrl: string, family: string): string[] {
  const entry = FONT_FAMILIES.find((f) => f.family === family);
  if (!entry) return [];
  return FONT_WEIGHTS.map((w) => `${fontsUrl.replace(/\/+$/, '')}/${entry.slug}/${w}.css`);
}
