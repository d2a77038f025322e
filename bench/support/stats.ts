/** Percentile of a list of durations in milliseconds (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, rank)] as number;
}

/** Median, 95th percentile and worst of a list of durations in milliseconds. */
export function spread(values: readonly number[]): { p50: number; p95: number; max: number } {
  return { p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) };
}

/** When half, 90 % and 99 % of the phones were done (joined, or back after a storm), from the start. */
export function doneQuantiles(doneMs: readonly number[]): {
  p50: number;
  p90: number;
  p99: number;
} {
  return {
    p50: percentile(doneMs, 50),
    p90: percentile(doneMs, 90),
    p99: percentile(doneMs, 99),
  };
}

/** Runs `task` `total` times with `concurrency` in flight; returns each call's duration in ms. */
export async function measure(
  total: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<{ durations: number[]; elapsedMs: number }> {
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      await task(i);
      durations.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { durations, elapsedMs: performance.now() - started };
}
