import { describe, expect, it } from 'vitest';
import {
  ANSWER_RETRY_POLICY,
  getRetryDelayMs,
  submitWithRetry,
  type TAttemptResult,
} from './answer-retry';
import { makeMe } from './test-fixtures';

/** A fake server answering attempts in order and remembering what it was sent. */
function fakeSend(results: TAttemptResult[]) {
  const calls: number[] = [];
  const send = async () => {
    calls.push(calls.length + 1);
    return results[calls.length - 1] ?? { kind: 'timeout' as const };
  };
  return { send, calls };
}
const noSleep = async () => {};

describe('answer retries', () => {
  it('confirms on the first acknowledgement', async () => {
    const { send, calls } = fakeSend([{ kind: 'ok', me: makeMe({ score: 10 }) }]);
    const outcome = await submitWithRetry(send, noSleep);
    expect(outcome).toEqual({ ok: true, me: makeMe({ score: 10 }) });
    expect(calls).toHaveLength(1);
  });

  it('retries a lost acknowledgement and treats "already answered" as its own answer stored', async () => {
    const { send, calls } = fakeSend([
      { kind: 'timeout' },
      { kind: 'refused', code: 'already_answered' },
    ]);
    expect(await submitWithRetry(send, noSleep)).toEqual({ ok: true, me: null });
    expect(calls).toHaveLength(2);
  });

  it('reports "already answered" on a first attempt as a refusal', async () => {
    const { send } = fakeSend([{ kind: 'refused', code: 'already_answered' }]);
    expect(await submitWithRetry(send, noSleep)).toEqual({ ok: false, code: 'already_answered' });
  });

  it('does not retry final refusals', async () => {
    for (const code of ['closed', 'too_many_entries', 'invalid_input'] as const) {
      const { send, calls } = fakeSend([
        { kind: 'refused', code },
        { kind: 'ok', me: makeMe() },
      ]);
      expect(await submitWithRetry(send, noSleep)).toEqual({ ok: false, code });
      expect(calls).toHaveLength(1);
    }
  });

  it('retries transient refusals and gives up as a network failure after the last attempt', async () => {
    const { send, calls } = fakeSend([
      { kind: 'refused', code: 'not_open' },
      { kind: 'ok', me: makeMe() },
    ]);
    expect((await submitWithRetry(send, noSleep)).ok).toBe(true);
    expect(calls).toHaveLength(2);

    const offline = fakeSend([]);
    const slept: number[] = [];
    const outcome = await submitWithRetry(offline.send, async (ms) => void slept.push(ms));
    expect(outcome).toEqual({ ok: false, code: 'network' });
    expect(offline.calls).toHaveLength(ANSWER_RETRY_POLICY.maxAttempts);
    expect(slept).toEqual([300, 1000, 2000, 4000, 5000]);
  });

  it('backs off up to the last delay', () => {
    expect(getRetryDelayMs(1)).toBe(300);
    expect(getRetryDelayMs(50)).toBe(5000);
  });
});
