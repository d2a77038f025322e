import { createServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type Socket as TcpSocket } from 'node:net';
import { Redis } from 'ioredis';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openRedisClients } from '../../../lib/redis';
import {
  deleteRedisKeys,
  TEST_REDIS_URL,
  uniqueRedisPrefix,
  waitFor,
} from '../../../test/test-redis';
import type { TOutboxStep } from './outbox';
import { createRedisStreamsAdapter } from './redis-streams-adapter';

const RECOVERY_MS = 60_000;

/** One node: a Socket.IO server on its own port with the adapter over the shared Redis. */
interface TNode {
  io: Server;
  http: HttpServer;
  url: string;
  client: Redis;
  /** Broadcasts from other nodes this node's outbox was given. */
  paced: number;
  /** Server-side sockets as they connect. */
  connected: ServerSocket[];
}

async function startNode(prefix: string): Promise<TNode> {
  const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  const http = createServer();
  const node: Omit<TNode, 'io' | 'url'> = { http, client, paced: 0, connected: [] };
  const outbox = {
    push: (...steps: TOutboxStep[]) => {
      for (const step of steps) {
        node.paced += 1;
        void step.run();
      }
    },
  };
  const io = new Server(http, {
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS },
    adapter: createRedisStreamsAdapter(client, {
      streamName: `${prefix}socket.io`,
      channelPrefix: `${prefix}socket.io`,
      sessionKeyPrefix: `${prefix}sio:session:`,
      sessionTtlMs: RECOVERY_MS,
      blockTimeInMs: 500,
      outbox,
    }),
  });
  io.on('connection', (socket) => {
    node.connected.push(socket);
    socket.on('join', (room: string, ack: () => void) => {
      void socket.join(room);
      ack();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return Object.assign(node, { io, url: `http://127.0.0.1:${address.port}` });
}

async function stopNode(node: TNode): Promise<void> {
  await new Promise<void>((resolve) => void node.io.close(() => resolve()));
  node.client.disconnect();
}

function open(url: string, auth: Record<string, unknown> = {}): Promise<ClientSocket> {
  const socket = connect(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The next event's first argument (with recovery on, its offset follows it). */
const next = (socket: ClientSocket, event: string) =>
  new Promise<unknown>((resolve) => socket.once(event, (first: unknown) => resolve(first)));

describe('live: the Redis Streams cluster adapter between two nodes', () => {
  const prefix = uniqueRedisPrefix();
  let a: TNode;
  let b: TNode;
  const clients: ClientSocket[] = [];
  /** A client resuming a dropped session (its id and last offset) on the node at `url`. */
  const resume = (url: string, auth: { pid: string; offset: string }) => {
    const socket = connect(url, { transports: ['websocket'], forceNew: true, auth });
    clients.push(socket);
    return socket;
  };

  beforeAll(async () => {
    a = await startNode(prefix);
    b = await startNode(prefix);
    // Both nodes subscribed: each counts the other.
    await waitFor('two nodes', async () => (await a.io.of('/').adapter.serverCount()) === 2);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all([stopNode(a), stopNode(b)]);
    await deleteRedisKeys(prefix);
  });

  it('broadcasts to every node, to rooms only their members, paced through the outbox', async () => {
    const onA = await open(a.url);
    const onB = await open(b.url);
    const inRoom = await open(b.url);
    clients.push(onA, onB, inRoom);
    await inRoom.emitWithAck('join', 'r');

    const everyone = Promise.all([next(onA, 'all'), next(onB, 'all'), next(inRoom, 'all')]);
    const pacedBefore = b.paced;
    a.io.emit('all', 1);
    expect(await everyone).toEqual([1, 1, 1]);
    expect(b.paced).toBe(pacedBefore + 1);

    let outsider = 0;
    onB.on('room', () => (outsider += 1));
    const member = next(inRoom, 'room');
    a.io.to('r').emit('room', 'only');
    expect(await member).toBe('only');
    // A message after it, to everyone: once it arrived, the room's message would have too.
    const after = next(onB, 'all');
    a.io.emit('all', 2);
    await after;
    expect(outsider).toBe(0);

    // Another node puts a socket in a room, and finds it there with its data.
    b.connected.at(-1)!.data = { kind: 'phone' };
    a.io.in(inRoom.id!).socketsJoin('s');
    await waitFor(
      'remote join',
      () => b.io.of('/').adapter.rooms.get('s')?.has(inRoom.id!) ?? false,
    );
    const found = await a.io.in('s').fetchSockets();
    expect(found.map((socket) => [socket.id, socket.data])).toEqual([
      [inRoom.id, { kind: 'phone' }],
    ]);
  });

  it('carries server-side events with acknowledgements both ways', async () => {
    b.io.on('add', (n: number, ack: (sum: number) => void) => ack(n + 1));
    a.io.on('add', (n: number, ack: (sum: number) => void) => ack(n + 10));
    expect(await a.io.serverSideEmitWithAck('add', 1)).toEqual([2]);
    expect(await b.io.serverSideEmitWithAck('add', 1)).toEqual([11]);
  });

  it('restores a dropped socket on the other node with its rooms and what it missed', async () => {
    const phone = await open(b.url);
    clients.push(phone);
    await phone.emitWithAck('join', 'r');
    const got = next(phone, 'room');
    a.io.to('r').emit('room', 'before');
    expect(await got).toBe('before');
    // Cast: the client's session id and last offset are private; a phone sends them on reconnect.
    const { _pid: pid, _lastOffset: offset } = phone as unknown as {
      _pid: string;
      _lastOffset: string;
    };
    expect(offset).toMatch(/^\d+-\d+$/);

    // The connection breaks (not a clean leave): the session is kept in Redis.
    phone.io.engine.close();
    await waitFor(
      'session kept',
      async () => (await a.client.keys(`${prefix}sio:session:*`)).length > 0,
    );
    a.io.to('r').emit('room', 'missed');
    a.io.to('elsewhere').emit('room', 'not for it');

    const connectedBefore = a.connected.length;
    const back = resume(a.url, { pid, offset });
    const missed = next(back, 'room');
    await next(back, 'connect');
    expect(await missed).toBe('missed');
    const restored = a.connected[connectedBefore]!;
    expect(restored.recovered).toBe(true);
    expect(restored.rooms.has('r')).toBe(true);
    // A session is restored once.
    expect(await a.client.keys(`${prefix}sio:session:*`)).toEqual([]);
  });

  it('restores from what the node delivered, once each, and from the stream on a node that started later', async () => {
    const phones = [await open(a.url), await open(a.url)];
    clients.push(...phones);
    for (const phone of phones) await phone.emitWithAck('join', 'r2');
    const got = phones.map((phone) => next(phone, 'room'));
    a.io.to('r2').emit('room', 'before');
    expect(await Promise.all(got)).toEqual(['before', 'before']);
    // Cast: the client's session id and last offset are private; a phone sends them on reconnect.
    const sessions = phones.map(
      (phone) => phone as unknown as { _pid: string; _lastOffset: string },
    );
    for (const phone of phones) phone.io.engine.close();
    await waitFor(
      'sessions kept',
      async () => (await a.client.keys(`${prefix}sio:session:*`)).length >= 2,
    );
    const delivered = b.paced;
    a.io.to('r2').emit('room', 'missed', 1);
    b.io.to('r2').emit('room', 'missed', 2);
    await waitFor('b delivered a’s broadcast', () => b.paced > delivered);

    // Node b serves the first phone from its own memory: the stream is gone, recovery is not.
    const stream = `${prefix}socket.io`;
    const entries = await a.client.xrange(stream, '-', '+');
    await a.client.del(stream);
    const argsSeen: unknown[][] = [];
    const onB = b.connected.length;
    const first = resume(b.url, { pid: sessions[0]!._pid, offset: sessions[0]!._lastOffset });
    first.on('room', (...args: unknown[]) => argsSeen.push(args));
    await next(first, 'connect');
    expect(b.connected[onB]?.recovered).toBe(true);
    await waitFor('both missed broadcasts', () => argsSeen.length === 2);
    // Each once, with its offset once after its own arguments.
    expect(argsSeen.map((args) => args.slice(0, 2))).toEqual([
      ['missed', 1],
      ['missed', 2],
    ]);
    for (const args of argsSeen) expect(args).toHaveLength(3);

    // A node that started after the offset reads the stream (put back as it was).
    for (const [id, fields] of entries) await a.client.xadd(stream, id, ...fields);
    const c = await startNode(prefix);
    try {
      const onC = c.connected.length;
      const second = resume(c.url, { pid: sessions[1]!._pid, offset: sessions[1]!._lastOffset });
      const secondSeen: unknown[] = [];
      second.on('room', (value: unknown, n: unknown) => secondSeen.push([value, n]));
      await next(second, 'connect');
      expect(c.connected[onC]?.recovered).toBe(true);
      await waitFor('both from the stream', () => secondSeen.length === 2);
      expect(secondSeen).toEqual([
        ['missed', 1],
        ['missed', 2],
      ]);
    } finally {
      await stopNode(c);
    }
  });
});

describe('live: the Redis Streams cluster adapter with Redis away', () => {
  const rejections: unknown[] = [];
  const record = (reason: unknown) => rejections.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', record);
    rejections.length = 0;
  });

  it('leaves no unhandled rejection when its commands fail at close', async () => {
    process.on('unhandledRejection', record);
    // A peer that accepts and never answers holds the clients in "connecting", where closing
    // rejects every queued command (a closed port hits the same window on a busy machine).
    const held: TcpSocket[] = [];
    const silent = createTcpServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const quietLog = { warn: () => undefined, info: () => undefined };
    const clients = openRedisClients(`redis://127.0.0.1:${address.port}`, 'test:', quietLog);
    const http = createServer();
    const io = new Server(http, {
      adapter: createRedisStreamsAdapter(clients.adapter, {
        streamName: 'test:socket.io',
        channelPrefix: 'test:socket.io',
        sessionKeyPrefix: 'test:sio:session:',
        sessionTtlMs: RECOVERY_MS,
      }),
    });
    io.serverSideEmit('ping');
    io.emit('all');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise<void>((resolve) => void io.close(() => resolve()));
    await clients.close();
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rejections).toEqual([]);
  });
});
