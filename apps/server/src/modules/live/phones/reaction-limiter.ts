import { systemClock, type TClock } from '../../../lib/clock';
import { LIVE_LIMITS } from '@crowdeck/core';

const WINDOW_MS = 10_000;

/** Sliding-window limit of reactions per participant (LIVE_LIMITS.reactionsPer10s). */
export function createReactionLimiter(
  clock: TClock = systemClock,
  limit: number = LIVE_LIMITS.reactionsPer10s,
) {
  const sent = new Map<string, number[]>();
  return {
    /** Counts one reaction; false when the participant is over the limit. */
    tryConsume(participantId: string, now = clock.now()): boolean {
      const recent = (sent.get(participantId) ?? []).filter((at) => now - at < WINDOW_MS);
      if (recent.length >= limit) {
        sent.set(participantId, recent);
        return false;
      }
      recent.push(now);
      sent.set(participantId, recent);
      return true;
    },

    /** Forgets participants whose last reaction left the window (long uptime). */
    sweep(now = clock.now()): void {
      for (const [id, times] of sent)
        if (!times.some((at) => now - at < WINDOW_MS)) sent.delete(id);
    },

    /** Entries held (long-uptime checks). */
    size: () => sent.size,

    /** Forgets a participant (gone offline). */
    forget(participantId: string): void {
      sent.delete(participantId);
    },
  };
}
