import { RATE_LIMITS } from '@crowdeck/core';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/api-error';
import { hashLimitKey, toAddressKey } from './address-key';
import { mapValue } from './objects';

/** The limits of core's RATE_LIMITS, by name. */
export type TRateLimitName = keyof typeof RATE_LIMITS;

/** Builds one limiter; swap this factory for a Redis-backed one to share counters across nodes. */
export type TRateLimiterFactory = (
  name: TRateLimitName,
  limit: { points: number; durationSec: number },
) => RateLimiterAbstract;

/** In-process counters: right for one node, lost on restart. */
export const createMemoryRateLimiter: TRateLimiterFactory = (name, limit) =>
  new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.durationSec });

/**
 * Counters shared by every node in Redis (keys `<prefix>rl:<name>:<hashed key>`). While Redis is
 * unreachable each node falls back to its own in-memory counters instead of failing the request.
 */
export function createRedisRateLimiterFactory(client: Redis, prefix: string): TRateLimiterFactory {
  return (name, limit) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `${prefix}rl:${name}`,
      points: limit.points,
      duration: limit.durationSec,
      rejectIfRedisNotReady: true,
      insuranceLimiter: createMemoryRateLimiter(name, limit),
    });
}

/** Counters that never block: for load tests only (RATE_LIMIT_ENABLED=false). */
export const createUnlimitedRateLimiter: TRateLimiterFactory = (name, limit) =>
  createMemoryRateLimiter(name, { ...limit, points: Number.MAX_SAFE_INTEGER });

/** Named limiters over one store, with the operations the routes need. */
export interface TRateLimits {
  /** Counts one attempt; throws a 429 ApiError once the limit is passed. */
  consume(name: TRateLimitName, key: string): Promise<void>;
  /** Throws a 429 ApiError if the key has used up its points, without counting. */
  assertNotBlocked(name: TRateLimitName, key: string): Promise<void>;
  /** Forgets a key's attempts (e.g. after a successful sign-in). */
  reset(name: TRateLimitName, key: string): Promise<void>;
  /** Gives back one point taken up front when the attempt turned out not to count. */
  giveBack(name: TRateLimitName, key: string): Promise<void>;
}

/** Creates the limiters of core's RATE_LIMITS with the given store factory. */
export function createRateLimits(
  factory: TRateLimiterFactory = createMemoryRateLimiter,
): TRateLimits {
  const limiters = new Map<TRateLimitName, RateLimiterAbstract>();
  // Cast: Object.keys types keys as string; RATE_LIMITS is a literal object whose keys are the names.
  for (const name of Object.keys(RATE_LIMITS) as TRateLimitName[]) {
    limiters.set(name, factory(name, RATE_LIMITS[name]));
  }
  const get = (name: TRateLimitName) => mapValue(limiters, name);
  /**
   * Limits named `…PerIp` count a client's address by its network (see toAddressKey); every key
   * is stored as a keyed hash, so no counter names an address or an email in plain.
   */
  const keyOf = (name: TRateLimitName, key: string) =>
    name.endsWith('PerIp') ? toAddressKey(key) : hashLimitKey(key);

  return {
    async consume(name, key) {
      try {
        await get(name).consume(keyOf(name, key));
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyRequests(toSeconds(error.msBeforeNext));
        throw error;
      }
    },
    async assertNotBlocked(name, key) {
      const state = await get(name).get(keyOf(name, key));
      if (state && state.remainingPoints <= 0) throw tooManyRequests(toSeconds(state.msBeforeNext));
    },
    async reset(name, key) {
      await get(name).delete(keyOf(name, key));
    },
    async giveBack(name, key) {
      await get(name).reward(keyOf(name, key), 1);
    },
  };
}

function toSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
