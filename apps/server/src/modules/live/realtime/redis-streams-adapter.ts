import type { Redis } from 'ioredis';
import type { Namespace } from 'socket.io';
import {
  type Adapter,
  ClusterAdapter,
  type ClusterMessage,
  type ClusterResponse,
  MessageType,
  type Session,
} from 'socket.io-adapter';
import {
  fromPayload,
  fromStoredSession,
  fromStreamFields,
  isEphemeral,
  isResponse,
  missedPacket,
  toPayload,
  toStoredSession,
  toStreamFields,
  type TSessionToPersist,
} from './cluster-wire';
import type { TOutbox } from './outbox';
import { StreamTail } from './stream-tail';

export interface TRedisStreamsOptions {
  /** The stream every node appends to and reads (one per deployment: REDIS_PREFIX). */
  streamName: string;
  /** Prefix of the Pub/Sub channels: `<prefix>#<nsp>#` for all, `<prefix>#<nsp>#<uid>#` for one. */
  channelPrefix: string;
  /** Prefix of the keys holding dropped sockets' sessions. */
  sessionKeyPrefix: string;
  /** How long a dropped socket's session is kept (Socket.IO's maxDisconnectionDuration). */
  sessionTtlMs: number;
  /** How long one read of the stream waits for entries. */
  blockTimeInMs?: number;
  /** Entries kept in the stream (about: trimmed with `MAXLEN ~`), what recovery can replay. */
  maxLen?: number;
  /** Entries one read takes at most. */
  readCount?: number;
  /**
   * Broadcasts from other nodes reach this node's sockets through it (in order with this node's
   * own, a step at a time); without it they are written as they are read.
   */
  outbox?: Pick<TOutbox, 'push'>;
  /** Told what failed in the background (a read, a subscription, a session's write). */
  onError?(error: unknown): void;
}

/** What XREAD answers for one stream: its entries' ids and flat fields (null: none came). */
type TStreamReply = [stream: string, entries: [id: string, fields: string[]][]][] | null;

/** Wait after a failed read of the stream before the next one (Redis away: no busy loop). */
const READ_RETRY_MS = 500;
/** Reads of the rest of the stream when a session is restored (as Socket.IO's own adapter). */
const RESTORE_MAX_READS = 100;
const RESTORE_READ_COUNT = 1_000;
/** Entries kept in the stream when the options do not say. */
const DEFAULT_MAX_LEN = 10_000;

/** Decoded stream entries of one namespace, and the id of the last entry read. */
type TStreamEntries = { entries: [string, ClusterMessage][]; last: string };

/**
 * A Socket.IO cluster adapter over Redis Streams, on socket.io-adapter's public `ClusterAdapter`.
 * Broadcasts, room changes and disconnections are appended to one stream (`XADD … MAXLEN ~`)
 * that every node reads in order (`XREAD BLOCK`); what waits for answers (fetchSockets,
 * serverSideEmit, broadcasts with acknowledgements) and the answers go over Pub/Sub. A dropped
 * socket's session is kept in Redis, and a socket back on any node gets what the stream holds
 * for its rooms since its offset (connection-state recovery). The nodes are counted by their
 * subscriptions to the shared channel (`PUBSUB NUMSUB`), so a node that died is no longer
 * counted once Redis sees its connection close. Broadcasts from other nodes go through this
 * node's outbox (`onMessage`); everything else is handled at once.
 */
class RedisStreamsAdapter extends ClusterAdapter {
  readonly publicChannel: string;
  readonly privateChannel: string;
  /** The broadcasts delivered here during the recovery window: what a recovering socket missed. */
  private readonly tail: StreamTail;

  constructor(
    nsp: Namespace,
    private readonly client: Redis,
    private readonly options: TRedisStreamsOptions,
    private readonly onClose: (adapter: RedisStreamsAdapter) => void,
  ) {
    super(nsp);
    this.publicChannel = `${options.channelPrefix}#${nsp.name}#`;
    this.privateChannel = `${options.channelPrefix}#${nsp.name}#${this.uid}#`;
    this.tail = new StreamTail(options.sessionTtlMs, options.maxLen ?? DEFAULT_MAX_LEN);
  }

  /** A stream entry or a Pub/Sub payload from any node (this one's own are dropped by the base). */
  receive(packet: ClusterMessage | ClusterResponse, offset?: string): void {
    if (isResponse(packet)) this.onResponse(packet);
    else this.onMessage(packet, offset);
  }

  /**
   * A broadcast from another node is written to this node's sockets as a step of the outbox:
   * in order with this node's own messages, a shard per step, instead of every broadcast one read
   * of the stream returned in one turn of the event loop (a slide change to 7,500 phones of a
   * node held it 150–250 ms). The rest (room changes, requests) is handled at once.
   */
  protected override onMessage(message: ClusterMessage, offset?: string): void {
    const outbox = this.options.outbox;
    const paced =
      outbox !== undefined &&
      message.type === MessageType.BROADCAST &&
      message.data.requestId === undefined &&
      message.uid !== this.uid &&
      message.nsp === this.nsp.name;
    if (!paced) {
      this.keep(message, offset);
      super.onMessage(message, offset);
      return;
    }
    const rooms = message.data.opts.rooms;
    outbox.push({
      weight: () => rooms.reduce((n, room) => n + (this.rooms.get(room)?.size ?? 0), 0),
      run: () => {
        this.keep(message, offset);
        super.onMessage(message, offset);
      },
    });
  }

  /** Another node's broadcast, as it is delivered here, for the sockets that come back later. */
  private keep(message: ClusterMessage, offset: string | undefined): void {
    if (offset && message.uid !== this.uid && message.nsp === this.nsp.name) {
      this.tail.add(offset, message);
    }
  }

  protected override async doPublish(message: ClusterMessage): Promise<string> {
    if (isEphemeral(message)) {
      await this.client.publish(this.publicChannel, toPayload(message));
      return '';
    }
    const { streamName, maxLen = DEFAULT_MAX_LEN } = this.options;
    const id = await this.client.xadd(
      streamName,
      'MAXLEN',
      '~',
      maxLen,
      '*',
      ...toStreamFields(message),
    );
    // This node's own broadcast is delivered here right after this (ClusterAdapter.broadcast).
    if (id) this.tail.add(id, message);
    return id ?? '';
  }

  protected override async doPublishResponse(
    requesterUid: string,
    response: ClusterResponse,
  ): Promise<void> {
    const channel = `${this.options.channelPrefix}#${this.nsp.name}#${requesterUid}#`;
    await this.client.publish(channel, toPayload(response));
  }

  override async serverCount(): Promise<number> {
    const [, count] = await this.client.pubsub('NUMSUB', this.publicChannel);
    return Number(count);
  }

  override persistSession(session: TSessionToPersist): void {
    const key = this.options.sessionKeyPrefix + session.pid;
    this.client
      .set(key, toStoredSession(session), 'PX', this.options.sessionTtlMs)
      .catch((error: unknown) => this.options.onError?.(error));
  }

  /**
   * The session of a socket back after a drop, with the broadcasts to its rooms after `offset`
   * (the last one it got): those this node delivered since, kept in memory for the recovery
   * window, or the stream's entries after it when this node has not kept the offset. Rejected when
   * the session or the offset is gone (expired, or the stream trimmed past it): the socket then
   * connects afresh.
   */
  override async restoreSession(pid: string, offset: string): Promise<Session> {
    if (!/^[0-9]+-[0-9]+$/.test(offset)) throw new Error('invalid offset');
    const stored = await this.client.getdel(this.options.sessionKeyPrefix + pid);
    const session = stored === null ? null : fromStoredSession(stored);
    if (!session) throw new Error('session not found');
    const entries = this.tail.after(offset, session.rooms) ?? (await this.streamAfter(offset));
    const missedPackets: unknown[][] = [];
    for (const [id, message] of entries) {
      const missed = missedPacket(message, id, session.rooms);
      if (missed) missedPackets.push(missed);
    }
    return { ...session, missedPackets };
  }

  /**
   * The stream's entries after `offset` (rejected when the stream no longer holds it). The
   * entries after the offset are read and decoded once for every socket of this node recovering
   * from it at the same time; each then reads what was added since on its own.
   */
  private async streamAfter(offset: string): Promise<[string, ClusterMessage][]> {
    const known = await this.client.xrange(this.options.streamName, offset, offset);
    if (known.length === 0) throw new Error('offset not found');
    const shared = await this.entriesAfter(offset);
    const own = await this.readEntries(shared.last);
    return [...shared.entries, ...own.entries];
  }

  /** Reads of the stream after an offset, shared while they run (see restoreSession). */
  private readonly reading = new Map<string, Promise<TStreamEntries>>();

  private entriesAfter(offset: string): Promise<TStreamEntries> {
    let read = this.reading.get(offset);
    if (!read) {
      read = this.readEntries(offset).finally(() => this.reading.delete(offset));
      this.reading.set(offset, read);
    }
    return read;
  }

  /** This namespace's entries of the stream after `after`, decoded, and the last id read. */
  private async readEntries(after: string): Promise<TStreamEntries> {
    const entries: [string, ClusterMessage][] = [];
    let last = after;
    for (let read = 0; read < RESTORE_MAX_READS; read += 1) {
      const page = await this.client.xrange(
        this.options.streamName,
        `(${last}`,
        '+',
        'COUNT',
        RESTORE_READ_COUNT,
      );
      for (const [id, fields] of page) {
        last = id;
        const message = fromStreamFields(fields);
        if (message && message.nsp === this.nsp.name) entries.push([id, message]);
      }
      if (page.length < RESTORE_READ_COUNT) break;
    }
    return { entries, last };
  }

  override close(): void {
    this.onClose(this);
  }
}

/**
 * The adapter factory Socket.IO's `adapter` option takes. The nodes' reading of the stream and
 * their Pub/Sub subscription are shared by the namespaces of a server, on two connections of their
 * own (duplicates of `client`, which publishes); both end when the last namespace closes.
 */
export function createRedisStreamsAdapter(
  client: Redis,
  options: TRedisStreamsOptions,
): (nsp: Namespace) => Adapter {
  const adapters = new Map<string, RedisStreamsAdapter>();
  const byChannel = new Map<string, RedisStreamsAdapter>();
  const onError = (error: unknown) => options.onError?.(error);
  // Neither pipelines: one blocks in XREAD, the other only subscribes.
  const reader = client.duplicate({ enableAutoPipelining: false });
  const subscriber = client.duplicate({ enableAutoPipelining: false });
  // Outages are logged once by the publishing client; these follow it back by themselves.
  for (const duplicate of [reader, subscriber]) duplicate.on('error', () => undefined);
  let stopped = false;

  subscriber.on('messageBuffer', (channel: Buffer, payload: Buffer) => {
    const adapter = byChannel.get(channel.toString());
    const packet = fromPayload(payload);
    if (adapter && packet) adapter.receive(packet);
  });

  /** The last entry's id: reading starts after it (no gap between reads, unlike `$`). */
  async function lastId(): Promise<string> {
    const [last] = await reader.xrevrange(options.streamName, '+', '-', 'COUNT', 1);
    return last?.[0] ?? '0-0';
  }

  async function readStream(): Promise<void> {
    let offset: string | null = null;
    // A failure is told once until a read succeeds again (Redis away fails every read).
    let failing = false;
    while (!stopped) {
      try {
        offset ??= await lastId();
        const reply: TStreamReply = await reader.xread(
          'COUNT',
          options.readCount ?? 100,
          'BLOCK',
          options.blockTimeInMs ?? 5_000,
          'STREAMS',
          options.streamName,
          offset,
        );
        failing = false;
        for (const [id, fields] of reply?.[0]?.[1] ?? []) {
          offset = id;
          const message = fromStreamFields(fields);
          if (message) adapters.get(message.nsp)?.receive(message, id);
        }
      } catch (error) {
        if (stopped) return;
        if (!failing) onError(error);
        failing = true;
        await new Promise((resolve) => setTimeout(resolve, READ_RETRY_MS).unref());
      }
    }
  }
  const reading = readStream();

  function closed(adapter: RedisStreamsAdapter): void {
    adapters.delete(adapter.nsp.name);
    byChannel.delete(adapter.publicChannel);
    byChannel.delete(adapter.privateChannel);
    if (adapters.size > 0) {
      subscriber
        .unsubscribe(adapter.publicChannel, adapter.privateChannel)
        .catch((error: unknown) => onError(error));
      return;
    }
    stopped = true;
    // Ends the blocked read at once; the loop sees `stopped` and returns.
    reader.disconnect();
    subscriber.disconnect();
    reading.catch((error: unknown) => onError(error));
  }

  // A function, not an arrow: Socket.IO calls it with `new` (and takes the adapter it returns).
  return function redisStreamsAdapter(nsp: Namespace): Adapter {
    const adapter = new RedisStreamsAdapter(nsp, client, options, closed);
    adapters.set(nsp.name, adapter);
    byChannel.set(adapter.publicChannel, adapter);
    byChannel.set(adapter.privateChannel, adapter);
    subscriber
      .subscribe(adapter.publicChannel, adapter.privateChannel)
      .catch((error: unknown) => onError(error));
    return adapter;
  };
}
