import { describe, expect, it } from 'vitest';
import {
  EDIT_CANVAS_SIZE,
  getCanvasScale,
  getPresentingCanvasSize,
  getScaledSize,
} from './canvas-scale';

describe('canvas scale', () => {
  it('edits at a fixed 1280 × 768', () => {
    expect(EDIT_CANVAS_SIZE).toEqual({ width: 1280, height: 768 });
  });

  it.each([
    { container: { width: 640, height: 2000 }, scale: 0.5 },
    { container: { width: 5000, height: 384 }, scale: 0.5 },
    { container: { width: 1280, height: 768 }, scale: 1 },
  ])(
    'fits the width when the container is wide and short, the height when it is tall ($container)',
    ({ container, scale }) => {
      expect(getCanvasScale(container)).toBe(scale);
    },
  );

  it('gives 0 before the container has a size', () => {
    expect(getCanvasScale({ width: 0, height: 500 })).toBe(0);
  });

  it('presents at base height 720 with the window ratio, 16:9 by default', () => {
    expect(getPresentingCanvasSize(null)).toEqual({ width: 1280, height: 720 });
    expect(getPresentingCanvasSize(4 / 3)).toEqual({ width: 960, height: 720 });
  });

  it('sizes the wrapper of a scaled canvas', () => {
    expect(getScaledSize(EDIT_CANVAS_SIZE, 0.25)).toEqual({ width: 320, height: 192 });
  });
});
