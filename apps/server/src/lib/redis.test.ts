import { createServer } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { openRedisClients } from './redis';

const quietLog = { warn: () => undefined, info: () => undefined };

describe('openRedisClients with Redis away', () => {
  const rejections: unknown[] = [];
  const record = (reason: unknown) => rejections.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', record);
    rejections.length = 0;
  });

  it("leaves no unhandled rejection when the adapter's unawaited commands fail at close", async () => {
    process.on('unhandledRejection', record);
    // A peer that accepts and never answers holds the clients in "connecting", where closing
    // rejects every queued command (a closed port hits the same window on a busy machine).
    const held: Socket[] = [];
    const silent = createTcpServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const clients = openRedisClients(`redis://127.0.0.1:${address.port}`, 'test:', quietLog);
    const http = createServer();
    const io = new Server(http, { adapter: createAdapter(clients.adapter) });
    // The adapter subscribes (and publishes server-side events) without awaiting the command;
    // closing drops the queued commands with "Connection is closed".
    io.serverSideEmit('ping');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise<void>((resolve) => void io.close(() => resolve()));
    await clients.close();
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rejections).toEqual([]);
  });
});
