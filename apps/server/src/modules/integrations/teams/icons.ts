import { COLOR_SVG, drawnOnce, OUTLINE_SVG, renderPng } from '../mark-icons';

export interface TTeamsIcons {
  color: Buffer;
  outline: Buffer;
}

/**
 * The Teams app's icons, drawn from the Crowdeck mark: the colour icon 192×192 on the brand
 * colour to its edges (Teams rounds it itself), and the outline icon 32×32, white on a
 * transparent background as Teams requires (its frame and the three bars). Drawn once per process.
 */
export const drawTeamsIcons = drawnOnce(async (): Promise<TTeamsIcons> => {
  const [color, outline] = await Promise.all([
    renderPng(COLOR_SVG, 192),
    renderPng(OUTLINE_SVG, 32),
  ]);
  return { color, outline };
});
