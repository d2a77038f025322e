import type { TQuestionPhase, TQuestionTiming } from '@crowdeck/core';

/**
 * How far the server's clock is ahead of this phone's, from a message stamped `serverNow` and
 * received at `receivedAt` (phone time). Network delay makes it a slight underestimate, which
 * only makes countdowns end a few milliseconds late, never early.
 */
export function estimateClockOffset(serverNow: number, receivedAt: number): number {
  return serverNow - receivedAt;
}

/** The server's current time as this phone best knows it. */
export function toServerTime(clientNow: number, offsetMs: number): number {
  return clientNow + offsetMs;
}

/** Milliseconds until a server timestamp, never negative. */
export function getRemainingMs(
  targetServerMs: number,
  clientNow: number,
  offsetMs: number,
): number {
  return Math.max(0, targetServerMs - toServerTime(clientNow, offsetMs));
}

/** Whole seconds shown on a countdown: 2.1 s left shows 3, and it reaches 0 only at the end. */
export function toCountdownSeconds(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 1000));
}

/**
 * The phase the phone shows: the server's, moved on locally once its own timestamps have passed so
 * the tiles appear and lock on time even if the next message is a little late.
 */
export function getDisplayedPhase(
  timing: TQuestionTiming,
  clientNow: number,
  offsetMs: number,
): TQuestionPhase {
  if (timing.phase === 'closed') return 'closed';
  const serverNow = toServerTime(clientNow, offsetMs);
  if (serverNow >= timing.closesAt) return 'closed';
  if (timing.phase === 'intro' && serverNow < timing.opensAt) return 'intro';
  return 'open';
}

/**
 * The question's timing as this participant lives it: with extra time (`timeFactor` > 1) its
 * window is longer, so a question held for it (time up for the others) is still open here and
 * its countdown runs to its own end. Once the question really closes, closed.
 */
export function withOwnTime(timing: TQuestionTiming, timeFactor = 1): TQuestionTiming {
  if (timeFactor <= 1 || (timing.phase === 'closed' && !timing.held)) return timing;
  const closesAt = timing.opensAt + Math.round((timing.closesAt - timing.opensAt) * timeFactor);
  const phase = timing.phase === 'closed' ? 'open' : timing.phase;
  const own: TQuestionTiming = { ...timing, phase, closesAt };
  delete own.held;
  return own;
}
