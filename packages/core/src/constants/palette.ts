/**
 * The answer palette: 30 colours, each with white or dark text (readableTextColour) at 4.5:1 or more. Options cycle through it; a
 * lighter variant (+60) marks disabled options and a darker one (-15) borders and pressed states.
 */
// prettier-ignore
export const ANSWER_PALETTE = [
  '#E21B3C', '#1368CE', '#D89E00', '#26890C', '#864CBF', '#0AA3A3', '#E0598B', '#5B3DF5',
  '#B35600', '#2E7D32', '#0277BD', '#AD1457', '#6D4C41', '#007F72', '#7B1FA2', '#C62828',
  '#283593', '#558B2F', '#EF6C00', '#00838F', '#8E24AA', '#D81B60', '#3949AB', '#00796B',
  '#F4511E', '#5D4037', '#1E88E5', '#43A047', '#6A1B9A', '#455A64',
] as const;

/**
 * Colours of earlier palettes, still accepted for options saved with them: #C05E00 and #00897B
 * were darkened because neither white nor dark text reached 4.5:1 on them.
 */
export const LEGACY_PALETTE_COLOURS = ['#C05E00', '#00897B'] as const;

/** Percent applied to each channel for the disabled (lighter) and darker variants. */
export const PALETTE_LIGHTER_PERCENT = 60;
export const PALETTE_DARKER_PERCENT = -15;
