import type { TPublicSlide, TQuestionCloseReason, TQuestionTiming } from '@crowdeck/core';

/**
 * Why the question closed: as the server said, else "time" when it stayed open for its whole
 * time limit (the phone's own clock reached it), else not known (an early close seen later).
 */
export function getCloseReason(
  question: TQuestionTiming,
  slide: Pick<TPublicSlide, 'timeLimitSec'>,
): TQuestionCloseReason | null {
  if (question.closedBy) return question.closedBy;
  return question.closesAt - question.opensAt >= slide.timeLimitSec * 1000 ? 'time' : null;
}

/** The message key saying why a question closed. */
export function getClosedMessageKey(reason: TQuestionCloseReason | null) {
  switch (reason) {
    case 'time':
      return 'announce.closed' as const;
    case 'everyoneAnswered':
      return 'announce.closedEveryone' as const;
    case 'presenter':
      return 'announce.closedPresenter' as const;
    default:
      return 'announce.closedEarly' as const;
  }
}

/**
 * The question timing of a newer message, keeping the reason an earlier one gave for the same
 * close (a later room-wide state does not repeat it).
 */
export function keepCloseReason(
  before: TQuestionTiming | null,
  after: TQuestionTiming | null,
): TQuestionTiming | null {
  if (!before?.closedBy || !after || after.closedBy) return after;
  const same = before.slideId === after.slideId && before.closesAt === after.closesAt;
  return same && after.phase === 'closed' ? { ...after, closedBy: before.closedBy } : after;
}
