import type { TGameScreen, TQuestionPhase, TQuestionTiming } from '@crowdeck/core';
import type { TSlideRow } from '../../../db/schema/index';

/** Phase of a slide's question at `now`, from its stored timestamps; null if never started. */
export function getQuestionPhase(slide: TSlideRow, now: number): TQuestionPhase | null {
  if (!slide.questionOpensAt || !slide.questionClosesAt) return null;
  if (now < slide.questionOpensAt.getTime()) return 'intro';
  if (now < slide.questionClosesAt.getTime()) return 'open';
  return 'closed';
}

/** The question timing clients render, or null when the slide's question was never started. */
export function getQuestionTiming(slide: TSlideRow, now: number): TQuestionTiming | null {
  const phase = getQuestionPhase(slide, now);
  if (!phase || !slide.questionOpensAt || !slide.questionClosesAt) return null;
  return {
    slideId: slide.id,
    phase,
    opensAt: slide.questionOpensAt.getTime(),
    closesAt: slide.questionClosesAt.getTime(),
    serverNow: now,
  };
}

/** The slide's gameScreen value for a phase: "Question k of n", the question, the result. */
export function toGameScreen(phase: TQuestionPhase): TGameScreen {
  if (phase === 'intro') return 'questionIndex';
  return phase === 'open' ? 'question' : 'result';
}
