import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';

const SERVER_MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

/** The variables that fix the public addresses; a one-command default sets none of them. */
const ADDRESS_VARIABLES = ['PRESENTER_URL', 'AUDIENCE_URL', 'API_URL', 'UPLOAD_URL', 'FONTS_URL'];

/** How long a spec's own server may take to stop after SIGTERM. */
const STOP_WAIT_MS = 45_000;

/** A server of a spec's own, started as `npm start` runs it (PGlite in a throw-away DATA_DIR). */
export interface TOwnServer {
  port: number;
  audiencePort: number;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Starts a server WITHOUT the address variables (the default install) on two free ports, bound to
 * every interface as by default, with `env` added (e.g. TEST_LAN_ADDRESSES). Resolves once its
 * health check answers.
 */
export async function startDefaultServer(env: Record<string, string>): Promise<TOwnServer> {
  const [port, audiencePort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'crowdeck-e2e-default-'));
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !ADDRESS_VARIABLES.includes(name)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    cwd: path.dirname(SERVER_MAIN),
    env: {
      ...inherited,
      PORT: String(port),
      AUDIENCE_PORT: String(audiencePort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async () => {
    let late = false;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // The server bounds its own shutdown (about 30 s at most): longer is a bug, told with what
      // the server printed, not an afterAll hook that times out without a word.
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), STOP_WAIT_MS);
      });
      late = (await Promise.race([exited, deadline])) === 'late';
      clearTimeout(timer);
      if (late) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    await rm(dataDir, { recursive: true, force: true });
    if (late) {
      throw new Error(
        `the server did not stop within ${STOP_WAIT_MS / 1000} s of SIGTERM; it printed:\n${output.slice(-1500)}`,
      );
    }
  };

  // Both listeners are up once the start-up lines are printed (they come after both listens).
  const started = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Crowdeck is up')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
    setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 90_000).unref();
  });
  await started.catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { port, audiencePort, output: () => output, stop };
}

/**
 * A default install of its own for the tests of the enclosing describe block: started before
 * them with these variables, stopped after them. Read `.server` inside a test.
 */
export function defaultServerForBlock(env: Record<string, string>): {
  readonly server: TOwnServer;
} {
  let server: TOwnServer | undefined;
  test.beforeAll(async () => {
    // A server of its own starts (migrations on PGlite) in up to 90 s on a loaded machine.
    test.setTimeout(120_000);
    server = await startDefaultServer(env);
  });
  test.afterAll(async () => {
    // Its stop is bounded by the server itself (25 s), and by own-server.ts (45 s).
    test.setTimeout(60_000);
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the block’s own server has not started');
      return server;
    },
  };
}
