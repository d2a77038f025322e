import { useCallback, useRef, useState } from 'react';
import type { TAnswerRequest } from '@crowdeck/core';
import { createRequestId } from '../lib/request-id';
import type { TLiveErrorCode } from './live-errors';
import { useLiveActions } from './live-session-context';

/** What the phone shows about its last answer on this slide. */
export type TAnswerStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** Stored by the server (its acknowledgement arrived). */
  | { kind: 'sent'; heldBack?: boolean }
  | { kind: 'refused'; code: TLiveErrorCode | 'network' };

export type TAnswerBody = Omit<TAnswerRequest, 'requestId' | 'slideId'>;

/**
 * Sends answers for one slide. Each new answer gets a request id that every automatic retry reuses,
 * and "Try again" after a network failure reuses it too, so nothing is ever counted twice.
 */
export function useAnswer(slideId: string) {
  const { submitAnswer } = useLiveActions();
  const [status, setStatus] = useState<TAnswerStatus>({ kind: 'idle' });
  const lastRequest = useRef<TAnswerRequest | null>(null);

  const run = useCallback(
    async (request: TAnswerRequest): Promise<boolean> => {
      lastRequest.current = request;
      setStatus({ kind: 'sending' });
      const outcome = await submitAnswer(request);
      if (!outcome.ok) setStatus({ kind: 'refused', code: outcome.code });
      else setStatus(outcome.heldBack ? { kind: 'sent', heldBack: true } : { kind: 'sent' });
      return outcome.ok;
    },
    [submitAnswer],
  );

  /** Sends a new answer; resolves true once the server has stored it. */
  const send = useCallback(
    (body: TAnswerBody) => run({ ...body, slideId, requestId: createRequestId() }),
    [run, slideId],
  );

  /** Repeats the last answer with the same request id (after a network failure). */
  const retry = useCallback(() => {
    if (lastRequest.current) void run(lastRequest.current);
  }, [run]);

  return { status, send, retry };
}
