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
