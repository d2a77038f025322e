import {
  ANSWER_PALETTE,
  PALETTE_DARKER_PERCENT,
  PALETTE_LIGHTER_PERCENT,
} from '../constants/palette';

/** Scales each RGB channel of a #rrggbb colour by (100 + percent) %, clamped to 0..255. */
export function shadeColour(hex: string, percent: number): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = parseInt(match[1] as string, 16);
  const channels = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((c) =>
    Math.max(0, Math.min(255, Math.round((c * (100 + percent)) / 100))),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** The lighter (+60) variant used for disabled options. */
export function lighterColour(hex: string): string {
  return shadeColour(hex, PALETTE_LIGHTER_PERCENT);
}

/** The darker (-15) variant. */
export function darkerColour(hex: string): string {
  return shadeColour(hex, PALETTE_DARKER_PERCENT);
}

/** Palette colour for the option at `index`, cycling through the 30 colours. */
export function getPaletteColour(index: number): string {
  const n = ANSWER_PALETTE.length;
  return ANSWER_PALETTE[((index % n) + n) % n] as string;
}

/** Dark text for light tiles: the apps' ink colour. */
export const DARK_TEXT = '#14121F';

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = parseInt(match[1] as string, 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The text colour for a tile of `background`: white, unless dark ink reads better (yellows,
 * light greens) — whichever has the higher contrast, so answer texts meet WCAG AA.
 */
export function readableTextColour(background: string): string {
  if (!/^#?[0-9a-f]{6}$/i.test(background)) return '#FFFFFF';
  return contrastRatio(background, '#FFFFFF') >= contrastRatio(background, DARK_TEXT)
    ? '#FFFFFF'
    : DARK_TEXT;
}

/** An answer tile's colours: its palette colour, a darker border and readable text. */
export function optionTileColours(colour: string): {
  background: string;
  borderColor: string;
  color: string;
} {
  return {
    background: colour,
    borderColor: darkerColour(colour),
    color: readableTextColour(colour),
  };
}
