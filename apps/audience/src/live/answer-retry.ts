import type { TParticipantView } from '@crowdeck/core';
import type { TLiveErrorCode } from './live-errors';

/** How one attempt to send an answer ended. */
export type TAttemptResult =
  | { kind: 'ok'; me: TParticipantView; heldBack?: boolean }
  | { kind: 'refused'; code: TLiveErrorCode }
  /** No acknowledgement in time, or not connected: the answer may or may not be stored. */
  | { kind: 'timeout' };

/** How sending an answer ended, after any retries. */
export type TAnswerOutcome =
  /** `heldBack`: stored, but the profanity filter keeps it off the screen. */
  | { ok: true; me: TParticipantView | null; heldBack?: boolean }
  | { ok: false; code: TLiveErrorCode | 'network' };

export const ANSWER_RETRY_POLICY = {
  /** Wait this long for the server's acknowledgement before trying again. */
  ackTimeoutMs: 5000,
  maxAttempts: 6,
  /** Pause before attempt 2, 3, …; the last value repeats. */
  delaysMs: [300, 1000, 2000, 4000, 5000],
} as const;

/**
 * Refusals worth repeating with the same request id: the server was busy or failed, the phone was
 * between reconnect and re-join, or its clock let it tap a moment before the question opened.
 */
const RETRYABLE: ReadonlySet<TLiveErrorCode> = new Set([
  'internal_error',
  'unauthorized',
  'not_open',
  'rate_limited',
]);

/** Whether to try again after `result` on attempt number `attempt` (1-based). */
export function shouldRetry(result: TAttemptResult, attempt: number): boolean {
  if (attempt >= ANSWER_RETRY_POLICY.maxAttempts) return false;
  if (result.kind === 'timeout') return true;
  return result.kind === 'refused' && RETRYABLE.has(result.code);
}

/** Pause before attempt `attempt + 1`. */
export function getRetryDelayMs(attempt: number): number {
  const delays = ANSWER_RETRY_POLICY.delaysMs;
  return delays[Math.min(attempt - 1, delays.length - 1)] ?? 0;
}

/**
 * Sends one answer until the server acknowledges it or refuses it for good. `send` must repeat the
 * same request (same request id) on every call, so the server stores it at most once. After a lost
 * acknowledgement, "already answered" means our earlier attempt was stored, so it counts as sent.
 */
export async function submitWithRetry(
  send: () => Promise<TAttemptResult>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<TAnswerOutcome> {
  let lostAck = false;
  for (let attempt = 1; ; attempt += 1) {
    const result = await send();
    if (result.kind === 'ok') {
      return result.heldBack
        ? { ok: true, me: result.me, heldBack: true }
        : { ok: true, me: result.me };
    }
    if (result.kind === 'refused' && result.code === 'already_answered' && lostAck) {
      return { ok: true, me: null };
    }
    if (result.kind === 'timeout') lostAck = true;
    if (!shouldRetry(result, attempt)) {
      return { ok: false, code: result.kind === 'timeout' ? 'network' : result.code };
    }
    await sleep(getRetryDelayMs(attempt));
  }
}
