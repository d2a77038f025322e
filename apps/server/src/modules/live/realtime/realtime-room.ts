import type { Server as HttpServer } from 'node:http';
import type { TBackgroundTasks } from '../../../lib/background-tasks';
import type { TMetrics } from '../../../lib/metrics';
import type { TRedisClients } from '../../../lib/redis';
import type { TLiveTuning } from '../tuning';
import { createLiveGateway, type TLiveServer } from './gateway';
import { createOutbox } from './outbox';
import { createRedisStreamsAdapter } from './redis-streams-adapter';
import {
  createLiveServer,
  RECOVERY_MS,
  type TEmbedViewer,
  type TPresenterSession,
} from './socket-server';

/** Presentations with phones on this node: their `p:<code>` rooms (not the shards). */
function countPhoneRooms(io: TLiveServer): number {
  let rooms = 0;
  for (const name of io.of('/').adapter.rooms.keys()) {
    if (name.startsWith('p:') && !name.includes('#')) rooms += 1;
  }
  return rooms;
}

/** The Socket.IO server (with the Redis adapter on several nodes), its outbox and gateway. */
export function createRealtimeRoom(deps: {
  server: HttpServer;
  isOriginAllowed(origin: string, host: string | undefined): boolean;
  findSession(token: string): Promise<TPresenterSession | null>;
  findEmbedToken?(token: string): Promise<TEmbedViewer | null>;
  redis: TRedisClients | null;
  tuning?: TLiveTuning;
  metrics: TMetrics;
  background: TBackgroundTasks;
}) {
  const { redis, background } = deps;
  // What goes to this node's phones, in order and a few hundred sockets per turn (outbox.ts).
  const outbox = createOutbox({
    turnSockets: deps.tuning?.outboxTurnSockets,
    onError: (error) => background.run(Promise.reject(error), { event: 'gateway.outbox' }),
  });
  const io = createLiveServer(deps.server, {
    isOriginAllowed: deps.isOriginAllowed,
    findSession: deps.findSession,
    findEmbedToken: deps.findEmbedToken,
    adapter: redis
      ? createRedisStreamsAdapter(redis.adapter, {
          streamName: `${redis.prefix}socket.io`,
          channelPrefix: `${redis.prefix}socket.io`,
          sessionKeyPrefix: `${redis.prefix}sio:session:`,
          sessionTtlMs: RECOVERY_MS,
          blockTimeInMs: 2_000,
          outbox,
          onError: (error) => background.run(Promise.reject(error), { event: 'live.adapter' }),
        })
      : undefined,
  });
  const gateway = createLiveGateway(io, background, {
    outbox,
    stateFannedOut: deps.metrics.stateFannedOut,
  });
  deps.metrics.sources.liveRooms = () => countPhoneRooms(io);
  return { io, gateway };
}
