import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** BENCH_SERVER_DIR: another checkout's apps/server (a before-and-after comparison). */
const serverDir = process.env.BENCH_SERVER_DIR ?? path.join(root, 'apps', 'server');
/** BENCH_SERVER_SOURCE=1: the server runs from its TypeScript through tsx (profiles by source file). */
const fromSource = process.env.BENCH_SERVER_SOURCE === '1';

let built: Promise<void> | null = null;
/**
 * The production bundle (`npm start` runs `node --enable-source-maps dist/main.js`), built once
 * per benchmark process: tsx's per-module transpiling keeps every function's name with a helper
 * that also puts the phones' per-socket closures in a slower, larger shape.
 */
function buildOnce(): Promise<void> {
  built ??= new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'build.ts'], {
      cwd: serverDir,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the server build failed (exit ${code})`)),
    );
  });
  return built;
}

/** A Crowdeck server process started for a benchmark, on its own data folder and port. */
export interface TBenchServer {
  url: string;
  pid: number;
  dataDir: string;
  /** Event-loop delay (ms) since the previous call (apps/server/src/lib/loop-probe.ts). */
  loopDelay(): Promise<TLoopDelay>;
  /** V8 heap in use after a full GC (lib/heap-probe.ts); null unless node runs with --expose-gc. */
  heapUsed(): Promise<number | null>;
  /** Starts a V8 CPU profile, or stops it and writes it to `file` (lib/profile-probe.ts). */
  profile(action: 'start' | 'stop', file?: string): Promise<void>;
  stop(): Promise<void>;
}

export interface TLoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/**
 * Waits until the server `child` answers `url`'s health check; kills it and throws when it exits
 * first or takes more than `seconds`.
 */
export async function untilHealthy(child: ChildProcess, url: string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  for (let healthy = false; !healthy;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer ${url}/api/health/ within ${seconds} s`);
    }
    healthy = await fetch(`${url}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (!healthy) await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The environment of a benchmark's server on `port` (at `url`), its audience app on the next port,
 * with its data in `dataDir` and only warnings logged.
 */
export function benchServerEnv(port: number, url: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    AUDIENCE_PORT: String(port + 1),
    PRESENTER_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
}

/** Starts `apps/server` on `port` (a fresh data folder unless given) and waits for its health check. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  existingDataDir?: string,
): Promise<TBenchServer> {
  const dataDir = existingDataDir ?? (await mkdtemp(path.join(tmpdir(), 'crowdeck-bench-')));
  const url = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (read it with
  // bench/support/top-frames.ts). Node does not take --cpu-prof from NODE_OPTIONS.
  const profile = process.env.BENCH_CPU_PROF;
  // BENCH_NODE_FLAGS: more flags for the server's node (for example --trace-gc).
  const extra = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const flags = [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), ...extra];
  if (!fromSource) await buildOnce();
  const entry = fromSource
    ? ['--import', 'tsx', 'src/main.ts']
    : ['--enable-source-maps', 'dist/main.js'];
  const child: ChildProcess = spawn(process.execPath, [...flags, ...entry], {
    cwd: serverDir,
    env: { ...benchServerEnv(port, url, dataDir), ...env },
    // The IPC channel lets the benchmark read the server's event-loop delay per phase.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await untilHealthy(child, url, 60);
  return {
    url,
    pid: child.pid as number,
    dataDir,
    loopDelay: () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('the server did not answer crowdeck:loop')),
          10_000,
        );
        const onMessage = (message: unknown) => {
          const reading = message as { type?: string } & TLoopDelay;
          if (reading.type !== 'crowdeck:loop') return;
          clearTimeout(timer);
          child.off('message', onMessage);
          resolve({ p50: reading.p50, p99: reading.p99, max: reading.max });
        };
        child.on('message', onMessage);
        child.send('crowdeck:loop');
      }),
    heapUsed: () =>
      new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.off('message', onMessage);
          resolve(null);
        }, 10_000);
        const onMessage = (message: unknown) => {
          const reading = message as { type?: string; heapUsed?: number };
          if (reading.type !== 'crowdeck:heap') return;
          clearTimeout(timer);
          child.off('message', onMessage);
          resolve(reading.heapUsed ?? null);
        };
        child.on('message', onMessage);
        child.send('crowdeck:heap');
      }),
    profile: (action, file) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('the server did not answer crowdeck:profile')),
          60_000,
        );
        const onMessage = (message: unknown) => {
          const reply = message as { type?: string; action?: string; error?: string };
          if (reply.type !== 'crowdeck:profile' || reply.action !== action) return;
          clearTimeout(timer);
          child.off('message', onMessage);
          if (reply.error) reject(new Error(reply.error));
          else resolve();
        };
        child.on('message', onMessage);
        child.send({ type: 'crowdeck:profile', action, file });
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
