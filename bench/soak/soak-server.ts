import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchServerEnv, untilHealthy } from '../support/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What the server's heap probe answers (apps/server/src/lib/heap-probe.ts). */
export interface THeapReading {
  heapUsed: number;
  sizes: Record<string, number>;
}

/** A server started with `--expose-gc` and an IPC channel, so its heap can be read after a GC. */
export interface TSoakServer {
  url: string;
  child: ChildProcess;
  readHeap(): Promise<THeapReading>;
  stop(): Promise<void>;
}

/** Starts `apps/server` on `port` with a fresh PGlite data folder and waits for its health check. */
export async function startSoakServer(
  port: number,
  env: Record<string, string>,
): Promise<TSoakServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'crowdeck-soak-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps', 'server'),
    env: {
      ...benchServerEnv(port, url, dataDir),
      HOST: '127.0.0.1',
      AUDIENCE_URL: `http://127.0.0.1:${port + 1}`,
      RATE_LIMIT_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await untilHealthy(child, url, 90);
  return {
    url,
    child,
    readHeap: () =>
      new Promise((resolve) => {
        const onMessage = (message: unknown) => {
          const reading = message as { type?: string } & THeapReading;
          if (reading?.type !== 'crowdeck:heap') return;
          child.off('message', onMessage);
          resolve({ heapUsed: reading.heapUsed, sizes: reading.sizes });
        };
        child.on('message', onMessage);
        child.send('crowdeck:heap');
      }),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
