import { ApiError, tooManyRequests } from '../http/api-error';
import type { TClock } from './clock';
import type { TRateLimitName, TRateLimits } from './rate-limit';
import { RATE_LIMITS } from '@crowdeck/core';

/** One count to take: which limit of RATE_LIMITS, for whom. */
export interface TWindowedCount {
  name: TRateLimitName;
  key: string;
}

/**
 * Counts against limits of RATE_LIMITS in fixed windows of each limit's duration, read from
 * `clock` (a manual one in tests), over the same store as every limit (memory, or Redis shared by
 * the nodes). `consumeAll` takes one point of each or none: a refused count gives back those
 * taken before it, and the 429's Retry-After is the time to the end of the refusing window.
 */
export function createWindowedLimits(
  rateLimits: Pick<TRateLimits, 'consume' | 'giveBack'>,
  clock: TClock,
) {
  const windowOf = (name: TRateLimitName) => {
    const ms = RATE_LIMITS[name].durationSec * 1000;
    const index = Math.floor(clock.now() / ms);
    return { key: String(index), endsAt: (index + 1) * ms };
  };

  return {
    async consumeAll(counts: readonly TWindowedCount[]): Promise<void> {
      const taken: TWindowedCount[] = [];
      for (const count of counts) {
        const window = windowOf(count.name);
        const key = { name: count.name, key: `${count.key}:${window.key}` };
        try {
          await rateLimits.consume(key.name, key.key);
          taken.push(key);
        } catch (error) {
          await Promise.all(taken.map((done) => rateLimits.giveBack(done.name, done.key)));
          if (error instanceof ApiError && error.statusCode === 429) {
            throw tooManyRequests(Math.max(1, Math.ceil((window.endsAt - clock.now()) / 1000)));
          }
          throw error;
        }
      }
    },
  };
}

export type TWindowedLimits = ReturnType<typeof createWindowedLimits>;
