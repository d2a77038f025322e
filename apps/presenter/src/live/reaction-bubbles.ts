import type { TReaction } from '../state/presenter-types';

/** A bubble lives this long at most, even if its animation never reports its end (hidden tab). */
export const REACTION_MAX_AGE_MS = 6000;

/** Reactions still young enough to show; the same list when nothing expired (no re-render). */
export function pruneReactions(
  list: TReaction[],
  now: number,
  maxAge = REACTION_MAX_AGE_MS,
): TReaction[] {
  const kept = list.filter((reaction) => now - reaction.createdAt < maxAge);
  return kept.length === list.length ? list : kept;
}

/** Horizontal start of a bubble, 5..95 % of the width, stable per reaction id. */
export function getBubbleLeft(id: string): number {
  let hash = 7;
  for (const char of id) hash = (hash * 33 + (char.codePointAt(0) ?? 0)) >>> 0;
  return 5 + (hash % 901) / 10;
}
