import {
  IMPORT_ERROR_CODES,
  type TImportCapabilities,
  type TImportErrorCode,
  type TImportFormat,
  type TImportJob,
} from '@crowdeck/core';
import { isApiError } from '../api/api-error';
import { UPLOAD_ABORTED_CODE } from '../api/uploads';
import { describeError, type TErrorMessage } from '../i18n/error-message';

/**
 * The import dialog's state, DOM-free: choose a file, upload it (a fraction), follow the job page
 * by page, then done, failed or back to choosing after a cancel. Every transition is a pure
 * function of the previous state and one event, so the dialog's behaviour is unit-tested here.
 */

/** Why an import did not happen: one of the contract's codes, or another failure in plain words. */
export type TImportProblem = { code: TImportErrorCode } | { message: TErrorMessage };

export type TImportPhase =
  | { kind: 'choosing'; wasCancelled: boolean }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'processing'; job: TImportJob }
  | { kind: 'cancelling' }
  | { kind: 'done'; job: TImportJob }
  | { kind: 'failed'; problem: TImportProblem };

export type TImportEvent =
  | { type: 'start' }
  | { type: 'uploadProgress'; fraction: number }
  /** The server took the file (its 202) or answered a poll. */
  | { type: 'job'; job: TImportJob }
  | { type: 'cancel' }
  | { type: 'cancelled' }
  | { type: 'failed'; problem: TImportProblem }
  /** Back to the file picker (after a failure, to try another file). */
  | { type: 'reset' };

export const INITIAL_IMPORT_PHASE: TImportPhase = { kind: 'choosing', wasCancelled: false };

/** How often a running job is asked for its progress. */
export const IMPORT_POLL_MS = 500;

/** Whether the import is under way (a close then means cancel). */
export function isImportRunning(phase: TImportPhase): boolean {
  return phase.kind === 'uploading' || phase.kind === 'processing' || phase.kind === 'cancelling';
}

/** The phase a job's status leads to. */
function phaseOfJob(job: TImportJob): TImportPhase {
  switch (job.status) {
    case 'queued':
    case 'processing':
      return { kind: 'processing', job };
    case 'done':
      return { kind: 'done', job };
    case 'cancelled':
      return { kind: 'choosing', wasCancelled: true };
    case 'failed':
      return { kind: 'failed', problem: { code: job.error?.code ?? 'internal' } };
  }
}

/** The next phase. Events that do not belong to the current phase (a late poll) change nothing. */
export function importReducer(phase: TImportPhase, event: TImportEvent): TImportPhase {
  switch (event.type) {
    case 'start':
      return phase.kind === 'choosing' || phase.kind === 'failed'
        ? { kind: 'uploading', fraction: 0 }
        : phase;
    case 'uploadProgress':
      return phase.kind === 'uploading'
        ? { kind: 'uploading', fraction: Math.min(1, Math.max(phase.fraction, event.fraction)) }
        : phase;
    case 'job':
      if (phase.kind === 'uploading' || phase.kind === 'processing') {
        // Pages never count backwards (two polls may cross on a slow network).
        if (phase.kind === 'processing' && isBehind(event.job, phase.job)) return phase;
        return phaseOfJob(event.job);
      }
      // A job that finished before the cancel reached it is done: its slides are in the deck.
      if (phase.kind === 'cancelling' && event.job.status === 'done') return phaseOfJob(event.job);
      return phase;
    case 'cancel':
      return isImportRunning(phase) ? { kind: 'cancelling' } : phase;
    case 'cancelled':
      return phase.kind === 'cancelling' ? { kind: 'choosing', wasCancelled: true } : phase;
    case 'failed':
      return isImportRunning(phase) ? { kind: 'failed', problem: event.problem } : phase;
    case 'reset':
      return phase.kind === 'failed' || phase.kind === 'choosing' ? INITIAL_IMPORT_PHASE : phase;
  }
}

function isBehind(next: TImportJob, current: TImportJob): boolean {
  return next.status === current.status && next.pagesDone < current.pagesDone;
}

/** The format a file name says, or what is wrong with it. */
export function importFormatOf(fileName: string): TImportFormat | 'macros' | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'pdf') return 'pdf';
  if (extension === 'pptx') return 'pptx';
  // PowerPoint's macro-enabled presentation, show and template.
  if (extension === 'pptm' || extension === 'ppsm' || extension === 'potm') return 'macros';
  return null;
}

/**
 * What is wrong with a file before it is sent, or null when it may go: a format this server does
 * not import, a macro-enabled deck, over the size limit.
 */
export function checkImportFile(
  file: { name: string; size: number },
  capabilities: TImportCapabilities,
): TImportErrorCode | null {
  const format = importFormatOf(file.name);
  if (format === 'macros') return 'macros';
  if (format === null) return 'unsupportedFormat';
  if (format === 'pptx' && !capabilities.formats.pptx.available) {
    return capabilities.formats.pptx.reason ?? 'converterMissing';
  }
  if (file.size > capabilities.fileMaxBytes) return 'tooLarge';
  return null;
}

/**
 * The contract's name for a refused request: the code the server gave the `file` field (a 415 or
 * 422 names it there), its reason or code, else the HTTP status; or the failure in plain words.
 */
export function problemOfError(error: unknown): TImportProblem {
  if (isApiError(error)) {
    const named = [error.fields?.file?.code, error.reason, error.code].find(isImportErrorCode);
    if (named) return { code: named };
    if (error.status === 413) return { code: 'tooLarge' };
    if (error.status === 415) return { code: 'unsupportedFormat' };
  }
  return { message: describeError(error) };
}

/** Whether the error is the upload's own abort (a cancel, not a failure). */
export function isAbortError(error: unknown): boolean {
  return isApiError(error) && error.code === UPLOAD_ABORTED_CODE;
}

function isImportErrorCode(value: unknown): value is TImportErrorCode {
  return typeof value === 'string' && (IMPORT_ERROR_CODES as readonly string[]).includes(value);
}

/** The progress line: a catalogue key with its values, and the bar's fraction (null: unknown). */
export interface TImportProgress {
  key:
    | 'import.uploading'
    | 'import.queued'
    | 'import.reading'
    | 'import.preparing'
    | 'import.page'
    | 'import.saving'
    | 'import.cancelling';
  values: Record<string, number>;
  fraction: number | null;
}

/**
 * What the progress line says: the upload's percentage, how many pages are coming, then
 * "Page 12 of 50" (the page being rendered), then that the slides are being added. Null outside
 * an import.
 */
export function describeProgress(phase: TImportPhase): TImportProgress | null {
  if (phase.kind === 'uploading') {
    const percent = Math.round(phase.fraction * 100);
    return { key: 'import.uploading', values: { percent }, fraction: phase.fraction };
  }
  if (phase.kind === 'cancelling') return { key: 'import.cancelling', values: {}, fraction: null };
  if (phase.kind !== 'processing') return null;
  const { job } = phase;
  if (job.status === 'queued') return { key: 'import.queued', values: {}, fraction: null };
  const total = job.pagesTotal;
  if (total === null || total <= 0) return { key: 'import.reading', values: {}, fraction: null };
  if (job.pagesDone >= total) return { key: 'import.saving', values: {}, fraction: 1 };
  // Before the first page (a PowerPoint file is being converted): how many are coming.
  if (job.pagesDone <= 0) return { key: 'import.preparing', values: { count: total }, fraction: 0 };
  return {
    key: 'import.page',
    values: { page: job.pagesDone + 1, total },
    fraction: job.pagesDone / total,
  };
}

/** The catalogue key that words a problem code: what happened and what to do. */
export function problemKey(code: TImportErrorCode) {
  return `import.error.${code}` as const;
}

/** Megabytes as people write them (100 MB), for the size limit. */
export function toMegabytes(bytes: number): number {
  return Math.floor(bytes / (1024 * 1024));
}
