import { createContext, useContext } from 'react';
import { getPresentingCanvasSize, type TSize } from '../../editor/canvas-scale';

/** Size of the presenting canvas content in canvas pixels (before scaling). */
export const PresentCanvasSizeContext = createContext<TSize>(getPresentingCanvasSize(null));

/** The presenting canvas size, for content that lays itself out (the word cloud). */
export const usePresentCanvasSize = (): TSize => useContext(PresentCanvasSizeContext);
