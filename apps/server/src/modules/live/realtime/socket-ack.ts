import { performance } from 'node:perf_hooks';
import { toFieldErrors, type TLiveAck } from '@crowdeck/core';
import type { z } from 'zod';
import type { TEventMeter } from '../../../lib/metrics';
import { LIVE_MESSAGES, LiveError } from '../errors';

/**
 * Wraps a socket handler: parses the payload with its core schema, answers refusals and bad
 * input as `{ok:false}`, turns any other exception into internal_error, and never throws (a bad
 * message must not crash the server). Events sent without an acknowledgement are ignored.
 */
export function withAck<TSchema extends z.ZodType, TData>(
  schema: TSchema,
  handler: (payload: z.infer<TSchema>) => Promise<TData>,
  onError: (error: unknown) => void,
  /** Counts the outcomes and times the successes (lib/metrics.ts); none for the other events. */
  meter?: TEventMeter,
) {
  return (payload: unknown, ack: unknown): void => {
    if (typeof ack !== 'function') return;
    const started = meter ? performance.now() : 0;
    // Cast: Socket.IO hands the acknowledgement as a function of any arguments; it answers TLiveAck.
    const reply = ack as (result: TLiveAck<TData>) => void;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      meter?.refused('invalid_input');
      const [field, first] = Object.entries(toFieldErrors(parsed.error))[0] ?? [];
      const message = first?.message ?? LIVE_MESSAGES.invalidInput;
      const named = field && field !== '_' ? { field } : {};
      reply({ ok: false, error: { code: 'invalid_input', message, ...named } });
      return;
    }
    handler(parsed.data).then(
      (data) => {
        meter?.done((performance.now() - started) / 1000);
        reply({ ok: true, data });
      },
      (error: unknown) => {
        if (error instanceof LiveError) {
          meter?.refused(error.code);
          reply({ ok: false, error: error.toLiveError() });
          return;
        }
        meter?.refused('internal_error');
        onError(error);
        reply({ ok: false, error: { code: 'internal_error', message: LIVE_MESSAGES.internal } });
      },
    );
  };
}
