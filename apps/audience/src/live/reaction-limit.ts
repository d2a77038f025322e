import { LIVE_LIMITS } from '@crowdeck/core';

const WINDOW_MS = 10_000;

/** Pause after the server refuses a reaction as rate limited. */
export const REACTION_REFUSED_COOLDOWN_MS = 3_000;

/**
 * Milliseconds until another reaction fits the server's limit (reactionsPer10s per 10 s), given
 * when this phone sent its recent ones; 0 means send now. Keeps the buttons honest without a
 * round trip.
 */
export function getReactionWaitMs(sentAt: readonly number[], now: number): number {
  const recent = sentAt.filter((t) => now - t < WINDOW_MS).sort((a, b) => a - b);
  if (recent.length < LIVE_LIMITS.reactionsPer10s) return 0;
  const oldestThatCounts = recent[recent.length - LIVE_LIMITS.reactionsPer10s] as number;
  return oldestThatCounts + WINDOW_MS - now;
}

/** The send times still worth remembering. */
export function pruneReactionTimes(sentAt: readonly number[], now: number): number[] {
  return sentAt.filter((t) => now - t < WINDOW_MS);
}

/** Remembers this phone's reactions; `record` notes one and says how long to pause after it. */
export function createReactionLimiter(now: () => number = Date.now) {
  let sentAt: number[] = [];
  return {
    /** Notes a reaction sent now; returns the milliseconds until the next one fits (0: none). */
    record(): number {
      const at = now();
      sentAt = [...pruneReactionTimes(sentAt, at), at];
      return getReactionWaitMs(sentAt, at);
    },
  };
}
