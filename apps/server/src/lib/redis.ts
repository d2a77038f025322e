import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';

/** What the Redis clients report through (Fastify's logger fits). */
export interface TRedisLog {
  warn(object: object, message: string): void;
  info(message: string): void;
}

/** The Redis connections of one node: Socket.IO's adapter and the shared stores. */
export interface TRedisClients {
  /** The Socket.IO adapter publishes with it (and duplicates it to read the stream and subscribe). */
  adapter: Redis;
  /** Online audience, answered sets, push gates, rate limits. */
  store: Redis;
  /** Prefix of every key, stream and channel (REDIS_PREFIX). */
  prefix: string;
  /** Whether Redis answers a PING within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Runs `handler` each time the connection comes back after an outage. */
  onReconnect(handler: () => void): void;
  /** Closes both connections (shutdown). */
  close(): Promise<void>;
}

/** Time given to QUIT before the connection is dropped. */
const QUIT_MS = 500;

/**
 * Opens a client that reconnects by itself (ioredis retries forever with a growing delay) and logs
 * an outage once instead of throwing: a Redis restart must never crash the node.
 */
function openClient(
  url: string,
  name: string,
  log: TRedisLog,
  retriesPerRequest: number,
  onBack: () => void = () => undefined,
): Redis {
  // Commands of one turn of the event loop go out in one write (a storm of thousands of phones
  // sends thousands of small commands at once: one system call each without it).
  const client = new Redis(url, {
    maxRetriesPerRequest: retriesPerRequest,
    connectionName: name,
    enableAutoPipelining: true,
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error, client: name }, 'Redis unreachable; reconnecting');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`Redis reachable again (${name})`);
    onBack();
  });
  return client;
}

/** Resolves with `fallback` if `work` has not settled within `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/** Connects to REDIS_URL: one client for Socket.IO's adapter, one for the shared stores. */
export function openRedisClients(url: string, prefix: string, log: TRedisLog): TRedisClients {
  // The adapter's commands wait through a short outage (a broadcast is sent once Redis is back);
  // the stores' fail after a few reconnection attempts so a join or a health check never hangs.
  const handlers: Array<() => void> = [];
  const adapter = openClient(url, 'crowdeck-adapter', log, 20, () => {
    for (const handler of handlers) handler();
  });
  const store = openClient(url, 'crowdeck-store', log, 3);
  return {
    adapter,
    store,
    prefix,
    async ping(timeoutMs = 1_000) {
      return withTimeout(
        store.ping().then((answer) => answer === 'PONG'),
        timeoutMs,
        false,
      );
    },
    onReconnect(handler) {
      handlers.push(handler);
    },
    async close() {
      await Promise.all(
        [adapter, store].map(async (client) => {
          await withTimeout(
            client.quit().then(() => undefined),
            QUIT_MS,
            undefined,
          );
          client.disconnect();
        }),
      );
    },
  };
}

/** Where the Redis clients count their commands (lib/metrics.ts). */
export interface TRedisMeter {
  store: { inc(): void };
  adapter: { inc(): void };
  storeSeconds: { observe(seconds: number): void };
}

/**
 * Counts the commands of both clients and times the round trips of the stores' (the adapter's
 * blocking stream reads would only measure their own timeout).
 */
export function meterRedisClients(clients: TRedisClients, meter: TRedisMeter): void {
  const adapterSend = clients.adapter.sendCommand.bind(clients.adapter);
  clients.adapter.sendCommand = (command, stream) => {
    meter.adapter.inc();
    return adapterSend(command, stream);
  };
  const storeSend = clients.store.sendCommand.bind(clients.store);
  clients.store.sendCommand = (command, stream) => {
    meter.store.inc();
    const started = performance.now();
    const sent = storeSend(command, stream);
    if (sent instanceof Promise) {
      const observe = () => meter.storeSeconds.observe((performance.now() - started) / 1000);
      sent.then(observe, observe);
    }
    return sent;
  };
}
