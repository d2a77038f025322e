/** Minimal slide shape the navigation rules need. */
export interface TNavigableSlide {
  id: string;
  type: string;
}

/** The id of the slide `step` away from the active one; null past either end or when fixed. */
function slideIdAway(
  slides: readonly TNavigableSlide[],
  activeId: string | null,
  presentingSlideId: string | null,
  step: 1 | -1,
): string | null {
  if (presentingSlideId) return null;
  const index = slides.findIndex((s) => s.id === activeId);
  if (index < 0) return null;
  return slides[index + step]?.id ?? null;
}

type TSlideStep = (
  slides: readonly TNavigableSlide[],
  activeId: string | null,
  presentingSlideId?: string | null,
) => string | null;

/**
 * Next slide id, or null when on the last slide or when a presenting slide id is fixed
 * (audience-following mode).
 */
export const getNextSlideId: TSlideStep = (slides, activeId, presentingSlideId = null) =>
  slideIdAway(slides, activeId, presentingSlideId, 1);

/** Previous slide id, or null when on the first slide or when a presenting slide id is fixed. */
export const getPreviousSlideId: TSlideStep = (slides, activeId, presentingSlideId = null) =>
  slideIdAway(slides, activeId, presentingSlideId, -1);

/**
 * Whether changing away from the current slide should tell the server: never when updates are
 * disabled, and not from a leaderboard unless the change is flagged as leaderboard-next.
 */
export function shouldNotifyServerOfSlideChange(options: {
  currentSlideType: string | null;
  isLeaderboardNext?: boolean;
  isDisableUpdateServer?: boolean;
}): boolean {
  if (options.isDisableUpdateServer) return false;
  if (options.currentSlideType === 'leaderboard' && !options.isLeaderboardNext) return false;
  return true;
}

/** Position of a quiz slide among quiz slides only: "Question k of n" (k is 1-based, 0 if absent). */
export function getQuizPosition(
  slides: readonly TNavigableSlide[],
  slideId: string,
): { questionIndex: number; questionCount: number } {
  const quizzes = slides.filter((s) => s.type === 'quiz');
  return {
    questionIndex: quizzes.findIndex((s) => s.id === slideId) + 1,
    questionCount: quizzes.length,
  };
}

/**
 * Slide to select when a presentation loads: the fixed presenting id if set, else the saved
 * active id, else the first slide. `changed` tells whether the server must be told.
 */
export function selectInitialSlideId(
  slides: readonly TNavigableSlide[],
  slideActiveId: string | null,
  presentingSlideId: string | null = null,
): { slideId: string | null; changed: boolean } {
  const wanted = presentingSlideId ?? slideActiveId;
  if (wanted && slides.some((s) => s.id === wanted)) return { slideId: wanted, changed: false };
  const first = slides[0]?.id ?? null;
  return { slideId: first, changed: first !== null && first !== slideActiveId };
}
