const formatter = new Intl.NumberFormat('en');

/** Scores and counts with thousands separators: 2350 → "2,350". */
export function formatNumber(value: number): string {
  return formatter.format(value);
}

/** Share of votes as a whole percentage; 0 when nobody voted yet. */
export function toPercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}
