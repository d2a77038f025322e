import { COLOR_SVG, drawnOnce, OUTLINE_SVG, renderPng, ROUNDED_SVG } from '../mark-icons';

/** The ribbon's sizes, as the manifest names them. */
export const OUTLOOK_RIBBON_SIZES = [16, 32, 80] as const;
export type TRibbonSize = (typeof OUTLOOK_RIBBON_SIZES)[number];

export interface TOutlookIcons {
  color: Buffer;
  outline: Buffer;
  ribbon: Record<TRibbonSize, Buffer>;
}

/**
 * The Outlook add-in's icons, drawn from the Crowdeck mark: the package's colour icon (192×192,
 * the brand colour to its edges) and outline icon (32×32, white on transparent), and the ribbon's
 * 16, 32 and 80 pixel icons (the mark on a rounded square). Drawn once per process.
 */
export const drawOutlookIcons = drawnOnce(async (): Promise<TOutlookIcons> => {
  const [color, outline, r16, r32, r80] = await Promise.all([
    renderPng(COLOR_SVG, 192),
    renderPng(OUTLINE_SVG, 32),
    ...OUTLOOK_RIBBON_SIZES.map((size) => renderPng(ROUNDED_SVG, size)),
  ]);
  return { color: color!, outline: outline!, ribbon: { 16: r16!, 32: r32!, 80: r80! } };
});
