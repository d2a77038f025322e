import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { LIVE_MESSAGES, LiveError } from './live-errors';

/**
 * Limits on `audience:join`, per node (a client is held on one node by its socket). Figures are
 * documented in the live README: generous for a classroom behind one NAT, useless for guessing.
 */
export const JOIN_LIMITS = {
  /** Wrong codes one IP address, and one socket, may try per minute. */
  missesPerMinute: 10,
  /** Joins a socket may send while refused for wrong codes before it is disconnected. */
  refusalsBeforeDisconnect: 10,
  /** New participants one IP address may create in one presentation per minute. */
  participantsPerIpPerDeckPerMinute: 200,
} as const;

/** Who is joining: the socket and the client's address (X-Forwarded-For per TRUST_PROXY). */
export interface TJoinClient {
  socketId: string;
  ip: string;
}

const retryAfter = (ms: number) => ({ retryAfterSec: Math.max(1, Math.ceil(ms / 1000)) });

/** Counters of wrong codes and of new participants; `enabled: false` for load tests. */
export function createJoinLimits(options: { enabled: boolean } = { enabled: true }) {
  const scale = (points: number) => (options.enabled ? points : Number.MAX_SAFE_INTEGER);
  const missesByIp = new RateLimiterMemory({
    keyPrefix: 'join-miss-ip',
    points: scale(JOIN_LIMITS.missesPerMinute),
    duration: 60,
  });
  const missesBySocket = new RateLimiterMemory({
    keyPrefix: 'join-miss-socket',
    points: scale(JOIN_LIMITS.missesPerMinute),
    duration: 60,
  });
  const creations = new RateLimiterMemory({
    keyPrefix: 'join-create',
    points: scale(JOIN_LIMITS.participantsPerIpPerDeckPerMinute),
    duration: 60,
  });

  return {
    /**
     * Takes one wrong-code point from the client's address and socket before the code is looked
     * up, refusing (rate_limited, with the wait) once either is used up. Counting only after the
     * lookup let parallel sockets of one address each try a code in the same moment. Give the
     * point back with `refundTry` when the code turns out right.
     */
    async reserveTry(client: TJoinClient): Promise<void> {
      const outcomes = await Promise.allSettled([
        missesByIp.consume(client.ip),
        missesBySocket.consume(client.socketId),
      ]);
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      if (refused.length === 0) return;
      const other = refused.find((reason) => !(reason instanceof RateLimiterRes));
      if (other) throw other;
      const waitMs = Math.max(...(refused as RateLimiterRes[]).map((r) => r.msBeforeNext));
      throw new LiveError('rate_limited', LIVE_MESSAGES.tooManyCodes, retryAfter(waitMs));
    },

    /** Gives back the point `reserveTry` took: the code matched a presentation. */
    async refundTry(client: TJoinClient): Promise<void> {
      await Promise.all([missesByIp.reward(client.ip), missesBySocket.reward(client.socketId)]);
    },

    /** Counts a new participant in a presentation; refuses past the per-address limit. */
    async countCreation(client: TJoinClient, presentationId: string): Promise<void> {
      try {
        await creations.consume(`${client.ip}|${presentationId}`);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new LiveError(
          'rate_limited',
          LIVE_MESSAGES.tooManyJoins,
          retryAfter(error.msBeforeNext),
        );
      }
    },
  };
}

export type TJoinLimits = ReturnType<typeof createJoinLimits>;
