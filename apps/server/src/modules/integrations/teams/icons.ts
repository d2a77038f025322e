import sharp from 'sharp';

/**
 * The Teams app's icons, drawn from the Crowdeck mark (apps/presenter/public/favicon.svg): the
 * colour icon 192×192 on the brand colour to its edges (Teams rounds it itself), and the outline icon 32×32, white on a transparent
 * background as Teams requires (its frame and the three bars). Drawn once per process.
 */
const MARK_BARS = 'M9 20.5h3V14H9zm5.5 0h3V10h-3zm5.5 0h3v-8.5h-3z';

const COLOR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 32 32">
<rect width="32" height="32" fill="#5b3df5"/><path d="${MARK_BARS}" fill="#fff"/></svg>`;

const OUTLINE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
<rect x="1.5" y="1.5" width="29" height="29" rx="7" fill="none" stroke="#fff" stroke-width="2"/>
<path d="${MARK_BARS}" fill="#fff"/></svg>`;

export interface TTeamsIcons {
  color: Buffer;
  outline: Buffer;
}

const render = (svg: string, size: number) =>
  sharp(Buffer.from(svg)).resize(size, size).ensureAlpha().png({ compressionLevel: 9 }).toBuffer();

let drawn: Promise<TTeamsIcons> | null = null;

/** The two PNGs (cached; a failed drawing is tried again next time). */
export function drawTeamsIcons(): Promise<TTeamsIcons> {
  drawn ??= Promise.all([render(COLOR_SVG, 192), render(OUTLINE_SVG, 32)]).then(
    ([color, outline]) => ({ color, outline }),
    (error: unknown) => {
      drawn = null;
      throw error;
    },
  );
  return drawn;
}
