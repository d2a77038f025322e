import {
  DECK_LIMITS,
  getDefaultOptionCount,
  getPaletteColour,
  type TAnswerFormat,
  type TSlideType,
} from '@crowdeck/core';
import type { TNewOption } from './options.repository';
import type { TNewSlide } from './slides.repository';

/** A new slide of `type`: empty question, default layout and the quiz / word-cloud defaults. */
export function buildNewSlide(
  presentationId: string,
  type: TSlideType,
  position: number,
  format: TAnswerFormat = 'choice',
): TNewSlide {
  return {
    presentationId,
    type,
    position,
    question: '',
    notes: '',
    body: '',
    imageUrl: null,
    layout: 'default',
    timeLimitSec: DECK_LIMITS.quizTimeLimitDefaultSec,
    points: DECK_LIMITS.quizPointsDefault,
    entriesPerParticipant: DECK_LIMITS.wordEntriesDefault,
    format,
    settings: {},
    gameScreen: null,
  };
}

/**
 * The options a new slide starts with, in palette order, none marked correct: the given texts (a
 * true/false quiz), else the type's count of empty ones.
 */
export function buildDefaultOptions(
  slideId: string,
  type: TSlideType,
  texts?: readonly string[],
  format: TAnswerFormat = 'choice',
): TNewOption[] {
  if (texts) return texts.map((text, index) => buildNewOption(slideId, index, text));
  return Array.from({ length: getDefaultOptionCount(type, format) }, (_, index) =>
    buildNewOption(slideId, index, ''),
  );
}

/** An option at `position`, coloured with the palette colour of that position. */
export function buildNewOption(slideId: string, position: number, text: string): TNewOption {
  return {
    slideId,
    text,
    imageUrl: null,
    colour: getPaletteColour(position),
    isCorrect: false,
    position,
  };
}
