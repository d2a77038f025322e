import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { createLazyWorkerPool } from '../../lib/lazy-worker-pool';
import type * as TWorkerBundle from '../../lib/worker-bundle';
import { ImportFailure } from './import-failure';
import type {
  TImportTask,
  TImportTaskResult,
  TPptxSlide,
  TRenderedPage,
} from './worker/import-task';

/**
 * The worker's entry: `import-worker.js` beside the bundle (build.ts emits it next to
 * dist/main.js), or, run from TypeScript (tests, tsx), the worker bundled from source on first
 * use (as the export pool does).
 */
async function workerEntry(): Promise<string> {
  if (!import.meta.url.endsWith('.ts')) {
    return fileURLToPath(new URL('./import-worker.js', import.meta.url));
  }
  const bundler: typeof TWorkerBundle = await import(
    new URL('../../lib/worker-bundle.ts', import.meta.url).href
  );
  return bundler.bundleWorkerFromSource(
    fileURLToPath(new URL('./worker/import-worker.ts', import.meta.url)),
    'import-worker',
  );
}

type TOk<K> = Extract<TImportTaskResult, { ok: true; kind: K }>;

/**
 * The pool of import workers: at most `workers` imports render at once, each on its own thread
 * (the others wait in the pool's queue). `signal` ends a task at once by ending its thread (the
 * import's time limit); a cancel is gentler and stops a render between pages.
 */
export function createImportPool(options: { workers: number }) {
  const { pool, destroy } = createLazyWorkerPool(workerEntry, options.workers);

  async function run<K extends TImportTask['kind']>(
    task: TImportTask,
    signal: AbortSignal,
    transferList?: Transferable[],
  ): Promise<TOk<K>> {
    let result: TImportTaskResult;
    try {
      // Cast: Tinypool's run answers any; the worker (import-worker.ts) answers a TImportTaskResult.
      result = (await (
        await pool()
      ).run(task, {
        signal,
        // Cast: Tinypool types its transfer list with its own TransferListItem, which Transferable is.
        ...(transferList ? { transferList: transferList as never } : {}),
      })) as TImportTaskResult;
    } catch (error) {
      if (signal.aborted) throw new ImportFailure('timeout');
      throw error;
    }
    if (!result.ok) throw new ImportFailure(result.code);
    // Cast: the worker answers a task of kind K with that kind's result (import-worker.ts).
    return result as TOk<K>;
  }

  return {
    workers: options.workers,
    /** How many pages the PDF has (refused: `encrypted`, `unreadable`). */
    async countPdfPages(path: string, signal: AbortSignal): Promise<number> {
      return (await run<'countPdf'>({ kind: 'countPdf', path }, signal)).pages;
    },
    /** A PowerPoint package's title and slides in order, with hidden marks and notes. */
    async readPptx(
      path: string,
      signal: AbortSignal,
    ): Promise<{ title: string; slides: TPptxSlide[] }> {
      const { title, slides } = await run<'readPptx'>({ kind: 'readPptx', path }, signal);
      return { title, slides };
    },
    /**
     * Renders `pages` of the PDF, handing each page to `onPage` as it comes (in order; awaited
     * before the next is taken). Setting `cancel[0]` to 1 stops the worker before its next page.
     */
    async renderPdf(
      input: Omit<Extract<TImportTask, { kind: 'renderPdf' }>, 'kind' | 'port'>,
      onPage: (page: TRenderedPage) => Promise<void>,
      signal: AbortSignal,
    ): Promise<{ rendered: number; cancelled: boolean }> {
      const { port1, port2 } = new MessageChannel();
      let handled = Promise.resolve();
      let failure: unknown = null;
      let received = 0;
      let allReceived: (() => void) | null = null;
      let expected = Infinity;
      port1.on('message', (page: TRenderedPage) => {
        received += 1;
        handled = handled
          .then(() => (failure ? undefined : onPage(page)))
          .catch((error: unknown) => {
            failure ??= error;
            Atomics.store(input.cancel, 0, 1);
          });
        if (received >= expected) allReceived?.();
      });
      try {
        const result = await run<'renderPdf'>(
          { kind: 'renderPdf', ...input, port: port2 },
          signal,
          [port2],
        );
        // The pages travel on their own port: wait until every page the worker sent is here.
        expected = result.rendered;
        if (received < expected) await new Promise<void>((resolve) => (allReceived = resolve));
        await handled;
        if (failure) throw failure;
        return { rendered: result.rendered, cancelled: result.cancelled };
      } finally {
        port1.close();
      }
    },
    /** Stops the workers (tasks still running are cut). */
    destroy,
  };
}

export type TImportPool = ReturnType<typeof createImportPool>;
