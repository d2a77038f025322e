import { Worker } from 'node:worker_threads';
import type { TFakeSlide, TFetchAnswer, TFetchRequest } from './google-services.test-support';

/** What the editor looks like after a call. */
export interface TEditorSnapshot {
  slides: TFakeSlide[];
  selection: { pageId: string | null };
  userProperties: [string, string][];
  documentProperties: [string, string][];
  requests: TFetchRequest[];
}

/**
 * Runs the add-on's project in a worker (addon-worker.test-support.ts) and makes its UrlFetchApp
 * requests over real HTTP. `rewrite` turns the address written in the project into the one the
 * test server listens on (as a reverse proxy would).
 */
export function startAddonWorker(files: Map<string, string>, rewrite: (url: string) => string) {
  const shared = new SharedArrayBuffer(8 + 4 * 1024 * 1024);
  const flag = new Int32Array(shared, 0, 2);
  const bytes = new Uint8Array(shared, 8);
  // The worker's file is TypeScript: tsx's loader is registered in the thread before it loads.
  const file = new URL('./addon-worker.test-support.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}); });`;
  const worker = new Worker(boot, { eval: true, workerData: { files: [...files], shared } });
  const pending = new Map<number, (message: unknown) => void>();
  let nextId = 1;
  let last: TEditorSnapshot | null = null;

  const answer = (reply: TFetchAnswer) => {
    const encoded = new TextEncoder().encode(JSON.stringify(reply));
    bytes.set(encoded);
    Atomics.store(flag, 1, encoded.length);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  };
  const fetchFor = async (request: TFetchRequest) => {
    try {
      const response = await fetch(rewrite(request.url), {
        method: request.method.toUpperCase(),
        headers: {
          ...request.headers,
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
        },
        body: request.payload ?? null,
        redirect: 'manual',
      });
      answer({ status: response.status, body: await response.text() });
    } catch (error) {
      answer({ throws: String(error) });
    }
  };
  worker.on('error', (error) => {
    for (const settle of pending.values()) settle({ outcome: { ok: false, error: String(error) } });
  });
  worker.on('message', (message: { type: string; id: number; request: TFetchRequest }) => {
    if (message.type === 'fetch') fetchFor(message.request).catch(() => undefined);
    else pending.get(message.id)?.(message);
  });

  return {
    /** Calls one of the project's functions; rejects with the error it throws. */
    run(name: string, ...args: unknown[]): Promise<unknown> {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, (raw) => {
          pending.delete(id);
          // Cast: the worker posts only these messages (addon-worker.test-support.ts).
          const message = raw as {
            outcome: { ok: true; value: unknown } | { ok: false; error: string };
            host: TEditorSnapshot;
          };
          last = message.host;
          if (message.outcome.ok) resolve(message.outcome.value);
          else reject(new Error(message.outcome.error));
        });
        worker.postMessage({ id, name, args });
      });
    },
    editor(): TEditorSnapshot {
      if (!last) throw new Error('no call yet');
      return last;
    },
    stop: () => worker.terminate(),
  };
}
