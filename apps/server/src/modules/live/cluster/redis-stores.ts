import type { TRedisClients } from '../../../lib/redis';
import type { TLiveStores } from './stores';
import { createRedisOnlineCounter } from '../capacity/redis-online-counter';

/** Answered sets outlive a forgotten question by at most this long. */
const ANSWERED_TTL_SEC = 6 * 60 * 60;

/** Checks membership of many ids in one round trip: KEYS set; ARGV ids. */
const CONTAINS_ALL = `
for _, id in ipairs(ARGV) do
  if redis.call('SISMEMBER', KEYS[1], id) == 0 then return 0 end
end
return 1`;

/** The live engine's shared state in Redis, for several nodes (REDIS_URL). */
export function createRedisLiveStores(deps: {
  redis: TRedisClients;
  nodeId: string;
  onError(error: unknown): void;
}): TLiveStores {
  const { store: client, prefix } = deps.redis;
  const answeredKey = (slideId: string) => `${prefix}answered:${slideId}`;
  let sweptListener: (presentationIds: string[]) => void = () => undefined;
  const online = createRedisOnlineCounter({
    client,
    prefix,
    nodeId: deps.nodeId,
    onSwept: (ids) => sweptListener(ids),
    onError: deps.onError,
  });
  return {
    online,
    answered: {
      async add(slideId, participantIds) {
        const key = answeredKey(slideId);
        const batch = client.multi();
        if (participantIds.length) batch.sadd(key, ...participantIds);
        batch.expire(key, ANSWERED_TTL_SEC).scard(key);
        const results = (await batch.exec()) ?? [];
        const size = results.at(-1)?.[1];
        return typeof size === 'number' ? size : 0;
      },
      async containsAll(slideId, participantIds) {
        if (participantIds.length === 0) return true;
        return (await client.eval(CONTAINS_ALL, 1, answeredKey(slideId), ...participantIds)) === 1;
      },
      async clear(slideId) {
        await client.del(answeredKey(slideId));
      },
    },
    gate: {
      async tryClaim(key, ms) {
        try {
          return (await client.set(`${prefix}gate:${key}`, '1', 'PX', ms, 'NX')) === 'OK';
        } catch (error) {
          // Redis away: push from this node rather than not at all.
          deps.onError(error);
          return true;
        }
      },
    },
    onSwept(listener) {
      sweptListener = listener;
    },
    close: () => online.close(),
  };
}
