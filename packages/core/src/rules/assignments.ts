import { computeQuizPoints } from './scoring';

/** Where an assignment stands at a moment: before its opening, open, or past its closing. */
export type TAssignmentStatus = 'upcoming' | 'open' | 'closed';

/** An assignment's status at `now` (epoch ms): open from its opening up to, not at, its closing. */
export function getAssignmentStatus(
  now: number,
  window: { opensAt: number; closesAt: number },
): TAssignmentStatus {
  if (now < window.opensAt) return 'upcoming';
  return now < window.closesAt ? 'open' : 'closed';
}

/**
 * How long after a question's time per question ends an answer is still taken: the time it takes
 * to reach the server from a slow phone. Points are counted as if it came at the buzzer.
 */
export const ASSIGNMENT_ANSWER_GRACE_MS = 2_000;

/**
 * Points of an assignment's quiz answer. Without a time per question only correctness counts: a
 * right answer earns the slide's full points, however long it took. With one, speed counts as in
 * a live quiz, against that time (core's computeQuizPoints).
 */
export function computeAssignmentPoints(input: {
  correct: boolean;
  points: number;
  elapsedMs: number;
  timePerQuestionSec: number | null;
}): number {
  if (!input.correct || input.points <= 0) return 0;
  if (input.timePerQuestionSec === null) return input.points;
  return computeQuizPoints({
    correct: true,
    points: input.points,
    elapsedMs: input.elapsedMs,
    timeLimitSec: input.timePerQuestionSec,
  });
}

/**
 * Whether an answer to a timed question comes too late: more than the time per question (and its
 * grace) after the question was first shown to this participant. Untimed questions never do.
 */
export function isAnswerTooLate(
  elapsedMs: number,
  timePerQuestionSec: number | null,
  graceMs: number = ASSIGNMENT_ANSWER_GRACE_MS,
): boolean {
  return timePerQuestionSec !== null && elapsedMs > timePerQuestionSec * 1000 + graceMs;
}

/**
 * The plan's audience limit of an assignment counts its participants in total, not at once: a
 * newcomer is let in while fewer than `limit` have started it; a participant who already started
 * always comes back. Participants removed by the presenter still count (their place was used).
 */
export function mayStartAssignment(startedCount: number, limit: number): boolean {
  return startedCount < limit;
}
