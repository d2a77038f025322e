import { describe, expect, it } from 'vitest';
import { IMPORT_ERROR_CODES, type TImportCapabilities, type TImportJob } from '@crowdeck/core';
import { ApiError, NETWORK_ERROR_CODE } from '../api/api-error';
import { UPLOAD_ABORTED_CODE } from '../api/uploads';
import { en } from '../i18n/en';
import { importJob } from './import-job.test-support';
import {
  checkImportFile,
  describeProgress,
  importFormatOf,
  importReducer,
  INITIAL_IMPORT_PHASE,
  isAbortError,
  isImportRunning,
  problemKey,
  problemOfError,
  toMegabytes,
  type TImportEvent,
  type TImportPhase,
} from './import-state';

const job = (changes: Partial<TImportJob> = {}): TImportJob =>
  importJob({ status: 'processing', pagesTotal: 50, ...changes });

const run = (events: TImportEvent[], from: TImportPhase = INITIAL_IMPORT_PHASE) =>
  events.reduce(importReducer, from);

const capabilities = (pptx: boolean): TImportCapabilities => ({
  formats: {
    pdf: { available: true },
    pptx: { available: pptx, reason: pptx ? null : 'converterMissing' },
  },
  fileMaxBytes: 100 * 1024 * 1024,
  pagesMax: 500,
});

describe('the import dialog’s states', () => {
  it('goes from the upload’s percentage to page by page, then done', () => {
    let phase = run([{ type: 'start' }, { type: 'uploadProgress', fraction: 0.42 }]);
    expect(describeProgress(phase)).toEqual({
      key: 'import.uploading',
      values: { percent: 42 },
      fraction: 0.42,
    });
    phase = run([{ type: 'job', job: job({ status: 'queued', pagesTotal: null }) }], phase);
    expect(describeProgress(phase)?.key).toBe('import.queued');
    phase = run([{ type: 'job', job: job({ pagesTotal: null }) }], phase);
    expect(describeProgress(phase)).toEqual({
      key: 'import.reading',
      values: {},
      fraction: null,
    });
    phase = run([{ type: 'job', job: job({ pagesDone: 0 }) }], phase);
    expect(describeProgress(phase)).toEqual({
      key: 'import.preparing',
      values: { count: 50 },
      fraction: 0,
    });
    // "Page 12 of 50": eleven are done, the twelfth is being rendered.
    phase = run([{ type: 'job', job: job({ pagesDone: 11 }) }], phase);
    expect(describeProgress(phase)).toEqual({
      key: 'import.page',
      values: { page: 12, total: 50 },
      fraction: 11 / 50,
    });
    phase = run([{ type: 'job', job: job({ pagesDone: 50 }) }], phase);
    expect(describeProgress(phase)?.key).toBe('import.saving');
    const done = job({ status: 'done', pagesDone: 50, slideIds: ['s1', 's2'] });
    phase = run([{ type: 'job', job: done }], phase);
    expect(phase).toEqual({ kind: 'done', job: done });
    expect(isImportRunning(phase)).toBe(false);
    expect(describeProgress(phase)).toBeNull();
  });

  it('never counts backwards when two polls cross, nor beyond 100% of the upload', () => {
    let phase = run([{ type: 'start' }, { type: 'uploadProgress', fraction: 0.8 }]);
    phase = run([{ type: 'uploadProgress', fraction: 0.5 }], phase);
    expect(phase).toEqual({ kind: 'uploading', fraction: 0.8 });
    phase = run([{ type: 'uploadProgress', fraction: 1.2 }], phase);
    expect(phase).toEqual({ kind: 'uploading', fraction: 1 });
    phase = run([{ type: 'job', job: job({ pagesDone: 20 }) }], phase);
    phase = run([{ type: 'job', job: job({ pagesDone: 19 }) }], phase);
    expect(describeProgress(phase)?.values).toEqual({ page: 21, total: 50 });
  });

  it('cancels in either phase and comes back to the file picker saying so', () => {
    const whileUploading = run([
      { type: 'start' },
      { type: 'uploadProgress', fraction: 0.3 },
      { type: 'cancel' },
    ]);
    expect(whileUploading).toEqual({ kind: 'cancelling' });
    expect(isImportRunning(whileUploading)).toBe(true);
    expect(describeProgress(whileUploading)?.key).toBe('import.cancelling');
    expect(run([{ type: 'cancelled' }], whileUploading)).toEqual({
      kind: 'choosing',
      wasCancelled: true,
    });

    const whileRendering = run([
      { type: 'start' },
      { type: 'job', job: job({ pagesDone: 3 }) },
      { type: 'cancel' },
      // A poll answered after the cancel changes nothing.
      { type: 'job', job: job({ pagesDone: 4 }) },
    ]);
    expect(whileRendering).toEqual({ kind: 'cancelling' });
    // The server's answer to the cancel: the job is cancelled.
    expect(run([{ type: 'job', job: job({ status: 'cancelled' }) }], whileRendering)).toEqual({
      kind: 'cancelling',
    });
    expect(run([{ type: 'cancelled' }], whileRendering).kind).toBe('choosing');
  });

  it('shows a job that finished before the cancel reached it as done (its slides are in)', () => {
    const done = job({ status: 'done', pagesDone: 50, slideIds: ['s1'] });
    const phase = run([
      { type: 'start' },
      { type: 'job', job: job({ pagesDone: 49 }) },
      { type: 'cancel' },
      { type: 'job', job: done },
      { type: 'cancelled' },
    ]);
    expect(phase).toEqual({ kind: 'done', job: done });
  });

  it('fails with the job’s code, then lets another file be tried', () => {
    const failed = job({
      status: 'failed',
      error: { code: 'encrypted', message: 'The PDF is encrypted.' },
    });
    let phase = run([{ type: 'start' }, { type: 'job', job: failed }]);
    expect(phase).toEqual({ kind: 'failed', problem: { code: 'encrypted' } });
    expect(isImportRunning(phase)).toBe(false);
    phase = run([{ type: 'reset' }], phase);
    expect(phase).toEqual(INITIAL_IMPORT_PHASE);
    // Starting again straight from a failure works too.
    expect(run([{ type: 'start' }], { kind: 'failed', problem: { code: 'timeout' } }).kind).toBe(
      'uploading',
    );
    // A failed job without a code is the server's fault.
    expect(run([{ type: 'start' }, { type: 'job', job: job({ status: 'failed' }) }])).toEqual({
      kind: 'failed',
      problem: { code: 'internal' },
    });
  });

  it('ignores a second start, or a start while cancelling', () => {
    const uploading = run([{ type: 'start' }, { type: 'uploadProgress', fraction: 0.5 }]);
    expect(run([{ type: 'start' }], uploading)).toBe(uploading);
    const cancelling = run([{ type: 'cancel' }], uploading);
    expect(run([{ type: 'start' }], cancelling)).toBe(cancelling);
    expect(run([{ type: 'reset' }], cancelling)).toBe(cancelling);
  });
});

describe('checking a file before it is sent', () => {
  it('knows PDF and PowerPoint by their names, and macro-enabled decks', () => {
    expect(importFormatOf('Talk.PDF')).toBe('pdf');
    expect(importFormatOf('deck.final.pptx')).toBe('pptx');
    expect(importFormatOf('deck.pptm')).toBe('macros');
    expect(importFormatOf('show.ppsm')).toBe('macros');
    expect(importFormatOf('old.ppt')).toBeNull();
    expect(importFormatOf('talk.key')).toBeNull();
    expect(importFormatOf('README')).toBeNull();
  });

  it('refuses what this server cannot import, saying why', () => {
    const withLibreOffice = capabilities(true);
    const withoutLibreOffice = capabilities(false);
    expect(checkImportFile({ name: 'a.pdf', size: 1000 }, withoutLibreOffice)).toBeNull();
    expect(checkImportFile({ name: 'a.pptx', size: 1000 }, withLibreOffice)).toBeNull();
    expect(checkImportFile({ name: 'a.pptx', size: 1000 }, withoutLibreOffice)).toBe(
      'converterMissing',
    );
    expect(checkImportFile({ name: 'a.pptm', size: 1000 }, withLibreOffice)).toBe('macros');
    expect(checkImportFile({ name: 'a.key', size: 1000 }, withLibreOffice)).toBe(
      'unsupportedFormat',
    );
    expect(checkImportFile({ name: 'a.pdf', size: 100 * 1024 * 1024 }, withLibreOffice)).toBeNull();
    expect(checkImportFile({ name: 'a.pdf', size: 100 * 1024 * 1024 + 1 }, withLibreOffice)).toBe(
      'tooLarge',
    );
    expect(toMegabytes(100 * 1024 * 1024)).toBe(100);
  });
});

describe('words for every failure', () => {
  it('has plain words (what happened, what to do) for every error code of the contract', () => {
    const messages: Record<string, string> = en;
    for (const code of IMPORT_ERROR_CODES) {
      const text = messages[problemKey(code)];
      expect(text, code).toBeTruthy();
      // Every message tells the presenter what to do next, not only what went wrong.
      expect(text, code).toMatch(
        /\b(export|import again|import that|try|split|ask|open it|compare)\b/i,
      );
    }
    expect(messages['import.error.converterMissing']).toMatch(/LibreOffice/);
    expect(messages['import.error.converterMissing']).toMatch(/PDF/);
  });

  it('reads the contract’s code from a refused upload, by code, reason or status', () => {
    const refused = (status: number, body: Record<string, unknown>) =>
      new ApiError({ status, code: 'invalid_input', message: '', ...body });
    expect(problemOfError(refused(422, { code: 'converterMissing' }))).toEqual({
      code: 'converterMissing',
    });
    expect(problemOfError(refused(422, { reason: 'macros' }))).toEqual({ code: 'macros' });
    expect(problemOfError(refused(413, {}))).toEqual({ code: 'tooLarge' });
    // The server's own shape: the code of the `file` field.
    expect(
      problemOfError(
        refused(422, {
          code: 'unsupported_media_type',
          fields: { file: { code: 'converterMissing', message: 'install LibreOffice' } },
        }),
      ),
    ).toEqual({ code: 'converterMissing' });
    expect(problemOfError(refused(415, {}))).toEqual({ code: 'unsupportedFormat' });
    expect(
      problemOfError(new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: '' })),
    ).toEqual({ message: { key: 'errors.network' } });
  });

  it('tells a cancelled upload from a failed one', () => {
    expect(isAbortError(new ApiError({ status: 0, code: UPLOAD_ABORTED_CODE, message: '' }))).toBe(
      true,
    );
    expect(isAbortError(new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: '' }))).toBe(
      false,
    );
  });
});
