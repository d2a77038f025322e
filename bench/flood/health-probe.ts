import { Worker } from 'node:worker_threads';

/** The probe's loop, in plain JavaScript for a worker thread (its own event loop and timers). */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
const durations = [];
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const at = Date.now();
    const started = performance.now();
    try {
      const response = await fetch(workerData.url);
      await response.arrayBuffer();
      durations.push([at, performance.now() - started]);
    } catch {
      durations.push([at, Number.POSITIVE_INFINITY]);
    }
    await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
  }
  parentPort.postMessage(durations);
})();
`;

/** One health check: when it was sent (epoch ms) and how long it took (ms). */
export type TProbeSample = [at: number, durationMs: number];

/**
 * Asks `url` (the health check) every `everyMs` from a worker thread, so the load this process
 * generates does not delay the probe itself. `stop()` resolves with every request's timing.
 */
export function startHealthProbe(url: string, everyMs = 10): { stop(): Promise<TProbeSample[]> } {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { url, everyMs } });
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        worker.once('message', (durations: TProbeSample[]) => {
          void worker.terminate();
          resolve(durations);
        });
        worker.once('error', reject);
        worker.postMessage('stop');
      }),
  };
}
