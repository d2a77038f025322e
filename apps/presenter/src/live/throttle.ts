/** Milliseconds to wait before running again, at most once per `interval` (0 = run now). */
export function getThrottleWait(lastRunAt: number | null, now: number, interval: number): number {
  if (lastRunAt === null) return 0;
  return Math.max(0, lastRunAt + interval - now);
}
