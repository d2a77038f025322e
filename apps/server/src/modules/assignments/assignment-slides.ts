import type { TPublicSlide } from '@crowdeck/core';
import { readRunSnapshot, type TRunSnapshot } from '../../db/run-snapshot';
import type { TOptionRow, TSlideRow } from '../../db/schema/index';
import { toPhoneSlide } from '../live/broadcast/phone-slide';

/** Slides an assignment does not show: there is no room to rank, nor a host to answer questions. */
const LIVE_ONLY = new Set<TSlideRow['type']>(['leaderboard', 'qa']);

/** An assignment's slides, in order, with their options (from the run's snapshot). */
export interface TAssignmentSlides {
  slides: TSlideRow[];
  optionsOf(slideId: string): TOptionRow[];
  hasQuiz: boolean;
}

/** The slides participants take, from the snapshot taken when the assignment was created. */
export function readAssignmentSlides(snapshot: TRunSnapshot | null): TAssignmentSlides {
  const { slides, options } = snapshot ? readRunSnapshot(snapshot) : { slides: [], options: [] };
  const playable = slides
    .filter((s) => !LIVE_ONLY.has(s.type))
    .sort((a, b) => a.position - b.position);
  const bySlide = new Map<string, TOptionRow[]>();
  for (const option of [...options].sort((a, b) => a.position - b.position)) {
    bySlide.set(option.slideId, [...(bySlide.get(option.slideId) ?? []), option]);
  }
  return {
    slides: playable,
    optionsOf: (slideId) => bySlide.get(slideId) ?? [],
    hasQuiz: playable.some((s) => s.type === 'quiz'),
  };
}

/** A slide as the participant's phone sees it: no correct answers, no blank options. */
export function toAssignmentSlide(
  all: TAssignmentSlides,
  slide: TSlideRow,
  timePerQuestionSec: number | null,
): TPublicSlide {
  return toPhoneSlide(slide, {
    options: all.optionsOf(slide.id),
    slides: all.slides,
    // An assignment's quiz questions are timed by the assignment (0: untimed), never by the deck.
    timeLimitSec: slide.type === 'quiz' ? (timePerQuestionSec ?? 0) : 0,
  });
}
