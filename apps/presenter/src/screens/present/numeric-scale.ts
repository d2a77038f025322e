import type { TNumberBin } from '@crowdeck/core';

/** Where a value and the scoring band sit along a numeric chart, in percent of its width. */
export interface TNumericScale {
  /** The position of a value (the centre of its column when every value has its own). */
  at(value: number): number;
  /** The scoring band from `low` to `high`, exactly: a range column is only partly covered. */
  band(low: number, high: number): { from: number; to: number };
}

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/**
 * The chart's horizontal scale for the bins of `binNumbers`: one column per value (a value is
 * its column's centre and the band covers whole columns), or equal ranges from min to max (a
 * value is where it falls in the range, so the band starts and ends at its own values).
 */
export function getNumericScale(bins: readonly TNumberBin[], step: number): TNumericScale {
  const first = bins[0];
  const last = bins.at(-1);
  if (!first || !last) return { at: () => 0, band: () => ({ from: 0, to: 0 }) };
  const n = bins.length;
  if (first.from === first.to) {
    const column = (value: number) => (value - first.from) / step;
    return {
      at: (value) => clamp(((column(value) + 0.5) / n) * 100),
      band: (low, high) => ({
        from: clamp((Math.ceil(column(low) - 1e-9) / n) * 100),
        to: clamp(((Math.floor(column(high) + 1e-9) + 1) / n) * 100),
      }),
    };
  }
  const span = last.to - first.from;
  const at = (value: number) => clamp(((value - first.from) / span) * 100);
  return { at, band: (low, high) => ({ from: at(low), to: at(high) }) };
}
