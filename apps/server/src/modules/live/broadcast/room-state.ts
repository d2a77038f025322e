import {
  getQuestionTiming,
  resolveDeckBranding,
  type TPublicSlide,
  type TRoomState,
  type TSlideResults,
} from '@crowdeck/core';
import type { TSlideRow } from '../../../db/schema/index';
import { getActiveSlide, type TLiveDeck } from '../data/deck-cache';
import { toPhoneSlide } from './phone-slide';

/** A slide as the room's phones see it (`toPhoneSlide`), and whether a poll stopped voting. */
export function toPublicSlide(deck: TLiveDeck, slide: TSlideRow): TPublicSlide {
  return {
    ...toPhoneSlide(slide, {
      options: deck.optionsBySlide.get(slide.id) ?? [],
      slides: deck.slides,
      timeLimitSec: slide.timeLimitSec,
    }),
    ...(slide.type === 'poll' && slide.questionClosesAt ? { votingClosed: true } : {}),
  };
}

/** What every phone of the room shows now; `results` are those phones may see. */
export function buildRoomState(
  deck: TLiveDeck,
  results: TSlideResults | null,
  now: number,
): TRoomState {
  const slide = getActiveSlide(deck);
  const branding = resolveDeckBranding(deck.ownerPlan, deck, deck.organisation);
  return {
    code: deck.code,
    title: deck.title,
    fontFamily: branding.fontFamily,
    logoUrl: branding.logoUrl,
    // Absent outside organisations on Custom: the state stays as small as it was.
    ...(branding.brand ? { brand: branding.brand } : {}),
    slide: slide ? toPublicSlide(deck, slide) : null,
    question: slide ? getQuestionTiming(slide, now, undefined, deck.extraFactor) : null,
    results,
    qa: deck.qa.enabled ? { names: deck.qa.names, moderated: deck.qa.moderated } : null,
    modes: deck.modes,
    language: deck.audienceLanguage,
    hasQuiz: deck.hasQuiz,
  };
}
