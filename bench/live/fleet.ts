import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TWorkerCommand, TWorkerEvent, TWorkerOptions } from './protocol';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Niceness of the load processes (0, the default: the same priority as the servers). */
const LOAD_NICE = Math.min(19, Math.max(0, Number(process.env.BENCH_LOAD_NICE ?? 0) || 0));

/** Load processes sharing N phone connections (round-robin over the target nodes), driven together. */
export class Fleet {
  private constructor(private readonly workers: ChildProcess[]) {}

  /** Forks enough load processes for `total` connections (at most `perWorker` each). */
  static async start(
    options: Omit<TWorkerOptions, 'count' | 'prefix' | 'offset'>,
    total: number,
    perWorker = 4000,
  ): Promise<Fleet> {
    const n = Math.max(1, Math.ceil(total / perWorker));
    let offset = 0;
    const workers = Array.from({ length: n }, (_, w) => {
      const count = Math.floor(total / n) + (w < total % n ? 1 : 0);
      const args = JSON.stringify({ ...options, count, prefix: `p${w}-`, offset });
      offset += count;
      const worker = fork(path.join(here, 'load-worker.ts'), [args], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      // BENCH_LOAD_NICE lowers the load processes' priority: the phones then take what the
      // server leaves of the shared cores, closer to a server with cores of its own.
      if (LOAD_NICE > 0 && worker.pid !== undefined) setPriority(worker.pid, LOAD_NICE);
      return worker;
    });
    const fleet = new Fleet(workers);
    await fleet.all(undefined, 'ready');
    return fleet;
  }

  /** Sends a command to every worker and waits for each one's event of the given kind. */
  all<E extends TWorkerEvent['evt']>(
    command: TWorkerCommand | undefined,
    evt: E,
  ): Promise<Extract<TWorkerEvent, { evt: E }>[]> {
    return Promise.all(
      this.workers.map(
        (worker) =>
          new Promise<Extract<TWorkerEvent, { evt: E }>>((resolve, reject) => {
            const onExit = (code: number | null) =>
              reject(new Error(`load process exited (${code})`));
            const onMessage = (event: TWorkerEvent) => {
              if (event.evt !== evt) return;
              worker.off('message', onMessage);
              worker.off('exit', onExit);
              resolve(event as Extract<TWorkerEvent, { evt: E }>);
            };
            worker.on('message', onMessage);
            worker.once('exit', onExit);
            if (command) worker.send(command);
          }),
      ),
    );
  }

  /** CPU time used by all load processes so far, in milliseconds. */
  async cpuMs(): Promise<number> {
    const usages = await this.all({ cmd: 'cpu' }, 'cpu');
    return usages.reduce((sum, u) => sum + u.userMs + u.systemMs, 0);
  }

  async close(): Promise<void> {
    await Promise.all(
      this.workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.send({ cmd: 'close' });
          }),
      ),
    );
  }
}
