import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { toAddressKey } from '../../../lib/address-key';
import { LIVE_MESSAGES, LiveError } from '../errors';

/**
 * Limits on `audience:join`. Figures are documented in the live README: generous for a classroom
 * behind one NAT, useless for guessing. Counters of an address are shared by every node through
 * Redis when there is one (a guesser's sockets spread over the nodes count together); a socket's
 * own counter stays on its node.
 */
export const JOIN_LIMITS = {
  /** Wrong codes one IP address, and one socket, may try per minute. */
  missesPerMinute: 10,
  /** Joins a socket may send while refused for wrong codes before it is disconnected. */
  refusalsBeforeDisconnect: 10,
  /** New participants one IP address may create in one presentation per minute. */
  participantsPerIpPerDeckPerMinute: 200,
} as const;

/**
 * Who is joining: the socket and the client's address (X-Forwarded-For per TRUST_PROXY). Limits
 * count an IPv6 address by its /64 network (lib/address-key).
 */
export interface TJoinClient {
  socketId: string;
  ip: string;
  /** The organisation's own audience domain the page is on: only its decks are joined there. */
  audienceHost?: string | null;
}

const retryAfter = (ms: number) => ({ retryAfterSec: Math.max(1, Math.ceil(ms / 1000)) });

/** Where the per-address counters live when several nodes share them. */
export interface TSharedJoinCounters {
  client: Redis;
  /** Key prefix of this deployment (REDIS_PREFIX). */
  prefix: string;
}

/**
 * Counters of wrong codes and of new participants; `enabled: false` for load tests; `shared`
 * puts the per-address ones in Redis (each node falls back to its own while Redis is down).
 */
export function createJoinLimits(
  options: { enabled?: boolean; shared?: TSharedJoinCounters | null } = {},
) {
  const enabled = options.enabled ?? true;
  const scale = (points: number) => (enabled ? points : Number.MAX_SAFE_INTEGER);
  /** A per-address counter: in Redis when shared; a client refused is then refused here alone. */
  const perAddress = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points: scale(points), duration: 60 });
    const shared = options.shared;
    if (!shared || !enabled) return memory;
    return new RateLimiterRedis({
      storeClient: shared.client,
      keyPrefix: `${shared.prefix}rl:${keyPrefix}`,
      points,
      duration: 60,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
      // Once an address is over its limit this node refuses it from memory until the window
      // ends: a flood of wrong codes costs Redis one request per node, not one per join.
      inMemoryBlockOnConsumed: points + 1,
    });
  };
  const missesByIp = perAddress('join-miss-ip', JOIN_LIMITS.missesPerMinute);
  const missesBySocket = new RateLimiterMemory({
    keyPrefix: 'join-miss-socket',
    points: scale(JOIN_LIMITS.missesPerMinute),
    duration: 60,
  });
  const creations = perAddress('join-create', JOIN_LIMITS.participantsPerIpPerDeckPerMinute);
  /** Points given back per address and presentation: refused creations cost nothing up to here. */
  const refunds = perAddress('join-refund', JOIN_LIMITS.participantsPerIpPerDeckPerMinute);

  const refusal = (reasons: unknown[]) => {
    const other = reasons.find((reason) => !(reason instanceof RateLimiterRes));
    if (other) return other;
    const limited = reasons.filter((reason) => reason instanceof RateLimiterRes);
    const waitMs = Math.max(...limited.map((r) => r.msBeforeNext));
    return new LiveError('rate_limited', LIVE_MESSAGES.tooManyCodes, retryAfter(waitMs));
  };

  return {
    /**
     * Refuses (rate_limited, with the wait) a socket that used up its own wrong codes, before
     * its code is looked up: one connection cannot make the database look up codes without end.
     * The address is not checked here: a right code from an address limited by its neighbours'
     * typos (a school behind one NAT) still joins.
     */
    async checkSocket(client: TJoinClient): Promise<void> {
      const used = await missesBySocket.get(client.socketId);
      if (used && used.consumedPoints >= scale(JOIN_LIMITS.missesPerMinute)) {
        throw refusal([used]);
      }
    },

    /**
     * Counts a code found to match no presentation against the client's socket and address;
     * refuses (rate_limited, with the wait) once either is used up. Only codes that do not exist
     * are counted: a real code never costs a point, whichever node looked it up.
     */
    async countMiss(client: TJoinClient): Promise<void> {
      const outcomes = await Promise.allSettled([
        missesByIp.consume(toAddressKey(client.ip)),
        missesBySocket.consume(client.socketId),
      ]);
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      if (refused.length > 0) throw refusal(refused);
    },

    /** Counts a new participant in a presentation; refuses past the per-address limit. */
    async countCreation(client: TJoinClient, presentationId: string): Promise<void> {
      try {
        await creations.consume(`${toAddressKey(client.ip)}|${presentationId}`);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new LiveError(
          'rate_limited',
          LIVE_MESSAGES.tooManyJoins,
          retryAfter(error.msBeforeNext),
        );
      }
    },

    /**
     * Gives back the point of a creation that did not happen (its nickname was taken by a join of
     * the same moment, the deck was full, the write failed): a pupil who retries with another
     * nickname must not use up the classroom's allowance. As many points a minute as the
     * allowance itself are given back, no more: a phone looping on a taken nickname is still
     * refused once both are used up (each try costs the database a read).
     */
    async giveBackCreation(client: TJoinClient, presentationId: string): Promise<void> {
      const key = `${toAddressKey(client.ip)}|${presentationId}`;
      try {
        await refunds.consume(key);
      } catch {
        return;
      }
      await creations.reward(key).catch(() => undefined);
    },
  };
}

export type TJoinLimits = ReturnType<typeof createJoinLimits>;
