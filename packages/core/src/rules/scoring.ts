/** What the server knows when it scores one quiz answer. */
export interface TQuizScoreInput {
  correct: boolean;
  /** Milliseconds from the question opening to the answer reaching the server. */
  elapsedMs: number;
  timeLimitSec: number;
  /** The slide's full points. */
  points: number;
  /** The participant's time factor (extra time): its window is the time limit × this. */
  timeFactor?: number;
}

/**
 * Points for a quiz answer: a correct answer earns between the full points (instant) and half of
 * them (at the last moment), linearly: round((1 - (t / T) / 2) × points). Wrong answers earn 0.
 * A participant given extra time is measured against its own window: T × its time factor.
 */
export function computeQuizPoints(input: TQuizScoreInput): number {
  if (!input.correct || input.points <= 0) return 0;
  const factor = Math.max(1, input.timeFactor ?? 1);
  const limitMs = Math.max(1, input.timeLimitSec * 1000 * factor);
  const fraction = Math.min(1, Math.max(0, input.elapsedMs / limitMs));
  return Math.round((1 - fraction / 2) * input.points);
}

/** A participant's place: higher score first, then earlier join. */
export interface TRankable {
  id: string;
  score: number;
  /** Join time in epoch ms; breaks ties in favour of whoever joined first. */
  joinedAt: number;
}

/** Ranks (1-based, no shared ranks) by score descending, ties broken by earlier join, then id. */
export function rankParticipants<T extends TRankable>(rows: readonly T[]): Map<string, number> {
  const sorted = [...rows].sort(
    (a, b) => b.score - a.score || a.joinedAt - b.joinedAt || a.id.localeCompare(b.id),
  );
  return new Map(sorted.map((row, index) => [row.id, index + 1]));
}

/** Answer-streak bonus per earlier right answer in the row, and its cap. */
export const STREAK_BONUS = { step: 100, max: 500 } as const;

/**
 * Answer-streak bonus rule (with the deck's streak bonus on): a right answer earns +100 for each
 * right answer directly before it in the run's quiz questions (in the order they were played), at
 * most +500: the 2nd right in a row +100, the 3rd +200 … the 6th and later +500. A wrong answer or
 * no answer ends the streak. Points off: no bonus.
 */
export function computeStreakBonus(rightBefore: number): number {
  return Math.min(STREAK_BONUS.max, Math.max(0, rightBefore) * STREAK_BONUS.step);
}
