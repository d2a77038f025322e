import { shuffleFor, type TDeckModes, type TPublicOption, type TPublicSlide } from '@crowdeck/core';
import type { TLiveView } from './apply-message';

/** The modes of a deck whose server sent none (an older server): as they always were. */
export const DEFAULT_MODES: TDeckModes = { points: true, shuffle: false, optionsOnPhones: true };

/** How the presenter runs this deck's quizzes and polls. */
export function modesOf(view: TLiveView): TDeckModes {
  return view.audience.modes ?? DEFAULT_MODES;
}

/**
 * The options as this phone shows them: in its own order when the presenter shuffles them (not
 * when the texts are hidden: then the order is the big screen's, and colours match them up).
 */
export function phoneOptions(view: TLiveView, slide: TPublicSlide): TPublicOption[] {
  const modes = modesOf(view);
  if (!modes.shuffle || !modes.optionsOnPhones) return slide.options;
  return shuffleFor(slide.options, `${view.audience.me.participantId}:${slide.id}`);
}
