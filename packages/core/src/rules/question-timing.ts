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

/** The time factors a presenter may give a participant: none, half as long again, twice as long. */
export const TIME_FACTORS = [1, 1.5, 2] as const;
export type TTimeFactor = (typeof TIME_FACTORS)[number];

/**
 * When the question closes for a participant with time factor `factor`: its own window is the
 * question's window stretched by the factor. A question on its result screen (closed by time,
 * by hand or because everyone answered) has closed for everyone at its closing time.
 */
export function getOwnClosesAt(slide: TQuestionColumns, factor = 1): number | null {
  if (!slide.questionOpensAt || !slide.questionClosesAt) return null;
  const opensAt = slide.questionOpensAt.getTime();
  const closesAt = slide.questionClosesAt.getTime();
  if (factor <= 1 || slide.gameScreen === 'result') return closesAt;
  return opensAt + Math.round((closesAt - opensAt) * factor);
}

/**
 * Phase of a slide's question at `now`, from its stored state; null if never started. A question
 * on its result screen is closed whatever its times say: its answer has been shown. `factor` is a
 * participant's time factor (its window is longer; see getOwnClosesAt), or, for the question as a
 * whole, the largest factor given in the run: it runs until the last window ends.
 */
export function getQuestionPhase(
  slide: TQuestionColumns,
  now: number,
  factor = 1,
): TQuestionPhase | null {
  const closesAt = getOwnClosesAt(slide, factor);
  if (!slide.questionOpensAt || closesAt === null) return null;
  if (slide.gameScreen === 'result') return 'closed';
  if (now < slide.questionOpensAt.getTime()) return 'intro';
  if (now < closesAt) return 'open';
  return 'closed';
}

/**
 * Whether the question is held at `now`: its time is up for participants without extra time,
 * while a window stretched by `extraFactor` (the largest factor given in the run) still runs.
 * Its results and correct answer wait until the close.
 */
export function isQuestionHeld(slide: TQuestionColumns, now: number, extraFactor = 1): boolean {
  return (
    getQuestionPhase(slide, now) === 'closed' &&
    getQuestionPhase(slide, now, extraFactor) === 'open'
  );
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
  extraFactor = 1,
): TQuestionTiming | null {
  const phase = getQuestionPhase(slide, now);
  if (!phase || !slide.questionOpensAt || !slide.questionClosesAt) return null;
  const opensAt = slide.questionOpensAt.getTime();
  const closesAt = slide.questionClosesAt.getTime();
  const held = isQuestionHeld(slide, now, extraFactor);
  const reason =
    phase !== 'closed' || held
      ? undefined
      : (closedBy ?? getTimedCloseReason(slide, opensAt, closesAt));
  return {
    slideId: slide.id,
    phase,
    opensAt,
    closesAt,
    serverNow: now,
    ...(reason ? { closedBy: reason } : {}),
    ...(held ? { held: true } : {}),
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

/**
 * Whether the question is started and not closed yet (its intro, or open for answers); with
 * `extraFactor` (the largest time factor in the run), until the longest window ends.
 */
export function isQuestionRunning(slide: TQuestionColumns, now: number, extraFactor = 1): boolean {
  const phase = getQuestionPhase(slide, now, extraFactor);
  return phase === 'intro' || phase === 'open';
}
