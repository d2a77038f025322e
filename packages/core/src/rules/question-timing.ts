import type { TQuestionCloseReason, TQuestionPhase, TQuestionTiming } from '../live/live-schemas';
import type { TGameScreen } from '../schemas/deck';

/** A slide's stored question state: when it opens and closes, and the screen it shows. */
export interface TQuestionColumns {
  questionOpensAt: Date | null;
  questionClosesAt: Date | null;
  gameScreen: TGameScreen | null;
}

/** What the timing of a slide's question is read from. */
export interface TTimedSlide extends TQuestionColumns {
  id: string;
  timeLimitSec: number;
}

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

/**
 * The question timing clients render, or null when the slide's question was never started.
 * `closedBy` is the reason of a close happening now (known only to its caller); otherwise a
 * question that ran its whole time says it closed at its time.
 */
export function getQuestionTiming(
  slide: TTimedSlide,
  now: number,
  closedBy?: TQuestionCloseReason,
): TQuestionTiming | null {
  const phase = getQuestionPhase(slide, now);
  if (!phase || !slide.questionOpensAt || !slide.questionClosesAt) return null;
  const opensAt = slide.questionOpensAt.getTime();
  const closesAt = slide.questionClosesAt.getTime();
  const reason =
    phase !== 'closed' ? undefined : (closedBy ?? getTimedCloseReason(slide, opensAt, closesAt));
  return {
    slideId: slide.id,
    phase,
    opensAt,
    closesAt,
    serverNow: now,
    ...(reason ? { closedBy: reason } : {}),
  };
}

/** 'time' when the question stayed open for its whole time limit. */
function getTimedCloseReason(
  slide: TTimedSlide,
  opensAt: number,
  closesAt: number,
): TQuestionCloseReason | undefined {
  return closesAt - opensAt >= slide.timeLimitSec * 1000 ? 'time' : undefined;
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
