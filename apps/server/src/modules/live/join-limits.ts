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
    /** Refuses (rate_limited, with the wait) a client that used up its wrong codes. */
    async assertMayTry(client: TJoinClient): Promise<void> {
      const states = await Promise.all([
        missesByIp.get(client.ip),
        missesBySocket.get(client.socketId),
      ]);
      const blocked = states.filter((s): s is RateLimiterRes => !!s && s.remainingPoints <= 0);
      if (blocked.length === 0) return;
      const waitMs = Math.max(...blocked.map((s) => s.msBeforeNext));
      throw new LiveError('rate_limited', LIVE_MESSAGES.tooManyCodes, retryAfter(waitMs));
    },

    /** Counts a wrong code against the client's address and socket. */
    async countMiss(client: TJoinClient): Promise<void> {
      await Promise.all([
        missesByIp.consume(client.ip).catch(() => undefined),
        missesBySocket.consume(client.socketId).catch(() => undefined),
      ]);
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
