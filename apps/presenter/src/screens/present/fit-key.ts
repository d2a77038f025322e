import type { TSlide } from '@crowdeck/core';

/** What a projected slide's text fitting depends on: a change of any of it fits the text again. */
export function getFitKey(slide: TSlide, canvasWidth: number): string {
  return JSON.stringify([
    slide.id,
    slide.type,
    slide.gameScreen,
    slide.layout,
    slide.imageUrl,
    slide.question,
    slide.body,
    slide.options.map((option) => [option.text, option.imageUrl]),
    canvasWidth,
  ]);
}
