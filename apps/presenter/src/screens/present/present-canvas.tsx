import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  getCanvasScale,
  getPresentingCanvasSize,
  getScaledSize,
  type TSize,
} from '../../editor/canvas-scale';
import { PresentCanvasSizeContext } from './present-canvas-size';

/** Window pixels the control bar takes at the bottom (its height, offset and a margin). */
const CONTROLS_BAND_PX = 76;

/**
 * The presenting canvas: content 720 px high and as wide as the window's ratio,
 * scaled to fill the window; recomputed when the window changes size.
 */
export function PresentCanvas({
  children,
  hidden = false,
}: {
  children: ReactNode;
  /** Covered by the (opaque) lobby: inert, out of the reading order and the tab order. */
  hidden?: boolean;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState<TSize>({ width: 0, height: 0 });

  useLayoutEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const measure = () => setFrame({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const content = getPresentingCanvasSize(frame.height > 0 ? frame.width / frame.height : null);
  const scale = getCanvasScale(frame, content);
  const scaled = getScaledSize(content, scale);
  return (
    <div ref={frameRef} className="present-canvas" inert={hidden}>
      <div
        className="present-canvas__viewport"
        style={{ width: scaled.width, height: scaled.height }}
      >
        <div
          className="present-canvas__content"
          style={
            {
              width: content.width,
              height: content.height,
              transform: `scale(${scale})`,
              // The band under the control bar in canvas pixels: slides keep what matters above it.
              '--present-controls-space': `${Math.ceil(CONTROLS_BAND_PX / (scale || 1))}px`,
            } as CSSProperties
          }
        >
          <PresentCanvasSizeContext.Provider value={content}>
            {children}
          </PresentCanvasSizeContext.Provider>
        </div>
      </div>
    </div>
  );
}
