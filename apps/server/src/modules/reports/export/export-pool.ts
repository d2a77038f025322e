import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import type { Writable } from 'node:stream';
import type { TReportResponse } from '@crowdeck/core';
import { createLazyWorkerPool } from '../../../lib/lazy-worker-pool';
import { serveWorkerChannel } from './export-channel';
import type * as TBundler from './bundle-worker';
import type { TExportJob, TStreamedFormat } from './export-job';

/**
 * The worker's entry: `export-worker.js` beside the bundle (build.ts emits it next to
 * dist/main.js), or, run from TypeScript (tests, tsx), the worker bundled from source on first
 * use. The module that bundles is found at run time so that the production bundle leaves it out.
 */
async function workerEntry(): Promise<string> {
  if (!import.meta.url.endsWith('.ts')) {
    return fileURLToPath(new URL('./export-worker.js', import.meta.url));
  }
  const bundler: typeof TBundler = await import(
    new URL('./bundle-worker.ts', import.meta.url).href
  );
  return bundler.bundleExportWorkerFromSource();
}

/** Worker threads by default: one core is left to the event loop (at least one worker). */
export const defaultExportWorkers = () => Math.max(1, availableParallelism() - 1);

/**
 * The pool of export workers: renders slide images and writes files off the event loop, at most
 * `workers` at once; further jobs wait in the pool's queue (bounded by the caller's admission).
 */
export function createExportPool(options: { workers: number }) {
  const { pool, destroy } = createLazyWorkerPool(workerEntry, options.workers);
  return {
    workers: options.workers,
    /** A slide image drawn by a worker. */
    async renderPng(job: Extract<TExportJob, { kind: 'png' }>): Promise<Buffer> {
      // Cast: Tinypool's run answers any; a png job's worker answers the image's bytes.
      const bytes = (await (await pool()).run(job)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    /**
     * A file written by a worker into `out`, which is ended once the worker is done (destroyed
     * if it fails); the worker reads a slide's responses from `responsesOf` as it needs them.
     */
    async writeFile(
      file: Omit<Extract<TExportJob, { kind: TStreamedFormat }>, 'port'>,
      out: Writable,
      responsesOf?: (slideId: string) => AsyncIterable<TReportResponse>,
    ): Promise<void> {
      const { port1, port2 } = new MessageChannel();
      serveWorkerChannel(port1, { out, ...(responsesOf ? { responsesOf } : {}) });
      try {
        const job: TExportJob = { ...file, port: port2 };
        await (await pool()).run(job, { transferList: [port2] });
        out.end();
      } finally {
        port1.close();
      }
    },
    /** Stops the workers (tasks still running are cut). */
    destroy,
  };
}

export type TExportPool = ReturnType<typeof createExportPool>;
