import {
  getFilledOptions,
  getQuestionTiming,
  getQuizPosition,
  resolveDeckBranding,
  resolveSettings,
  toPublicSettings,
  type TPublicSlide,
  type TRoomState,
  type TSlideResults,
} from '@crowdeck/core';
import type { TSlideRow } from '../../../db/schema/index';
import { getActiveSlide, type TLiveDeck } from '../data/deck-cache';

/**
 * A slide as phones see it: its filled options (blank ones are never shown), without `isCorrect`;
 * none for a typed answer (they are the accepted answers) or a number; the format's public settings.
 */
export function toPublicSlide(deck: TLiveDeck, slide: TSlideRow): TPublicSlide {
  const { format } = slide;
  const secret = format === 'typeAnswer' || format === 'numeric';
  const options = secret ? [] : (deck.optionsBySlide.get(slide.id) ?? []);
  const settings = toPublicSettings(format, resolveSettings(slide.settings));
  return {
    id: slide.id,
    type: slide.type,
    question: slide.question,
    imageUrl: slide.imageUrl,
    layout: slide.layout,
    options: getFilledOptions(options).map((o) => ({
      id: o.id,
      text: o.text,
      imageUrl: o.imageUrl,
      colour: o.colour,
    })),
    timeLimitSec: slide.timeLimitSec,
    entriesPerParticipant: slide.entriesPerParticipant,
    ...getQuizPosition(deck.slides, slide.id),
    // Only content slides have text: the other slides' state stays as small as it was. An
    // imported page's description goes with it (phones' screen readers read it).
    ...(slide.type === 'content' ? { body: slide.body } : {}),
    ...(slide.type === 'content' && slide.imageUrl && slide.imageAlt
      ? { imageAlt: slide.imageAlt }
      : {}),
    // Choice slides keep the state they had: only other formats say theirs.
    ...(format === 'choice' ? {} : { format }),
    ...(settings ? { settings } : {}),
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
