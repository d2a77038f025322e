/** How a player's rank moved since the previous question. */
export type TRankChange =
  { direction: 'up' | 'down'; places: number } | { direction: 'same' | 'new' };

/** Rank movement: lower rank numbers are better; null previous rank means new on the board. */
export function getRankChange(rank: number, previousRank: number | null): TRankChange {
  if (previousRank === null) return { direction: 'new' };
  if (previousRank === rank) return { direction: 'same' };
  return previousRank > rank
    ? { direction: 'up', places: previousRank - rank }
    : { direction: 'down', places: rank - previousRank };
}
