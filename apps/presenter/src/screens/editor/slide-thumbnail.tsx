import type { TSlide } from '@crowdeck/core';
import { EDIT_CANVAS_SIZE, getScaledSize } from '../../editor/canvas-scale';
import { SlideContent } from './slide-content';

/** Thumbnails are this wide; the slide is drawn at full size and scaled down. */
export const THUMBNAIL_WIDTH = 160;

/**
 * A miniature of the slide canvas for the slide list: a picture only. It sits inside the slide's
 * select button, so nothing in it (a content slide's links) may take focus or a click: inert.
 */
export function SlideThumbnail({ slide, fontStack }: { slide: TSlide; fontStack: string }) {
  const scale = THUMBNAIL_WIDTH / EDIT_CANVAS_SIZE.width;
  const size = getScaledSize(EDIT_CANVAS_SIZE, scale);
  return (
    <span
      className="slide-thumb"
      style={{ width: size.width, height: size.height }}
      aria-hidden="true"
      inert
    >
      <span className="slide-thumb__content" style={{ transform: `scale(${scale})` }}>
        <SlideContent slide={slide} fontStack={fontStack} />
      </span>
    </span>
  );
}
