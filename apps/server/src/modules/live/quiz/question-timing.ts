import type { TGameScreen, TQuestionPhase, TQuestionTiming } from '@crowdeck/core';
import type { TSlideRow } from '../../../db/schema/index';
import type { TQuestionColumns } from '../data/deck.repository';

/**
 * Phase of a slide's question at `now`, from its stored state; null if never started. A question
 * on its result screen is closed whatever its times say: its answer has been shown.
 */
export function getQuestionPhase(slide: TQuestionColumns, now: number): TQuestionPhase | null {
  if (!slide.questionOpensAt || !slide.questionClosesAt) return null;
  if (slide.gameScreen === 'result') return 'closed';
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

/** A slide's question state: its opening, its closing and the screen it shows, as one value. */
export function getQuestionState(slide: TQuestionColumns): TQuestionColumns {
  const { questionOpensAt, questionClosesAt, gameScreen } = slide;
  return { questionOpensAt, questionClosesAt, gameScreen };
}

/** Whether the question is started and not closed yet (its intro, or open for answers). */
export function isQuestionRunning(slide: TQuestionColumns, now: number): boolean {
  const phase = getQuestionPhase(slide, now);
  return phase === 'intro' || phase === 'open';
}
