/** Smallest text factor tried: the CSS clamps keep every text at or above its readable minimum. */
export const FIT_FACTOR_MIN = 0.2;

/**
 * The largest factor in [min, max] for which `fits` holds, to `precision`; `min` when none does.
 * A binary search: `fits` is monotonic, since smaller text never takes more room.
 */
export function findFitFactor(
  fits: (factor: number) => boolean,
  min = FIT_FACTOR_MIN,
  max = 1,
  precision = 0.02,
): number {
  if (fits(max)) return max;
  let low = min;
  let high = max;
  while (high - low > precision) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}
