/** What the server knows when it scores one quiz answer. */
export interface TQuizScoreInput {
  correct: boolean;
  /** Milliseconds from the question opening to the answer reaching the server. */
  elapsedMs: number;
  timeLimitSec: number;
  /** The slide's full points. */
  points: number;
}

/**
 * Points for a quiz answer: a correct answer earns between the full points (instant) and half of
 * them (at the last moment), linearly: round((1 - (t / T) / 2) × points). Wrong answers earn 0.
 */
export function computeQuizPoints(input: TQuizScoreInput): number {
  if (!input.correct || input.points <= 0) return 0;
  const limitMs = Math.max(1, input.timeLimitSec * 1000);
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
