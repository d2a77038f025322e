import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeBroadcastFramesDirectly } from './direct-frames';

/** ws's frame writer (not in its public types). */
type TSender = { sendFrame(list: Buffer[], cb?: unknown): void };

/** What each test opened, closed after it. */
const opened: (() => void)[] = [];

/** A Socket.IO server with recovery on (as Crowdeck's) on a loopback port, and one client. */
async function setUp() {
  const http = createServer();
  const io = new Server(http, {
    transports: ['websocket'],
    connectionStateRecovery: { maxDisconnectionDuration: 60_000 },
  });
  writeBroadcastFramesDirectly(io);
  const serverSocket = new Promise<Socket>((resolve) =>
    io.on('connection', (socket) => {
      void socket.join('room');
      resolve(socket);
    }),
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  const client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
  opened.push(() => {
    client.close();
    void io.close();
  });
  const socket = await serverSocket;
  await new Promise<void>((resolve) =>
    client.connected ? resolve() : client.once('connect', resolve),
  );
  return { io, client, socket };
}

/** Messages a server socket's transport was handed by engine.io (broadcasts written directly skip it). */
function countEngineWrites(socket: Socket): () => number {
  const transport = socket.conn.transport as unknown as { send(packets: unknown[]): void };
  const send = transport.send.bind(transport);
  let written = 0;
  transport.send = (packets) => {
    written += packets.length;
    send(packets);
  };
  return () => written;
}

describe('broadcast frames written directly to the WebSocket', () => {
  afterEach(() => {
    for (const close of opened.splice(0)) close();
  });

  it('writes a broadcast straight to an idle socket, in one buffer, with its recovery offset', async () => {
    const { io, client, socket } = await setUp();
    const created = countEngineWrites(socket);
    const sender = (socket.conn.transport as unknown as { socket: { _sender: TSender } }).socket
      ._sender;
    const sendFrame = sender.sendFrame.bind(sender);
    const parts: number[] = [];
    sender.sendFrame = (list, cb) => {
      parts.push(list.length);
      sendFrame(list, cb);
    };
    const got = new Promise<unknown>((resolve) => client.once('m', resolve));
    io.to('room').emit('m', { n: 1 });
    expect(await got).toEqual({ n: 1 });
    expect(created()).toBe(0);
    // Header and payload as one buffer: one write, not ws's cork, two writes and uncork.
    expect(parts).toEqual([1]);
    // The client read the offset the adapter stored: what it would resume from.
    expect((client as unknown as { _lastOffset?: string })._lastOffset).toBeTruthy();
  });

  it('keeps the order of everything sent to a socket while its own writes are in flight', async () => {
    const { io, client, socket } = await setUp();
    const created = countEngineWrites(socket);
    const seen: string[] = [];
    const total = 60;
    const done = new Promise<void>((resolve) =>
      client.onAny((event: string, payload: { n: number }) => {
        seen.push(`${event}:${payload.n}`);
        if (seen.length === total) resolve();
      }),
    );
    const sent: string[] = [];
    // A large message written engine.io's way keeps the transport busy (engine.io buffers what
    // follows until that write is done), then broadcasts and other messages alternate.
    const big = Buffer.alloc(4 * 1024 * 1024, 1);
    for (let n = 0; n < total; n++) {
      if (n % 3 === 0) {
        // With binary data (two engine.io packets, no frame encoded ahead) a message takes
        // engine.io's way, as acknowledgements of a phone's requests do.
        if (n % 2 === 0) socket.emit('own', { n, bytes: n === 0 ? big : Buffer.from([n]) });
        else socket.emit('own', { n });
        sent.push(`own:${n}`);
      } else {
        io.to('room').emit('room', { n });
        sent.push(`room:${n}`);
      }
    }
    await done;
    expect(seen).toEqual(sent);
    // The broadcasts behind the busy transport went through engine.io's buffer, in order.
    expect(created()).toBeGreaterThan(total / 2);
  });

  it('writes nothing to a connection that broke before engine.io heard of it', async () => {
    const { io, socket } = await setUp();
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const raw = (socket.conn.transport as unknown as { socket: { _socket: { destroy(): void } } })
      .socket._socket;
    raw.destroy();
    // A broadcast and a ping (engine.io's timer) to the broken connection, before its close event.
    io.to('room').emit('m', { n: 1 });
    (socket.conn as unknown as { sendPacket(type: string): void }).sendPacket('ping');
    // The close is heard as a close, not as a failed write.
    expect(await reason).toBe('transport close');
  });

  it("ends a phone's frame reader once: ws's repeated calls after it finished do nothing", async () => {
    const { client, socket } = await setUp();
    const receiver = (socket.conn.transport as unknown as { socket: { _receiver: Writable } })
      .socket._receiver;
    const end = vi.spyOn(Writable.prototype, 'end');
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    client.close();
    await gone;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receiver.writableFinished).toBe(true);
    // Ended by the close frame; the TCP socket's end and close asked again (ws), to no effect.
    expect(end.mock.contexts.filter((stream) => stream === receiver)).toHaveLength(1);
    end.mockRestore();
  });
});
