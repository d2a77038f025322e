import { spawn, type ChildProcess } from 'node:child_process';
import { connect as tcpConnect, createServer, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  API_PATHS,
  LIVE_PROTOCOL_VERSION,
  type TAudienceState,
  type TLiveMessage,
} from '@crowdeck/core';
import { Redis } from 'ioredis';
import { io as connect } from 'socket.io-client';
import type { TClientSocket } from './live-clients';
import { freePort, waitFor } from './test-redis';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A server process started from the command line (tsx on src/main.ts, or a built file). */
export interface TNodeProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code once the process is gone, however and whenever it ends. */
  exited: Promise<number | null>;
  /** kill -9, resolved once the process is gone. */
  kill(): Promise<void>;
}

/**
 * Starts `entry` (relative to apps/server; TypeScript through tsx) on free ports with `env`;
 * resolves once GET /api/health/ answers 200. A port taken by someone else between the probe and
 * the listen is retried on new ports.
 */
export async function startNode(
  env: Record<string, string>,
  entry = 'src/main.ts',
): Promise<TNodeProcess> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startNodeOnce(env, entry);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startNodeOnce(env: Record<string, string>, entry: string): Promise<TNodeProcess> {
  const port = await freePort();
  const audiencePort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    AUDIENCE_PORT: String(audiencePort),
    PRESENTER_URL: url,
    AUDIENCE_URL: `http://127.0.0.1:${audiencePort}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    ...env,
  };
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Listened for from the spawn on: a process that ends before a test waits for it is not missed.
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const node: TNodeProcess = {
    child,
    url,
    output: () => output,
    exited,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
  try {
    await waitFor(
      `${url}${API_PATHS.health}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
        // The audience listener starts second: a port taken there ends the process after the
        // API already answered.
        return (await isHealthy(url)) && (await isListening(audiencePort));
      },
      // Generous: on a loaded machine tsx's start alone can take tens of seconds.
      60_000,
    );
  } catch (error) {
    await node.kill();
    throw new Error(`server did not start: ${String(error)}\n${output}`);
  }
  return node;
}

/** Whether the node's health check answers 200. */
export function isHealthy(url: string): Promise<boolean> {
  return fetch(`${url}${API_PATHS.health}`).then(
    (response) => response.ok,
    () => false,
  );
}

/** Whether something accepts TCP connections on the port of 127.0.0.1. */
function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A JSON call to a node's API that must succeed. */
export async function api<T>(
  url: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A TCP load balancer in front of nodes: each new connection goes to the first node that
 * accepts it, so once a node dies its phones reconnect to the next.
 */
export async function startFailoverProxy(ports: number[]): Promise<{ url: string; close(): void }> {
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    const tryPort = (i: number) => {
      if (i >= ports.length) return client.destroy();
      const upstream = tcpConnect(ports[i]!, '127.0.0.1');
      let connected = false;
      upstream.once('error', () => (connected ? null : tryPort(i + 1)));
      upstream.once('connect', () => {
        connected = true;
        open.add(upstream);
        upstream.on('error', () => client.destroy());
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
        client.pipe(upstream).pipe(client);
      });
    };
    tryPort(0);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      for (const socket of open) socket.destroy();
      server.close();
    },
  };
}

/** A phone as the audience app runs it: re-joins with its stored token on every (re)connect. */
export interface TTokenPhone {
  socket: TClientSocket;
  name: string;
  participantToken: string | undefined;
  joins: TAudienceState[];
  /** The last refusal of a join ('full', …), if any. */
  refused: string | null;
  messages: TLiveMessage[];
  close(): void;
}

/** Opens a phone on `url` that joins `code` as `name`; resolves after the first join's answer. */
export async function openTokenPhone(url: string, code: string, name: string) {
  const socket: TClientSocket = connect(url, {
    query: { type: 'audience' },
    auth: { protocol: LIVE_PROTOCOL_VERSION },
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  const phone: TTokenPhone = {
    socket,
    name,
    participantToken: undefined,
    joins: [],
    refused: null,
    messages: [],
    close: () => socket.close(),
  };
  socket.on('new_message', (message) => phone.messages.push(message));
  let answered: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (answered = resolve));
  const join = () => {
    socket
      .timeout(10_000)
      .emitWithAck('audience:join', { code, name, participantToken: phone.participantToken })
      .then((ack) => {
        if (ack.ok) {
          phone.participantToken = ack.data.participantToken;
          phone.joins.push(ack.data.state);
          phone.refused = null;
        } else {
          phone.refused = ack.error.code;
          if (ack.error.code === 'internal_error') setTimeout(join, 300);
        }
        answered();
      })
      .catch(() => {
        if (socket.connected) setTimeout(join, 300);
      });
  };
  socket.on('connect', join);
  await first;
  return phone;
}

/** A redis-server of the test's own on `port` (no persistence). */
export async function startRedisServer(port: number) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const answers = async () => {
    const probe = new Redis(port, '127.0.0.1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  };
  const server = {
    child,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
  await waitFor(`redis-server on ${port}`, answers, 10_000).catch(async (error: unknown) => {
    await server.kill();
    throw error;
  });
  return server;
}
