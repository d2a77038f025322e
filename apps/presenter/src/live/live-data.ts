import type { TGameScreen, TPresentation, TQuestionPhase, TSlide } from '@crowdeck/core';
import { findActiveSlide, patchSlide } from '../editor/deck-updates';
import type { TLiveData } from '../state/presenter-types';

/** Live data before the server said anything. */
export const EMPTY_LIVE_DATA: TLiveData = {
  names: [],
  question: null,
  clockOffset: 0,
  results: {},
  leaderboard: null,
  teamStandings: null,
  audienceState: null,
  qa: null,
};

/** The quiz screen that goes with each phase the server announces. */
export const GAME_SCREEN_BY_PHASE: Record<TQuestionPhase, TGameScreen> = {
  intro: 'questionIndex',
  open: 'question',
  closed: 'result',
};

/** Deck and active slide after making `slideId` the active slide (unchanged if it is unknown). */
export function withActiveSlide(
  deck: TPresentation,
  slideId: string,
): { presentation: TPresentation; slide: TSlide | null } {
  if (!deck.Slides.some((slide) => slide.id === slideId)) {
    return { presentation: deck, slide: findActiveSlide(deck) };
  }
  const presentation = { ...deck, slideActiveId: slideId };
  return { presentation, slide: findActiveSlide(presentation) };
}

/** Deck and active slide after one slide's fields changed (the game screen, after a reset). */
export function withSlideChanges(
  deck: TPresentation,
  slideId: string,
  changes: Partial<TSlide>,
): { presentation: TPresentation; slide: TSlide | null } {
  const presentation = patchSlide(deck, slideId, changes);
  return { presentation, slide: findActiveSlide(presentation) };
}
