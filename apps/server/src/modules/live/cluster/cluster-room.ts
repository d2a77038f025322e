import type { TRedisClients } from '../../../lib/redis';
import type { TOnlineCounter } from '../capacity/online-counter';
import type { TLiveServer } from '../realtime/gateway';
import { createClusterBus, createLocalBus, type TLiveBus } from './bus';
import { createRedisLiveStores } from './redis-stores';
import { createMemoryLiveStores, type TLiveStores } from './stores';

/** What nodes share (in Redis, or in memory on one node) and the bus they talk over. */
export function createClusterRoom(deps: {
  io: TLiveServer;
  redis: TRedisClients | null;
  nodeId: string;
  /** One node: an in-memory counter of the test's own. */
  onlineCounter?: TOnlineCounter;
  onError(error: unknown): void;
}): { stores: TLiveStores; bus: TLiveBus } {
  const { redis, onError } = deps;
  const stores = redis
    ? createRedisLiveStores({ redis, nodeId: deps.nodeId, onError })
    : createMemoryLiveStores(deps.onlineCounter);
  const bus = redis ? createClusterBus(deps.io, onError) : createLocalBus();
  return { stores, bus };
}
