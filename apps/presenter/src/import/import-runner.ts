import type { TImportFields, TImportJob } from '@crowdeck/core';
import { isApiError } from '../api/api-error';
import type { TUploadHandle } from '../api/uploads';
import {
  IMPORT_POLL_MS,
  importReducer,
  INITIAL_IMPORT_PHASE,
  isAbortError,
  isImportRunning,
  problemOfError,
  type TImportEvent,
  type TImportPhase,
} from './import-state';

/** The server calls an import makes (the API module's, or a test's). */
export interface TImportApi {
  startImport: (
    file: File,
    fields: TImportFields,
    onProgress: (fraction: number) => void,
    onSent: () => void,
  ) => TUploadHandle<TImportJob>;
  fetchImportJob: (id: string) => Promise<TImportJob>;
  cancelImportJob: (id: string) => Promise<TImportJob | null>;
}

/** Polls in a row that may fail (a network blip) before the import is reported as failed. */
const POLL_FAILURES_MAX = 10;

/**
 * From this share of the file sent on, a cancel waits for the job and deletes it rather than
 * aborting: progress is reported late (every 50 ms or so), so near the end the server may hold the
 * whole file, and start its import, before the page hears that the last byte left.
 */
const NEARLY_SENT = 0.9;

/** Polls after a cancel before the dialog says it is cancelled anyway (the job stops on its own). */
const CANCEL_POLLS_MAX = 20;

const isRunningJob = (job: TImportJob) => job.status === 'queued' || job.status === 'processing';

/**
 * Runs one import at a time outside React: uploads the file (abortable), polls its job until it
 * ends, cancels (aborts the upload, or deletes the job — and a job whose file was all sent when
 * the cancel came is deleted as soon as its id is known), and stops on `dispose`, cancelling what
 * still runs, so a closed dialog never leaves an import that would change the deck later.
 */
export class ImportRunner {
  private phase: TImportPhase = INITIAL_IMPORT_PHASE;
  private readonly listeners = new Set<() => void>();
  private upload: TUploadHandle<TImportJob> | null = null;
  /** Every byte (or nearly) has left: a cancel then deletes the job instead of aborting. */
  private uploadedAll = false;
  private cancelWanted = false;
  private jobId: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private onDone: (job: TImportJob) => void = () => undefined;

  constructor(
    private readonly api: TImportApi,
    private readonly pollMs = IMPORT_POLL_MS,
  ) {}

  getPhase = (): TImportPhase => this.phase;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** What runs once the job is done (its slides are in the deck). */
  setOnDone(onDone: (job: TImportJob) => void): void {
    this.onDone = onDone;
  }

  start(file: File, fields: TImportFields): void {
    if (isImportRunning(this.phase)) return;
    this.cancelWanted = false;
    this.uploadedAll = false;
    this.jobId = null;
    this.dispatch({ type: 'start' });
    const handle = this.api.startImport(
      file,
      fields,
      (fraction) => {
        if (fraction >= NEARLY_SENT) this.uploadedAll = true;
        this.dispatch({ type: 'uploadProgress', fraction });
      },
      () => (this.uploadedAll = true),
    );
    this.upload = handle;
    handle.done.then(
      (job) => {
        this.upload = null;
        this.jobId = job.id;
        if (this.cancelWanted) {
          void this.cancelJob(job.id);
          return;
        }
        this.dispatch({ type: 'job', job });
        if (isRunningJob(job)) this.poll(job.id);
      },
      (error: unknown) => {
        this.upload = null;
        if (isAbortError(error)) this.dispatch({ type: 'cancelled' });
        else this.dispatch({ type: 'failed', problem: problemOfError(error) });
      },
    );
  }

  cancel(): void {
    if (!isImportRunning(this.phase) || this.phase.kind === 'cancelling') return;
    this.dispatch({ type: 'cancel' });
    this.cancelWanted = true;
    this.stopPolling();
    if (this.upload) {
      // The server may hold the whole file already and be answering: then its job is deleted.
      if (!this.uploadedAll) this.upload.abort();
    } else if (this.jobId) {
      void this.cancelJob(this.jobId);
    }
  }

  /** Back to the file picker after a failure. */
  reset(): void {
    this.dispatch({ type: 'reset' });
  }

  /** The dialog is gone: stop polling and cancel what still runs. */
  dispose(): void {
    this.stopPolling();
    this.listeners.clear();
    this.onDone = () => undefined;
    if (!isImportRunning(this.phase) || this.cancelWanted) return;
    this.cancelWanted = true;
    if (this.upload && !this.uploadedAll) this.upload.abort();
    else if (this.jobId) void this.api.cancelImportJob(this.jobId).catch(() => undefined);
  }

  private dispatch(event: TImportEvent): void {
    const next = importReducer(this.phase, event);
    if (next === this.phase) return;
    this.phase = next;
    for (const listener of this.listeners) listener();
    if (next.kind === 'done') this.onDone(next.job);
  }

  private stopPolling(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private poll(id: string, failures = 0): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.api.fetchImportJob(id).then(
        (job) => {
          if (this.phase.kind !== 'processing') return;
          this.dispatch({ type: 'job', job });
          if (isRunningJob(job)) this.poll(id);
        },
        (error: unknown) => {
          if (this.phase.kind !== 'processing') return;
          const transient = isApiError(error) && (error.status === 0 || error.status >= 500);
          if (transient && failures < POLL_FAILURES_MAX) this.poll(id, failures + 1);
          else this.dispatch({ type: 'failed', problem: problemOfError(error) });
        },
      );
    }, this.pollMs);
  }

  /**
   * Asks the server to stop the job, then watches it end: a job stops between pages, and one
   * already adding its slides finishes (shown as done: its slides are in the deck).
   */
  private async cancelJob(id: string): Promise<void> {
    let job: TImportJob | null;
    try {
      job = await this.api.cancelImportJob(id);
    } catch (error) {
      // Already over (a 409 from a server that refuses to cancel a finished job): read it.
      if (!isApiError(error) || error.status !== 409) {
        this.dispatch({ type: 'failed', problem: problemOfError(error) });
        return;
      }
      job = await this.api.fetchImportJob(id).catch(() => null);
    }
    for (let polls = 0; job && isRunningJob(job) && polls < CANCEL_POLLS_MAX; polls++) {
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
      job = await this.api.fetchImportJob(id).catch(() => null);
    }
    if (job) this.dispatch({ type: 'job', job });
    this.dispatch({ type: 'cancelled' });
  }
}
