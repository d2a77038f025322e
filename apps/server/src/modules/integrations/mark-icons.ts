import sharp from 'sharp';

/** The Crowdeck mark's three bars (apps/presenter/public/favicon.svg), in a 32×32 view box. */
const MARK_BARS = 'M9 20.5h3V14H9zm5.5 0h3V10h-3zm5.5 0h3v-8.5h-3z';

/** The colour icon: the mark on the brand colour to its edges (192×192). */
export const COLOR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 32 32">
<rect width="32" height="32" fill="#5b3df5"/><path d="${MARK_BARS}" fill="#fff"/></svg>`;

/** The outline icon: the mark's frame and bars, white on transparent (32×32). */
export const OUTLINE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
<rect x="1.5" y="1.5" width="29" height="29" rx="7" fill="none" stroke="#fff" stroke-width="2"/>
<path d="${MARK_BARS}" fill="#fff"/></svg>`;

/** The mark on a rounded square of the brand colour. */
export const ROUNDED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="#5b3df5"/><path d="${MARK_BARS}" fill="#fff"/></svg>`;

/** The SVG as a square PNG of `size` pixels. */
export const renderPng = (svg: string, size: number) =>
  sharp(Buffer.from(svg)).resize(size, size).ensureAlpha().png({ compressionLevel: 9 }).toBuffer();

/** `draw` run once per process and its result kept (a failed drawing is tried again next time). */
export function drawnOnce<T>(draw: () => Promise<T>): () => Promise<T> {
  let drawn: Promise<T> | null = null;
  return () => {
    drawn ??= draw().catch((error: unknown) => {
      drawn = null;
      throw error;
    });
    return drawn;
  };
}
