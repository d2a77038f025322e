import type { TSlideResults } from '@crowdeck/core';
import { usePresenterStore } from '../../state/presenter-store';

/** The latest results of a slide, or null before any arrived. */
export function useSlideResults(slideId: string): TSlideResults | null {
  return usePresenterStore((state) => state.audienceData?.results[slideId] ?? null);
}
