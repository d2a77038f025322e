import {
  CANVAS_BASE_HEIGHT,
  CANVAS_EDIT_HEIGHT,
  CANVAS_EDIT_WIDTH,
  CANVAS_RATIO,
} from '@crowdeck/core';

export interface TSize {
  width: number;
  height: number;
}

/** Content size while editing: fixed at 1280 × 768, whatever the window. */
export const EDIT_CANVAS_SIZE: TSize = { width: CANVAS_EDIT_WIDTH, height: CANVAS_EDIT_HEIGHT };

/** Content size while presenting: base height 720, width from the window's ratio (16:9 when unknown). */
export function getPresentingCanvasSize(windowRatio: number | null): TSize {
  const ratio =
    windowRatio && Number.isFinite(windowRatio) && windowRatio > 0 ? windowRatio : CANVAS_RATIO;
  return { width: Math.round(CANVAS_BASE_HEIGHT * ratio), height: CANVAS_BASE_HEIGHT };
}

/**
 * Scale that fits `content` inside `container` without cropping: the smaller of the two axis
 * ratios. 0 for an empty container (not laid out yet).
 */
export function getCanvasScale(container: TSize, content: TSize = EDIT_CANVAS_SIZE): number {
  if (container.width <= 0 || container.height <= 0) return 0;
  return Math.min(container.width / content.width, container.height / content.height);
}

/** The box a scaled canvas occupies, to size its wrapper (a CSS transform does not change layout). */
export function getScaledSize(content: TSize, scale: number): TSize {
  return { width: Math.floor(content.width * scale), height: Math.floor(content.height * scale) };
}
