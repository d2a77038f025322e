import { LIVE_MESSAGES, LiveError } from '../errors';

/** Joins of one socket that may be unsettled at once: the one running and one waiting. */
const MAX_UNSETTLED = 2;

/**
 * One join at a time per socket. A phone re-sends `audience:join` when its acknowledgement is
 * late (the server is loaded and the first join still runs): the same request shares the
 * outcome of the one already running or waiting, so it never creates a second participant.
 * A different request waits its turn; beyond that the socket is refused (no phone queues joins).
 */
export function createJoinQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  let last: { key: string; result: Promise<unknown>; settled: boolean } | null = null;
  let unsettled = 0;

  return {
    /** Runs `work` after the socket's earlier joins, or shares the pending one with this key. */
    run<T>(key: string, work: () => Promise<T>): Promise<T> {
      // Cast: the same key is the same join: the pending one was started with this T.
      if (last && !last.settled && last.key === key) return last.result as Promise<T>;
      if (unsettled >= MAX_UNSETTLED) {
        return Promise.reject(new LiveError('rate_limited', LIVE_MESSAGES.joinBusy));
      }
      unsettled += 1;
      const result = tail.then(work, work);
      // Cast: kept for later calls with the same key, which read it as their own T.
      const entry = { key, result: result as Promise<unknown>, settled: false };
      last = entry;
      const done = () => {
        entry.settled = true;
        unsettled -= 1;
      };
      tail = result.then(done, done);
      return result;
    },
  };
}
