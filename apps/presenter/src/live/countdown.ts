/**
 * Clock skew: how far the server's clock is ahead of this one (ms), from a message stamped
 * `serverNow` that arrived at local time `receivedAt`. Network delay makes it slightly late, which
 * only shortens the countdown by that delay: the phones see the same.
 */
export function getClockOffset(serverNow: number, receivedAt: number): number {
  return serverNow - receivedAt;
}

/** Milliseconds left until `closesAt` (server time), never negative. */
export function getRemainingMs(closesAt: number, localNow: number, clockOffset: number): number {
  return Math.max(0, closesAt - (localNow + clockOffset));
}

/** Share of the question's time left, from 1 (just opened) to 0 (closed). */
export function getRemainingFraction(
  timing: { opensAt: number; closesAt: number },
  localNow: number,
  clockOffset: number,
): number {
  const total = timing.closesAt - timing.opensAt;
  if (total <= 0) return 0;
  return Math.min(1, getRemainingMs(timing.closesAt, localNow, clockOffset) / total);
}

/** Whole seconds to show on the countdown: rounds up, so "1" shows until the very end. */
export function getRemainingSeconds(
  closesAt: number,
  localNow: number,
  clockOffset: number,
): number {
  return Math.ceil(getRemainingMs(closesAt, localNow, clockOffset) / 1000);
}
