import sharp from 'sharp';

/**
 * The Outlook add-in's icons, drawn from the Crowdeck mark (apps/presenter/public/favicon.svg):
 * the package's colour icon (192×192, the brand colour to its edges) and outline icon (32×32,
 * white on transparent), and the ribbon's 16, 32 and 80 pixel icons (the mark on a rounded
 * square). Drawn once per process.
 */
const MARK_BARS = 'M9 20.5h3V14H9zm5.5 0h3V10h-3zm5.5 0h3v-8.5h-3z';

const COLOR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 32 32">
<rect width="32" height="32" fill="#5b3df5"/><path d="${MARK_BARS}" fill="#fff"/></svg>`;

const OUTLINE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
<rect x="1.5" y="1.5" width="29" height="29" rx="7" fill="none" stroke="#fff" stroke-width="2"/>
<path d="${MARK_BARS}" fill="#fff"/></svg>`;

const RIBBON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="#5b3df5"/><path d="${MARK_BARS}" fill="#fff"/></svg>`;

/** The ribbon's sizes, as the manifest names them. */
export const OUTLOOK_RIBBON_SIZES = [16, 32, 80] as const;
export type TRibbonSize = (typeof OUTLOOK_RIBBON_SIZES)[number];

export interface TOutlookIcons {
  color: Buffer;
  outline: Buffer;
  ribbon: Record<TRibbonSize, Buffer>;
}

const render = (svg: string, size: number) =>
  sharp(Buffer.from(svg)).resize(size, size).ensureAlpha().png({ compressionLevel: 9 }).toBuffer();

let drawn: Promise<TOutlookIcons> | null = null;

/** Every icon (cached; a failed drawing is tried again next time). */
export function drawOutlookIcons(): Promise<TOutlookIcons> {
  drawn ??= Promise.all([
    render(COLOR_SVG, 192),
    render(OUTLINE_SVG, 32),
    ...OUTLOOK_RIBBON_SIZES.map((size) => render(RIBBON_SVG, size)),
  ]).then(
    ([color, outline, r16, r32, r80]) => ({
      color: color!,
      outline: outline!,
      ribbon: { 16: r16!, 32: r32!, 80: r80! },
    }),
    (error: unknown) => {
      drawn = null;
      throw error;
    },
  );
  return drawn;
}
