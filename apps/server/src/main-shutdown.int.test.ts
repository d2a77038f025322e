import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@crowdeck/core';
import { afterEach, describe, expect, it } from 'vitest';
import { startNode, type TNodeProcess } from './test/server-processes';

/**
 * SIGTERM stops the process by itself in bounded time, even when a client holds a request open
 * half-sent (Node would wait up to its 300 s request timeout for it).
 */
describe('the server process on SIGTERM', () => {
  let node: TNodeProcess | undefined;
  let stalled: Socket | undefined;
  let dataDir: string | undefined;

  afterEach(async () => {
    stalled?.destroy();
    await node?.kill();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('cuts off a stalled request and exits cleanly', { timeout: 180_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'crowdeck-sigterm-'));
    node = await startNode({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const { port } = new URL(node.url);
    // Headers and one byte of a 100-byte body: the request is in flight until the rest comes.
    stalled = await new Promise<Socket>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
      socket.once('error', reject);
    });
    stalled.write(
      `POST ${API_PATHS.authLogin} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    // Read whatever comes back (a 503 when the headers arrive only after the stop began): a paused
    // socket would never see the end of the connection.
    stalled.resume();
    const cutOff = new Promise<void>((resolve) => stalled?.once('close', () => resolve()));
    // Time for the server to read the headers, so the request is in flight when the stop comes.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const started = node;
    expect(started.child.exitCode, started.output()).toBeNull();
    const sentAt = Date.now();
    started.child.kill('SIGTERM');
    const code = await within(started.exited, 40_000, 'exit after SIGTERM', started);
    const took = Date.now() - sentAt;

    await within(cutOff, 10_000, 'the stalled request cut off', started);
    expect(code).toBe(0);
    expect(node.output()).toContain('"msg":"stopped"');
    expect(node.output()).not.toContain('stopping now');
    // Within the connections' grace and well before an orchestrator's 30 s kill.
    expect(took).toBeLessThan(25_000);
  });
});

/** `promise`, or a failure naming what did not happen, with the server's output to say why. */
function within<T>(promise: Promise<T>, ms: number, what: string, node: TNodeProcess): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no ${what} within ${ms} ms; server output:\n${node.output()}`)),
      ms,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
