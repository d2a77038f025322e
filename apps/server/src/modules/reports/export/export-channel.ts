import { once } from 'node:events';
import { Writable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import type { TReportResponse } from '@crowdeck/core';

/**
 * The message port between an export worker and the request it works for. The worker asks, the
 * request's side answers: "take these bytes" (answered once they are passed on, so a slow
 * download slows the worker instead of filling memory) and "the next responses of this slide"
 * (read from the database page by page, which only the main thread can do).
 */
type TAsk =
  { type: 'bytes'; bytes: Uint8Array<ArrayBuffer> } | { type: 'responses'; slideId: string };

/** An answer; `rows` null once the slide has no more, `gone` once the download was cut. */
interface TAnswer {
  id: number;
  rows?: TReportResponse[] | null;
  gone?: boolean;
}

/** Responses sent to the worker per message. */
const RESPONSES_PER_MESSAGE = 500;

/** In the worker: a file written to the port, and a slide's responses read through it. */
export function openWorkerChannel(port: MessagePort) {
  let next = 0;
  const waiting = new Map<number, (answer: TAnswer) => void>();
  port.on('message', (answer: TAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  const ask = (body: TAsk) =>
    new Promise<TAnswer>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, (answer) =>
        answer.gone ? reject(new Error('the download was cut')) : resolve(answer),
      );
      port.postMessage({ ...body, id }, body.type === 'bytes' ? [body.bytes.buffer] : []);
    });
  const out = new Writable({
    highWaterMark: 256 * 1024,
    // While one batch is on its way, later writes gather and go as one message. A fresh copy:
    // the writer's buffers may share memory that must not be transferred.
    writev(chunks, callback) {
      // Cast: a Writable in byte mode hands writev its chunks as Buffers, typed any.
      const bytes = new Uint8Array(Buffer.concat(chunks.map((c) => c.chunk as Uint8Array)));
      ask({ type: 'bytes', bytes }).then(() => callback(), callback);
    },
  });
  async function* responsesOf(slideId: string): AsyncGenerator<TReportResponse> {
    for (;;) {
      const { rows } = await ask({ type: 'responses', slideId });
      if (!rows) return;
      yield* rows;
    }
  }
  return { out, responsesOf };
}

/** Resolves once `out` can take more, or has closed (then nothing more is wanted). */
async function drained(out: Writable): Promise<void> {
  const stop = new AbortController();
  await Promise.race([
    once(out, 'drain', { signal: stop.signal }),
    once(out, 'close', { signal: stop.signal }),
  ]).catch(() => undefined);
  stop.abort();
}

/**
 * On the request's side: writes what the worker sends to `out` (answering once `out` can take
 * more), and reads the slides' responses it asks for from `responsesOf`, in batches. Once `out`
 * is closed (the download cut or failed), every ask is answered `gone` and the worker stops.
 */
export function serveWorkerChannel(
  port: MessagePort,
  deps: { out: Writable; responsesOf?: (slideId: string) => AsyncIterable<TReportResponse> },
): void {
  const readers = new Map<string, AsyncIterator<TReportResponse>>();
  const closed = () => deps.out.destroyed || deps.out.writableEnded;
  async function answer(ask: TAsk): Promise<Omit<TAnswer, 'id'>> {
    if (closed()) return { gone: true };
    if (ask.type === 'bytes') {
      if (!deps.out.write(ask.bytes)) await drained(deps.out);
      return closed() ? { gone: true } : {};
    }
    let reader = readers.get(ask.slideId);
    if (!reader) {
      if (!deps.responsesOf) throw new Error('this export reads no responses');
      reader = deps.responsesOf(ask.slideId)[Symbol.asyncIterator]();
      readers.set(ask.slideId, reader);
    }
    const rows: TReportResponse[] = [];
    while (rows.length < RESPONSES_PER_MESSAGE) {
      const next = await reader.next();
      if (next.done) break;
      rows.push(next.value);
    }
    return { rows: rows.length > 0 ? rows : null };
  }
  port.on('message', (ask: TAsk & { id: number }) => {
    answer(ask).then(
      (reply) => port.postMessage({ ...reply, id: ask.id }),
      (error: unknown) => {
        deps.out.destroy(error instanceof Error ? error : new Error(String(error)));
        port.postMessage({ id: ask.id, gone: true });
      },
    );
  });
}
