import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { toAddressKey } from '../../../lib/address-key';
import { LIVE_MESSAGES, LiveError } from '../errors';

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

/**
 * Who is joining: the socket and the client's address (X-Forwarded-For per TRUST_PROXY). Limits
 * count an IPv6 address by its /64 network (lib/address-key).
 */
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

  /** `ip|code` → joins of that code from that address being looked up now. */
  const inFlight = new Map<string, number>();

  return {
    /**
     * Takes one wrong-code point from the client's socket and, once per code in flight, from its
     * address before the code is looked up, refusing (rate_limited, with the wait) once either is
     * used up: counting after the lookup let parallel sockets of one address each try a code at
     * once. A classroom behind one address joining with the same code at once costs one point.
     * Call the returned function with whether the code matched: a hit gives the points back.
     */
    async reserveTry(client: TJoinClient, code: string): Promise<(hit: boolean) => Promise<void>> {
      const address = toAddressKey(client.ip);
      const key = `${address}|${code}`;
      const owner = !inFlight.has(key);
      inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      const release = () => {
        const left = (inFlight.get(key) ?? 1) - 1;
        if (left > 0) inFlight.set(key, left);
        else inFlight.delete(key);
      };
      const outcomes = await Promise.allSettled([
        owner ? missesByIp.consume(address) : Promise.resolve(null),
        missesBySocket.consume(client.socketId),
      ]);
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      if (refused.length > 0) {
        release();
        const other = refused.find((reason) => !(reason instanceof RateLimiterRes));
        if (other) throw other;
        const waitMs = Math.max(...(refused as RateLimiterRes[]).map((r) => r.msBeforeNext));
        throw new LiveError('rate_limited', LIVE_MESSAGES.tooManyCodes, retryAfter(waitMs));
      }
      return async (hit) => {
        release();
        if (!hit) return;
        await Promise.all([
          owner ? missesByIp.reward(address) : null,
          missesBySocket.reward(client.socketId),
        ]);
      };
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
  };
}

export type TJoinLimits = ReturnType<typeof createJoinLimits>;
