import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { openWorkerChannel, serveWorkerChannel } from './export-channel';

const ports: MessageChannel[] = [];
afterEach(() => {
  for (const channel of ports.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/** Both ends of an export's port in one thread: the worker's writer and the download. */
function connect(download: PassThrough) {
  const channel = new MessageChannel();
  ports.push(channel);
  serveWorkerChannel(channel.port1, {
    out: download,
    async *responsesOf(slideId) {
      for (let i = 0; i < 1_200; i += 1) {
        yield {
          participantId: `p${i}`,
          name: `Guest ${i}`,
          answer: slideId,
          correct: null,
          elapsedMs: null,
          points: 0,
          at: '2026-01-01T00:00:00.000Z',
        };
      }
    },
  });
  return openWorkerChannel(channel.port2);
}

describe('the export worker’s port', () => {
  it('passes the bytes on in order and a slide’s responses in batches', async () => {
    const download = new PassThrough();
    const chunks: Buffer[] = [];
    download.on('data', (chunk: Buffer) => chunks.push(chunk));
    const worker = connect(download);
    const names: string[] = [];
    for await (const row of worker.responsesOf('s1')) names.push(row.name ?? '');
    expect(names).toHaveLength(1_200);
    expect(names.at(-1)).toBe('Guest 1199');
    for (let i = 0; i < 100; i += 1) worker.out.write(`line ${i}\n`);
    worker.out.end();
    await finished(worker.out);
    expect(Buffer.concat(chunks).toString()).toBe(
      Array.from({ length: 100 }, (_, i) => `line ${i}\n`).join(''),
    );
  });

  it('holds the writer while the download is full, and stops it once the download is cut', async () => {
    const download = new PassThrough({ highWaterMark: 1024 });
    const worker = connect(download);
    const writing = finished(worker.out);
    writing.catch(() => undefined);
    const big = Buffer.alloc(64 * 1024, 1);
    worker.out.write(big);
    await once(download, 'readable');
    // Nobody reads: the first batch is not answered, so later writes stay in the worker.
    for (let i = 0; i < 8; i += 1) worker.out.write(big);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(worker.out.writableLength).toBeGreaterThanOrEqual(8 * big.length);
    expect(download.readableLength).toBeLessThanOrEqual(2 * big.length);

    download.destroy();
    await expect(writing).rejects.toThrow(/the download was cut/);
  });
});
