import { performance } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Every metric name starts with this (Prometheus' convention: one prefix per application). */
export const METRICS_PREFIX = 'crowdeck_';

/** The group-committed writes of the live engine (data/answer-commits.ts). */
export type TCommitKind = 'answers' | 'entries' | 'joins';

/** The phones' events whose outcome is counted. */
export type TMeteredEvent = 'join' | 'answer';

/** Seconds buckets of a phone's join or answer, from acknowledged at once to very slow. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds buckets of a broadcast to every phone of a room (paced, 500 sockets per turn). */
const FANOUT_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Rows per group commit: one alone up to the 1,000 of a full batch. */
const BATCH_BUCKETS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000];
/** Seconds buckets of a database statement or a Redis round trip. */
const ROUND_TRIP_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/** What one event's acknowledgement reports to the metrics (realtime/socket-ack.ts). */
export interface TEventMeter {
  /** Acknowledged with success after `seconds`. */
  done(seconds: number): void;
  /** Refused (a live error code: full, rate_limited, locked, invalid_input, …). */
  refused(code: string): void;
}

/** Values read when Prometheus scrapes, from whoever holds them (set once at start-up). */
export interface TMetricsSources {
  /** Presentations with phones connected to this node. */
  liveRooms(): number;
  /** Exports admitted and not yet written out (reports' admission queue). */
  exportQueue(): number;
  /** The node-postgres pool's connections, or null with embedded PGlite. */
  databasePool(): { total: number; idle: number; waiting: number } | null;
}

/**
 * Default process metrics (CPU, memory, GC, event-loop delay) are the process's, not one app's:
 * collected once per process in their own registry, whatever number of apps (tests) it builds.
 */
let processRegistry: Registry | null = null;
function sharedProcessRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    // Event-loop delay at 10 ms resolution, as lib/loop-probe.ts measures it for the benchmarks.
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

/**
 * The server's Prometheus metrics, one registry per app. The hot paths (a join, an answer, a
 * group commit) only increment counters and observe histograms with pre-bound children: no
 * label objects, no strings built per event. Values that are cheaper to read than to track
 * (rooms, pool, export queue) are read at scrape time from `sources`.
 */
export function createMetrics() {
  const registry = new Registry();
  const sources: TMetricsSources = {
    liveRooms: () => 0,
    exportQueue: () => 0,
    databasePool: () => null,
  };
  const name = (suffix: string) => `${METRICS_PREFIX}${suffix}`;
  const registers = [registry];

  const phonesConnected = new Gauge({
    name: name('live_phones_connected'),
    help: 'Audience sockets connected to this node.',
    registers,
  });
  new Gauge({
    name: name('live_rooms'),
    help: 'Presentations with at least one phone connected to this node.',
    registers,
    collect() {
      this.set(sources.liveRooms());
    },
  });
  const events = {
    join: {
      total: new Counter({
        name: name('live_joins_total'),
        help: 'Joins acknowledged with success.',
        registers,
      }),
      seconds: new Histogram({
        name: name('live_join_duration_seconds'),
        help: 'Time from a join request to its successful acknowledgement.',
        buckets: REQUEST_BUCKETS,
        registers,
      }),
    },
    answer: {
      total: new Counter({
        name: name('live_answers_total'),
        help: 'Answers acknowledged with success (stored after their batch committed).',
        registers,
      }),
      seconds: new Histogram({
        name: name('live_answer_duration_seconds'),
        help: 'Time from an answer to its successful acknowledgement.',
        buckets: REQUEST_BUCKETS,
        registers,
      }),
    },
  };
  const refusals = new Counter({
    name: name('live_refusals_total'),
    help: 'Joins and answers refused, by event and reason (full, rate_limited, locked, …).',
    labelNames: ['event', 'reason'] as const,
    registers,
  });
  const fanout = new Histogram({
    name: name('live_state_fanout_seconds'),
    help: "Time to write a room's state (a slide change) to every phone of the room on this node.",
    buckets: FANOUT_BUCKETS,
    registers,
  });
  /** A histogram of the group commits, by kind of write. */
  const groupCommitHistogram = (suffix: string, help: string, buckets: number[]) =>
    new Histogram({
      name: name(suffix),
      help,
      labelNames: ['writes'] as const,
      buckets,
      registers,
    });
  const batchRows = groupCommitHistogram(
    'group_commit_batch_rows',
    'Rows written per group commit, by kind of write.',
    BATCH_BUCKETS,
  );
  const batchSeconds = groupCommitHistogram(
    'group_commit_duration_seconds',
    'Time one group commit takes to write its batch, by kind of write.',
    ROUND_TRIP_BUCKETS,
  );
  new Gauge({
    name: name('db_pool_connections'),
    help: 'PostgreSQL pool connections: total open, idle, and queries waiting for one (absent with PGlite).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources.databasePool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  const redisCommands = new Counter({
    name: name('redis_commands_total'),
    help: "Commands sent to Redis, by client (the shared stores; Socket.IO's adapter).",
    labelNames: ['client'] as const,
    registers,
  });
  const redisSeconds = new Histogram({
    name: name('redis_command_duration_seconds'),
    help: 'Round trip of a command of the shared stores (online places, answered sets, limits).',
    buckets: ROUND_TRIP_BUCKETS,
    registers,
  });
  new Gauge({
    name: name('export_queue_length'),
    help: 'Exports (PDF, Excel, CSV, images) admitted and not yet written out.',
    registers,
    collect() {
      this.set(sources.exportQueue());
    },
  });

  /** Pre-bound children of the refusal counter, made on first use per event and reason. */
  const refusalChildren: Record<TMeteredEvent, Map<string, Counter.Internal>> = {
    join: new Map(),
    answer: new Map(),
  };
  function refusal(event: TMeteredEvent, reason: string) {
    let child = refusalChildren[event].get(reason);
    if (!child) {
      child = refusals.labels({ event, reason });
      refusalChildren[event].set(reason, child);
    }
    return child;
  }

  /** A meter per event, made once: withAck calls it with no allocation per request. */
  const meterOf = (event: TMeteredEvent): TEventMeter => ({
    done(seconds: number) {
      events[event].total.inc();
      events[event].seconds.observe(seconds);
    },
    refused(code: string) {
      refusal(event, code).inc();
    },
  });
  const meters: Record<TMeteredEvent, TEventMeter> = {
    join: meterOf('join'),
    answer: meterOf('answer'),
  };

  const commitChildrenOf = (writes: TCommitKind) => ({
    rows: batchRows.labels(writes),
    seconds: batchSeconds.labels(writes),
  });
  const commitChildren = {
    answers: commitChildrenOf('answers'),
    entries: commitChildrenOf('entries'),
    joins: commitChildrenOf('joins'),
  } satisfies Record<TCommitKind, ReturnType<typeof commitChildrenOf>>;

  return {
    registry,
    sources,
    /** The meter of an event's acknowledgements. */
    meter: (event: TMeteredEvent): TEventMeter => meters[event],
    phoneConnected: () => phonesConnected.inc(),
    phoneDisconnected: () => phonesConnected.dec(),
    /** A room-state broadcast reached every phone of the room here after `seconds`. */
    stateFannedOut: (seconds: number) => fanout.observe(seconds),
    /** A group commit of `rows` took `seconds`. */
    committed(writes: TCommitKind, rows: number, seconds: number) {
      const child = commitChildren[writes];
      child.rows.observe(rows);
      child.seconds.observe(seconds);
    },
    /** A Redis command was sent by `client` (its round trip is observed for the stores). */
    redisCommand: {
      store: redisCommands.labels('store'),
      adapter: redisCommands.labels('adapter'),
      storeSeconds: redisSeconds,
    },
    /** The Prometheus text of this app's metrics and of the process's. */
    async text(): Promise<string> {
      const own = await registry.metrics();
      const processWide = await sharedProcessRegistry().metrics();
      return `${own}\n${processWide}`;
    },
    contentType: registry.contentType,
  };
}

export type TMetrics = ReturnType<typeof createMetrics>;

/** Seconds since `startedMs` (a performance.now() reading). */
export const secondsSince = (startedMs: number) => (performance.now() - startedMs) / 1000;
