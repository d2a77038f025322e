import {
  DECK_LIMITS,
  getDefaultOptionCount,
  getThemedPaletteColour,
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
    imageAlt: null,
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
  palette: readonly string[] = [],
): TNewOption[] {
  if (texts) return texts.map((text, index) => buildNewOption(slideId, index, text, palette));
  return Array.from({ length: getDefaultOptionCount(type, format) }, (_, index) =>
    buildNewOption(slideId, index, '', palette),
  );
}

/**
 * An option at `position`, coloured with the palette colour of that position; an organisation's
 * `palette` (its theme's first answer colours) comes first.
 */
export function buildNewOption(
  slideId: string,
  position: number,
  text: string,
  palette: readonly string[] = [],
): TNewOption {
  return {
    slideId,
    text,
    imageUrl: null,
    colour: getThemedPaletteColour(position, palette),
    isCorrect: false,
    position,
  };
}
