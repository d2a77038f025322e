import { useLayoutEffect, useRef, useState } from 'react';
import type { TSlide } from '@crowdeck/core';
import { EDIT_CANVAS_SIZE, getCanvasScale, getScaledSize } from '../../editor/canvas-scale';
import { SlideLogo } from '../../components/slide-logo';
import { SlideContent } from './slide-content';

/**
 * The slide canvas: content fixed at 1280 × 768, scaled to fit its container, recomputed when the
 * container (ResizeObserver) or the window (resize) changes size.
 */
export function SlideCanvas({
  slide,
  fontStack,
  logoUrl = null,
}: {
  slide: TSlide;
  fontStack: string;
  /** The deck's effective logo, shown in the top-right corner. */
  logoUrl?: string | null;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () =>
      setScale(getCanvasScale({ width: frame.clientWidth, height: frame.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  const size = getScaledSize(EDIT_CANVAS_SIZE, scale);
  return (
    <div ref={frameRef} className="slide-canvas">
      <div
        className="slide-canvas__viewport"
        style={{ width: size.width, height: size.height }}
        data-scale={scale.toFixed(4)}
      >
        <div className="slide-canvas__content" style={{ transform: `scale(${scale})` }}>
          <SlideContent slide={slide} fontStack={fontStack} />
          <SlideLogo url={logoUrl} />
        </div>
      </div>
    </div>
  );
}
