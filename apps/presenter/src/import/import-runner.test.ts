import { describe, expect, it, vi } from 'vitest';
import type { TImportJob } from '@crowdeck/core';
import { ApiError } from '../api/api-error';
import { UPLOAD_ABORTED_CODE } from '../api/uploads';
import { importJob } from './import-job.test-support';
import { ImportRunner, type TImportApi } from './import-runner';

/**
 * A server the test drives: the upload is answered (or aborted) when the test says, each poll
 * answers the next job of a script, and every call is recorded.
 */
function fakeServer(script: TImportJob[] = []) {
  const calls: string[] = [];
  let progress: (fraction: number) => void = () => undefined;
  let sent: () => void = () => undefined;
  let answer: (job: TImportJob) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const polls = [...script];
  let cancelAnswer: () => Promise<TImportJob | null> = () =>
    Promise.resolve(importJob({ status: 'cancelled' }));
  const api: TImportApi = {
    startImport: (file, fields, onProgress, onSent) => {
      calls.push(`POST ${file.name} ${JSON.stringify(fields)}`);
      progress = onProgress;
      sent = onSent;
      const done = new Promise<TImportJob>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      });
      return {
        done,
        abort: () => {
          calls.push('abort');
          fail(new ApiError({ status: 0, code: UPLOAD_ABORTED_CODE, message: '' }));
        },
      };
    },
    fetchImportJob: (id) => {
      calls.push(`GET ${id}`);
      const next = polls.length > 1 ? polls.shift() : polls[0];
      return next ? Promise.resolve(next) : Promise.reject(new Error('no script'));
    },
    cancelImportJob: (id) => {
      calls.push(`DELETE ${id}`);
      return cancelAnswer();
    },
  };
  return {
    api,
    calls,
    progress: (fraction: number) => progress(fraction),
    sent: () => sent(),
    answer: (value: TImportJob) => answer(value),
    fail: (error: unknown) => fail(error),
    onCancel: (reply: () => Promise<TImportJob | null>) => (cancelAnswer = reply),
  };
}

const file = new File([new Uint8Array(10)], 'talk.pdf', { type: 'application/pdf' });

/** A run whose job the server is converting (`pagesDone` of `pagesTotal`), once polled. */
async function startConverting(pagesTotal: number, pagesDone: number) {
  const server = fakeServer([importJob({ status: 'processing', pagesTotal, pagesDone })]);
  const runner = new ImportRunner(server.api, 1);
  runner.start(file, {});
  server.answer(importJob());
  await vi.waitFor(() => expect(server.calls).toContain('GET job-1'));
  return { server, runner };
}

describe('an import run', () => {
  it('uploads, follows the job page by page until done, then hands over its slides', async () => {
    const server = fakeServer([
      importJob({ status: 'processing', pagesTotal: 3, pagesDone: 1 }),
      importJob({ status: 'processing', pagesTotal: 3, pagesDone: 2 }),
      importJob({ status: 'done', pagesTotal: 3, pagesDone: 3, slideIds: ['a', 'b', 'c'] }),
    ]);
    const runner = new ImportRunner(server.api, 1);
    const seen: string[] = [];
    runner.subscribe(() => {
      const phase = runner.getPhase();
      seen.push(phase.kind === 'processing' ? `page ${phase.job.pagesDone}` : phase.kind);
    });
    const done = vi.fn();
    runner.setOnDone(done);

    runner.start(file, { presentationId: 'deck-1', afterSlideId: 's1' });
    server.progress(0.5);
    server.progress(1);
    server.answer(importJob());
    await vi.waitFor(() => expect(runner.getPhase().kind).toBe('done'));

    expect(server.calls).toEqual([
      'POST talk.pdf {"presentationId":"deck-1","afterSlideId":"s1"}',
      'GET job-1',
      'GET job-1',
      'GET job-1',
    ]);
    expect(seen).toEqual([
      'uploading',
      'uploading',
      'uploading',
      'page 0',
      'page 1',
      'page 2',
      'done',
    ]);
    expect(done).toHaveBeenCalledTimes(1);
    expect(done.mock.calls[0]?.[0]).toMatchObject({ slideIds: ['a', 'b', 'c'] });
  });

  it('cancels an upload by aborting it: no job, nothing deleted', async () => {
    const server = fakeServer();
    const runner = new ImportRunner(server.api, 1);
    runner.start(file, {});
    server.progress(0.3);
    runner.cancel();
    await vi.waitFor(() =>
      expect(runner.getPhase()).toEqual({ kind: 'choosing', wasCancelled: true }),
    );
    expect(server.calls).toEqual(['POST talk.pdf {}', 'abort']);
  });

  it('cancels a running job by deleting it, and stops polling', async () => {
    const { server, runner } = await startConverting(50, 12);
    runner.cancel();
    await vi.waitFor(() =>
      expect(runner.getPhase()).toEqual({ kind: 'choosing', wasCancelled: true }),
    );
    const afterCancel = server.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls.length).toBe(afterCancel);
    expect(server.calls.at(-1)).toBe('DELETE job-1');
  });

  it('after a cancel, watches the job until it stops between pages', async () => {
    const server = fakeServer();
    let stopAsked = false;
    let pollsAfterStop = 0;
    // Rendering until asked to stop; then one more page, then cancelled.
    server.api.fetchImportJob = (id) => {
      server.calls.push(`GET ${id}`);
      if (stopAsked) pollsAfterStop += 1;
      const stopped = stopAsked && pollsAfterStop > 1;
      return Promise.resolve(
        importJob({ status: stopped ? 'cancelled' : 'processing', pagesTotal: 50, pagesDone: 12 }),
      );
    };
    // The server answers the job as it is when asked to stop: still rendering.
    server.onCancel(() => {
      stopAsked = true;
      return Promise.resolve(importJob({ status: 'processing', pagesTotal: 50, pagesDone: 12 }));
    });
    const runner = new ImportRunner(server.api, 1);
    runner.start(file, {});
    server.answer(importJob({ status: 'processing', pagesTotal: 50, pagesDone: 12 }));
    await vi.waitFor(() => expect(server.calls).toContain('GET job-1'));
    runner.cancel();
    expect(runner.getPhase()).toEqual({ kind: 'cancelling' });
    await vi.waitFor(() =>
      expect(runner.getPhase()).toEqual({ kind: 'choosing', wasCancelled: true }),
    );
    expect(pollsAfterStop).toBe(2);
    expect(server.calls.slice(-3)).toEqual(['DELETE job-1', 'GET job-1', 'GET job-1']);
  });

  // Progress is heard late: from 90 % on the server may already hold the whole file; `progress`
  // null: the upload says it is all sent.
  it.each([
    { when: '90 % sent when the cancel came', progress: 0.92, stop: 'cancel' },
    { when: 'all sent when the cancel came', progress: null, stop: 'cancel' },
    { when: 'all sent when the dialog closed', progress: 1, stop: 'dispose' },
  ] as const)('deletes the job of a file $when, never aborts it', async ({ progress, stop }) => {
    const server = fakeServer();
    const runner = new ImportRunner(server.api, 1);
    runner.start(file, {});
    if (progress === null) server.sent();
    else server.progress(progress);
    runner[stop]();
    expect(server.calls).not.toContain('abort');
    server.answer(importJob());
    await vi.waitFor(() =>
      expect(runner.getPhase()).toEqual({ kind: 'choosing', wasCancelled: true }),
    );
    expect(server.calls).toEqual(['POST talk.pdf {}', 'DELETE job-1']);
  });

  it('shows a job that finished before its cancel as done', async () => {
    const done = importJob({ status: 'done', pagesTotal: 2, pagesDone: 2, slideIds: ['a', 'b'] });
    const server = fakeServer([done]);
    server.onCancel(() =>
      Promise.reject(new ApiError({ status: 409, code: 'conflict', message: '' })),
    );
    const runner = new ImportRunner(server.api, 5_000);
    const onDone = vi.fn();
    runner.setOnDone(onDone);
    runner.start(file, {});
    server.answer(importJob({ status: 'processing', pagesTotal: 2, pagesDone: 1 }));
    await vi.waitFor(() => expect(runner.getPhase().kind).toBe('processing'));
    runner.cancel();
    await vi.waitFor(() => expect(runner.getPhase().kind).toBe('done'));
    expect(server.calls).toEqual(['POST talk.pdf {}', 'DELETE job-1', 'GET job-1']);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('reports a refused upload in the contract’s words', async () => {
    const server = fakeServer();
    const runner = new ImportRunner(server.api, 1);
    runner.start(file, {});
    server.fail(new ApiError({ status: 422, code: 'converterMissing', message: 'no soffice' }));
    await vi.waitFor(() =>
      expect(runner.getPhase()).toEqual({ kind: 'failed', problem: { code: 'converterMissing' } }),
    );
  });

  it('rides out a few failed polls, then fails with the job’s own code', async () => {
    const server = fakeServer();
    let polls = 0;
    server.api.fetchImportJob = () => {
      polls += 1;
      if (polls <= 2) {
        return Promise.reject(new ApiError({ status: 0, code: 'network_error', message: '' }));
      }
      return Promise.resolve(
        importJob({ status: 'failed', error: { code: 'encrypted', message: 'encrypted' } }),
      );
    };
    const runner = new ImportRunner(server.api, 1);
    runner.start(file, {});
    server.answer(importJob());
    await vi.waitFor(() =>
      expect(runner.getPhase()).toEqual({ kind: 'failed', problem: { code: 'encrypted' } }),
    );
    expect(polls).toBe(3);
  });

  it('cancels what still runs when the dialog goes away', async () => {
    const { server, runner } = await startConverting(5, 1);
    runner.dispose();
    expect(server.calls.at(-1)).toBe('DELETE job-1');

    const uploading = fakeServer();
    const other = new ImportRunner(uploading.api, 1);
    other.start(file, {});
    other.dispose();
    expect(uploading.calls).toEqual(['POST talk.pdf {}', 'abort']);
  });
});
